import { conflictState, invalidField } from "../../http/api-error.js";
import type { ActionRecord } from "../actions/records.js";
import { viewAction } from "../actions/views.js";
import { locationById, resolveLocation } from "../catalog/lookups.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import { applyNameAndLabels, getHandler, type NamedKind } from "../kit/named-record-handlers.js";
import type { AnyRequest, HandlerTable, ResponseBody } from "../kit/operation.js";
import { assertUniqueName, ownedRecords, requireReferenced } from "../kit/owned-records.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import { actionCreated, assertNotLocked, startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import type { ServerRecord } from "../servers/records.js";
import { volumesOfServer } from "./indexes.js";
import type { VolumeRecord } from "./records.js";
import { viewVolume } from "./views.js";

/** Sizes in GB a volume can be created with; a resize may grow it up to the maximum. */
export const VOLUME_MIN_SIZE = 10;
export const VOLUME_MAX_SIZE = 10240;
// Name rules (at most 64 of letters, digits, `-`, `_`, `.`, alphanumeric at both ends) live in
// the spec's VolumeName and are checked by the request pipeline before a handler runs.

const VOLUME: NamedKind<VolumeRecord, typeof COLLECTIONS.volumes, "volume"> = {
  ...ownedKind<VolumeRecord, typeof COLLECTIONS.volumes, "volume">(
    COLLECTIONS.volumes,
    "volume",
    "volume",
  ),
  view: viewVolume,
};

function referencedServer(context: AnyRequest, id: number, field: string): ServerRecord {
  return requireReferenced<ServerRecord>(context, COLLECTIONS.servers, "server", id, field);
}

/** 422 `volume_already_attached` when the volume is attached to any server. */
function assertDetached(volume: VolumeRecord): void {
  if (volume.serverId !== null) {
    throw conflictState(
      "volume_already_attached",
      `volume ${volume.id} is already attached to server ${volume.serverId}; detach it first`,
    );
  }
}

/** A volume attaches only to a server of its own location (422 naming the given field). */
function assertSameLocation(
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
  context.services.store.put(COLLECTIONS.volumes, volume);
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
    const volume = requireReferenced<VolumeRecord>(
      context,
      COLLECTIONS.volumes,
      "volume",
      id,
      field,
    );
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
    context.services.store.put(COLLECTIONS.volumes, volume);
  }
}

