// The volumes family's domain module. For the other families: the typed collection, the
// volumes of a server, checking and attaching the volumes a new server is created with, and
// detaching them when it is deleted. For its own handlers and views: the server a volume
// attaches to, and locations.
import { conflictState, invalidField } from "../../http/api-error.js";
import { locationById, resolveLocation } from "../catalog/domain.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { type ActionRecord, assertNotLocked, startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import { type ServerRecord, servers } from "../servers/domain.js";
import type { VolumeRecord } from "./records.js";

export type { ServerRecord, VolumeRecord };
export { locationById, resolveLocation };

export const volumes = ownedKind<VolumeRecord, typeof COLLECTIONS.volumes, "volume">(
  COLLECTIONS.volumes,
  "volume",
  "volume",
);

/** The volumes attached to a server (the server view's `volumes`, server deletion). */
export function volumesOfServer(context: AnyRequest, serverId: number): VolumeRecord[] {
  return volumes.lookup(context, INDEX.server, serverId);
}

/** The server a request body names in `field` (422 naming it when unknown). */
export function referencedServer(context: AnyRequest, id: number, field: string): ServerRecord {
  return servers.referenced(context, id, field);
}

/** 422 `volume_already_attached` when the volume is attached to any server. */
export function assertDetached(volume: VolumeRecord): void {
  if (volume.serverId !== null) {
    throw conflictState(
      "volume_already_attached",
      `volume ${volume.id} is already attached to server ${volume.serverId}; detach it first`,
    );
  }
}

/** A volume attaches only to a server of its own location (422 naming the given field). */
export function assertSameLocation(
  context: AnyRequest,
  volume: VolumeRecord,
  server: ServerRecord,
  field: string,
): void {
  if (server.locationId !== volume.locationId) {
    const serverLocation = locationById(context, server.locationId).name;
    const volumeLocation = locationById(context, volume.locationId).name;
    throw invalidField(
      field,
      `server ${server.id} is in ${serverLocation}, volume ${volume.id} is in ${volumeLocation}`,
    );
  }
}

/**
 * Attaches a checked volume to a server: the record changes at once, and the `attach_volume`
 * action, which locks both, reports it. Also used by `create_server` with `volumes`.
 */
export function attachVolume(
  context: AnyRequest,
  volume: VolumeRecord,
  server: ServerRecord,
): ActionRecord {
  volume.serverId = server.id;
  volumes.put(context, volume);
  return startAction(context, "attach_volume", [
    { id: volume.id, type: "volume" },
    { id: server.id, type: "server" },
  ]);
}

/**
 * The volumes a `create_server` body names, checked before anything is written: each must be
 * the caller's (422 invalid_input naming `volumes[i]`), listed once, unlocked (423), detached
 * (422 `volume_already_attached`) and in the server's location (422 naming `volumes[i]`).
 */
export function volumesForNewServer(
  context: AnyRequest,
  ids: readonly number[],
  locationId: number,
): VolumeRecord[] {
  return ids.map((id, index) => {
    const field = `volumes[${index}]`;
    const volume = volumes.referenced(context, id, field);
    if (ids.indexOf(id) !== index) throw invalidField(field, `volume ${id} is listed twice`);
    assertNotLocked(context, "volume", volume.id);
    assertDetached(volume);
    if (volume.locationId !== locationId) {
      const serverLocation = locationById(context, locationId).name;
      const volumeLocation = locationById(context, volume.locationId).name;
      throw invalidField(
        field,
        `volume ${id} is in ${volumeLocation}, the server is created in ${serverLocation}`,
      );
    }
    return volume;
  });
}

/** Deleting a server detaches its volumes (they keep their data and can be attached again). */
export function detachVolumesOfServer(context: AnyRequest, serverId: number): void {
  for (const volume of volumesOfServer(context, serverId)) {
    volume.serverId = null;
    volumes.put(context, volume);
  }
}
