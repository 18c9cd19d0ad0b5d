import { conflictState, invalidField } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import { applyNameAndLabels, getHandler, type NamedKind } from "../kit/named-record-handlers.js";
import type { HandlerTable, ResponseBody } from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import { actionCreated, assertNotLocked, startAction, viewAction } from "../kit/record-actions.js";
import {
  assertDetached,
  assertSameLocation,
  attachVolume,
  locationById,
  referencedServer,
  resolveLocation,
  type ServerRecord,
  type VolumeRecord,
  volumes,
} from "./domain.js";
import { viewVolume } from "./views.js";

/** Sizes in GB a volume can be created with; a resize may grow it up to the maximum. */
export const VOLUME_MIN_SIZE = 10;
export const VOLUME_MAX_SIZE = 10240;
// Name rules (at most 64 of letters, digits, `-`, `_`, `.`, alphanumeric at both ends) live in
// the spec's VolumeName and are checked by the request pipeline before a handler runs.

const VOLUME: NamedKind<VolumeRecord, typeof COLLECTIONS.volumes, "volume"> = {
  ...volumes,
  view: viewVolume,
};

export const volumeHandlers = {
  list_volumes: (context) =>
    listResponse(
      context,
      "volumes",
      filterByValues(volumes.list(context), context.query.status, (volume) => volume.status),
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
