import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { PrimaryIpRecord } from "./records.js";

export const primaryIpIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.primaryIps),
  // The IPs of servers; a load balancer's are named in its own record.
  recordIndex<PrimaryIpRecord>(COLLECTIONS.primaryIps, INDEX.server, (ip) =>
    ip.assigneeType === "server" && ip.assigneeId !== null ? [ip.assigneeId] : [],
  ),
];

/** Who holds the IP, as messages name it (`server 7`, `load balancer 2`), or null. */
export function assigneeOf(ip: PrimaryIpRecord): string | null {
  if (ip.assigneeId === null) return null;
  return `${ip.assigneeType === "load_balancer" ? "load balancer" : "server"} ${ip.assigneeId}`;
}
