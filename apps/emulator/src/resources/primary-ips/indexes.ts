import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { PrimaryIpRecord } from "./records.js";

export const primaryIpIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.primaryIps),
  recordIndex<PrimaryIpRecord>(COLLECTIONS.primaryIps, INDEX.server, (ip) =>
    ip.assigneeId === null ? [] : [ip.assigneeId],
  ),
];

export function primaryIpsOfServer(context: AnyRequest, serverId: number): PrimaryIpRecord[] {
  return lookupOwned<PrimaryIpRecord>(context, COLLECTIONS.primaryIps, INDEX.server, serverId);
}