export const volumeHandlers = {
  list_volumes: (context) =>
    listResponse(
      context,
      "volumes",
      filterByValues(
        ownedRecords<VolumeRecord>(context, COLLECTIONS.volumes),
        context.query.status,
        (volume) => volume.status,
      ),
      { view: (record) => viewVolume(context, record) },
    ),
  create_volume: (context) => {
    const body = context.body;
    if (body.size < VOLUME_MIN_SIZE || body.size > VOLUME_MAX_SIZE) {
      throw invalidField("size", `must be between ${VOLUME_MIN_SIZE} and ${VOLUME_MAX_SIZE} GB`);
    }
    assertUniqueName(context, COLLECTIONS.volumes, "volume", body.name);
    let server: ServerRecord | undefined;
    let locationId: number;
    if (body.server !== undefined) {
      server = referencedServer(context, body.server, "server");
      locationId = server.locationId;
      // Decision: `location` beside `server` is accepted when it names the server's location.
      if (body.location !== undefined) {
        const location = resolveLocation(context, body.location, "location");
        if (location.id !== server.locationId) {
          throw invalidField(
            "location",
            `server ${server.id} is in ${locationById(context, server.locationId).name}, not in ${location.name}`,
          );
        }
      }
      assertNotLocked(context, "server", server.id);
    } else if (body.location !== undefined) {
      locationId = resolveLocation(context, body.location, "location").id;
    } else {
      throw invalidField("location", "is required when server is not given");
    }
    if (body.automount === true && server === undefined)
      throw invalidField("automount", "needs server");
    const record: VolumeRecord = {
      id: context.services.store.nextId(COLLECTIONS.volumes),
      project: context.project,
      name: body.name,
      created: isoTime(context.nowMs),
      serverId: null,
      locationId,
      size: body.size,
      protection: { delete: false },
      labels: body.labels ?? {},
      status: "creating",
      format: body.format ?? null,
    };
    context.services.store.put(COLLECTIONS.volumes, record);
    const createAction = startAction(
      context,
      "create_volume",
      [{ id: record.id, type: "volume" }],
      [
        {
          op: "patch",
          collection: COLLECTIONS.volumes,
          id: record.id,
          patch: { status: "available" },
        },
      ],
    );
    const nextActions = server ? [viewAction(context, attachVolume(context, record, server))] : [];
    return {
      status: 201,
      body: {
        volume: viewVolume(context, record),
        action: viewAction(context, createAction),
        next_actions: nextActions,
      } satisfies ResponseBody<"create_volume">,
    };
  },
  get_volume: getHandler(VOLUME),
  update_volume: (context) => {
    const record = VOLUME.find(context);
    const body = context.body;
    applyNameAndLabels(context, COLLECTIONS.volumes, "volume", record, body);
    context.services.store.put(COLLECTIONS.volumes, record);
    return { status: 200, body: { volume: viewVolume(context, record) } };
  },
  delete_volume: (context) => {
    const record = VOLUME.find(context);
    assertNotLocked(context, "volume", record.id);
    assertDeletable("volume", record);
    // Decision: an attached volume is "in use", as an applied firewall is (422 resource_in_use).
    if (record.serverId !== null) {
      throw conflictState(
        "resource_in_use",
        `volume ${record.id} is attached to server ${record.serverId}; detach it first`,
      );
    }
    context.services.store.remove(COLLECTIONS.volumes, record.id);
    return { status: 204 };
  },
  attach_volume: (context) => {
    const volume = VOLUME.find(context);
    const body = context.body;
    const server = referencedServer(context, body.server, "server");
    assertNotLocked(context, "volume", volume.id);
    assertNotLocked(context, "server", server.id);
    assertDetached(volume);
    assertSameLocation(context, volume, server, "server");
    return actionCreated(context, attachVolume(context, volume, server));
  },
  detach_volume: (context) => {
    const volume = VOLUME.find(context);
    assertNotLocked(context, "volume", volume.id);
    const resources = [{ id: volume.id, type: "volume" }];
    // Decision: detaching a detached volume succeeds and changes nothing (as
    // remove_from_placement_group does for a server in no group); the action names the volume.
    if (volume.serverId !== null) {
      assertNotLocked(context, "server", volume.serverId);
      resources.push({ id: volume.serverId, type: "server" });
      volume.serverId = null;
      context.services.store.put(COLLECTIONS.volumes, volume);
    }
    return actionCreated(context, startAction(context, "detach_volume", resources));
  },
  resize_volume: (context) => {
    const volume = VOLUME.find(context);
    const body = context.body;
    assertNotLocked(context, "volume", volume.id);
    if (volume.serverId !== null) assertNotLocked(context, "server", volume.serverId);
    // Decision: volumes only grow; the same or a smaller size is an input problem of `size`.
    if (!(body.size > volume.size)) {
      throw invalidField("size", `must be larger than the current size of ${volume.size} GB`);
    }
    if (body.size > VOLUME_MAX_SIZE)
      throw invalidField("size", `must be at most ${VOLUME_MAX_SIZE} GB`);
    volume.size = body.size;
    context.services.store.put(COLLECTIONS.volumes, volume);
    const resources = [{ id: volume.id, type: "volume" }];
    if (volume.serverId !== null) resources.push({ id: volume.serverId, type: "server" });
    return actionCreated(context, startAction(context, "resize_volume", resources));
  },
  change_volume_protection: changeDeleteProtectionHandler(VOLUME),
  ...actionListingHandlers(VOLUME, byPathId(VOLUME)),
} satisfies Partial<HandlerTable>;
