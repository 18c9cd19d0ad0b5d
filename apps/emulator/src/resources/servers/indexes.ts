import type { ListIndexDefinition } from "../../store/list-index.js";
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

/**
 * `GET /servers` from the store's list index: ordered by name and by creation time (and by id),
 * labels and `status` in inverted indexes. Read as the list reads them (own fields).
 */
export const serverListIndex: ListIndexDefinition = {
  collection: COLLECTIONS.servers,
  sortFields: {
    name: (record) => (record as ServerRecord).name,
    created: (record) => (record as ServerRecord).created,
  },
  labels: (record) => (record as ServerRecord).labels,
  filterFields: { status: (record) => (record as ServerRecord).status },
};
