import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { VolumeRecord } from "./records.js";

export const volumeIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.volumes),
  recordIndex<VolumeRecord>(COLLECTIONS.volumes, INDEX.server, (volume) =>
    volume.serverId === null ? [] : [volume.serverId],
  ),
];
