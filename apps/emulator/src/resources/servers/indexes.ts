import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { ServerRecord } from "./records.js";

export const serverIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.servers),
  recordIndex<ServerRecord>(COLLECTIONS.servers, INDEX.network, (server) =>
    server.privateNet.map((entry) => entry.network),
  ),
  recordIndex<ServerRecord>(COLLECTIONS.servers, INDEX.placementGroup, (server) =>
    server.placementGroupId === null ? [] : [server.placementGroupId],
  ),
];
