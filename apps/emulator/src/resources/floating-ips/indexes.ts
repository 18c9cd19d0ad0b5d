import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { FloatingIpRecord } from "./records.js";

export const floatingIpIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.floatingIps),
  recordIndex<FloatingIpRecord>(COLLECTIONS.floatingIps, INDEX.server, (ip) =>
    ip.serverId === null ? [] : [ip.serverId],
  ),
];

/** The floating IPs assigned to a server. */
export function floatingIpsOfServer(context: AnyRequest, serverId: number): FloatingIpRecord[] {
  return lookupOwned<FloatingIpRecord>(context, COLLECTIONS.floatingIps, INDEX.server, serverId);
}
