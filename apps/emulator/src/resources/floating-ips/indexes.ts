import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { FloatingIpRecord } from "./records.js";

export const floatingIpIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.floatingIps),
  recordIndex<FloatingIpRecord>(COLLECTIONS.floatingIps, INDEX.server, (ip) =>
    ip.serverId === null ? [] : [ip.serverId],
  ),
];
