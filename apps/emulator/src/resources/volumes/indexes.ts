import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { VolumeRecord } from "./records.js";

export const volumeIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.volumes),
  recordIndex<VolumeRecord>(COLLECTIONS.volumes, INDEX.server, (volume) =>
    volume.serverId === null ? [] : [volume.serverId],
  ),
];

/** The volumes attached to a server (the server view's `volumes`, server deletion). */
export function volumesOfServer(context: AnyRequest, serverId: number): VolumeRecord[] {
  return lookupOwned<VolumeRecord>(context, COLLECTIONS.volumes, INDEX.server, serverId);
}
