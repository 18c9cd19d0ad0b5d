import { ApiError, conflictState, invalidField, protectedError } from "../../http/api-error.js";
import { viewAction } from "../actions/views.js";
import {
  assertImageOrderable,
  catalogOf,
  isRetired,
  locationById,
  refuseRemovedDatacenter,
  resolveLocation,
  resolveServerType,
} from "../catalog/lookups.js";
import { detachServerFromFirewalls } from "../firewalls/handlers.js";
import type { FirewallRecord } from "../firewalls/records.js";
import { floatingIpsOfServer } from "../floating-ips/indexes.js";
import { visibleImage } from "../images/views.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { readIdOrName } from "../kit/id-or-name.js";
import { listResponse } from "../kit/list-response.js";
import { requestedMetricTypes } from "../kit/metric-types.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
  HandlerTable,
  RequestBody,
  RequestWithId,
  ResponseBody,
} from "../kit/operation.js";
import { assertUniqueName, requireReferenced } from "../kit/owned-records.js";
import { startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import { removeServerTargets } from "../load-balancers/targets.js";
import { allocatePrivateIp } from "../networks/handlers.js";
import type { NetworkRecord } from "../networks/records.js";
import {
  assertRoomInPlacementGroup,
  referencedPlacementGroup,
} from "../placement-groups/handlers.js";
import { createPrimaryIpRecord, primaryIpForNewResource } from "../primary-ips/handlers.js";
import { primaryIpsOfServer } from "../primary-ips/indexes.js";
import { findSshKey } from "../ssh-keys/handlers.js";
import { attachVolume, detachVolumesOfServer, volumesForNewServer } from "../volumes/handlers.js";
import type { ServerRecord } from "./records.js";
import { viewServer } from "./views.js";

export const SERVER: NamedKind<ServerRecord, typeof COLLECTIONS.servers, "server"> = {
  ...ownedKind<ServerRecord, typeof COLLECTIONS.servers, "server">(
    COLLECTIONS.servers,
    "server",
    "server",
  ),
  view: viewServer,
};
export const find = (context: RequestWithId) => SERVER.find(context);

export function resolveImage(
  context: AnyRequest,
  value: string | number,
  architecture: string,
  field: string,
) {
  // Only catalog images have names (snapshots and backups have none), so a name never needs
  // the project's images; an id is one lookup.
  const byName = (name: string) => {
    const named = catalogOf(context).images.filter(
      (entry) => entry.name === name && entry.status === "available",
    );
    return named.find((entry) => entry.architecture === architecture) ?? named[0];
  };
  const reference = readIdOrName(value);
  const found = "id" in reference ? visibleImage(context, reference.id) : byName(reference.name);
  const image = found?.status === "available" ? found : undefined;
  if (!image) throw invalidField(field, `image '${value}' not found`);
  if (image.architecture !== architecture) {
    throw invalidField(
      field,
      `image '${value}' is for ${image.architecture}, the server type is ${architecture}`,
    );
  }
  assertImageOrderable(context, image, field);
  return image;
}

function macAddress(serverId: number, networkId: number): string {
  const bytes = [
    0x86,
    0x00,
    (serverId >> 16) & 0xff,
    (serverId >> 8) & 0xff,
    serverId & 0xff,
    networkId & 0xff,
  ];
  return bytes.map((byte) => byte.toString(16).padStart(2, "0")).join(":");
}

export function attachNetwork(
  context: AnyRequest,
  server: ServerRecord,
  network: NetworkRecord,
  request: { ip?: string; alias_ips?: string[]; ip_range?: string },
): void {
  if (server.privateNet.some((entry) => entry.network === network.id)) {
    throw conflictState(
      "server_already_attached",
      `server ${server.id} is already attached to network ${network.id}`,
    );
  }
  const zone = locationById(context, server.locationId).network_zone;
  const ip = allocatePrivateIp(context, network, zone, request.ip, request.ip_range);
  server.privateNet = [
    ...server.privateNet,
    {
      network: network.id,
      ip,
      alias_ips: request.alias_ips ?? [],
      mac_address: macAddress(server.id, network.id),
    },
  ];
}

/** A root or console password (seeded with `CLOUD_API_SEED_RANDOM`, so tests can replay it). */
export function generatePassword(context: AnyRequest): string {
  return context.services.random.bytes(12).toString("base64url");
}

export const serverHandlers = {
  list_servers: (context) =>
    listResponse<ServerRecord, ReturnType<typeof viewServer>, "servers">(
      context,
      "servers",
      { collection: COLLECTIONS.servers, filters: { status: context.query.status } },
      { view: (record) => viewServer(context, record) },
    ),
  create_server: (context) => {
    const body = context.body;
    refuseRemovedDatacenter(context, body);
    assertUniqueName(context, COLLECTIONS.servers, "server", body.name);
    const serverType = resolveServerType(context, body.server_type, "server_type");
    const image = resolveImage(context, body.image, serverType.architecture, "image");
    const location =
      body.location !== undefined
        ? resolveLocation(context, body.location, "location")
        : locationById(context, serverType.locations[0]?.id ?? 1);
    const availability = serverType.locations.find((entry) => entry.id === location.id);
    if (!availability?.available || isRetired(availability.deprecation, context.nowMs)) {
      throw new ApiError(
        412,
        "resource_unavailable",
        `server type ${serverType.name} is not available in ${location.name}`,
      );
    }
    const sshKeys = (body.ssh_keys ?? []).map((value, index) => {
      const key = findSshKey(context, value);
      if (!key) throw invalidField(`ssh_keys[${index}]`, `SSH key '${value}' not found`);
      return key;
    });
    const networks = (body.networks ?? []).map((id, index) =>
      requireReferenced<NetworkRecord>(
        context,
        COLLECTIONS.networks,
        "network",
        id,
        `networks[${index}]`,
      ),
    );
    const firewalls = (body.firewalls ?? []).map((entry, index) =>
      requireReferenced<FirewallRecord>(
        context,
        COLLECTIONS.firewalls,
        "firewall",
        entry.firewall,
        `firewalls[${index}].firewall`,
      ),
    );
    const placementGroup =
      body.placement_group === undefined
        ? undefined
        : referencedPlacementGroup(context, body.placement_group, "placement_group");
    if (placementGroup) assertRoomInPlacementGroup(context, placementGroup);
    const volumes = volumesForNewServer(context, body.volumes ?? [], location.id);
    const publicNet: Partial<NonNullable<RequestBody<"create_server">["public_net"]>> =
      body.public_net ?? {};
    const families = (["ipv4", "ipv6"] as const).map((family) => {
      const enabled =
        family === "ipv4" ? publicNet.enable_ipv4 !== false : publicNet.enable_ipv6 !== false;
      const existingId = publicNet[family];
      if (!enabled || existingId === undefined || existingId === null)
        return { family, enabled, existing: undefined };
      const existing = primaryIpForNewResource(context, existingId, family, location);
      return { family, enabled, existing };
    });
    // A server with no public IP and no network is created too (DECISIONS.md): the real API
    // accepts it, and a network can be attached later.
    const startAfterCreate = body.start_after_create !== false;
    const record: ServerRecord = {
      id: context.services.store.nextId(COLLECTIONS.servers),
      project: context.project,
      name: body.name,
      status: "initializing",
      created: isoTime(context.nowMs),
      serverTypeId: serverType.id,
      locationId: location.id,
      imageId: image.id,
      isoId: null,
      rescueEnabled: false,
      backupWindow: null,
      protection: { delete: false, rebuild: false },
      labels: body.labels ?? {},
      privateNet: [],
      primaryDiskSize: serverType.disk,
      placementGroupId: placementGroup?.id ?? null,
    };
    for (const network of networks) attachNetwork(context, record, network, {});
    context.services.store.put(COLLECTIONS.servers, record);
    for (const { family, enabled, existing } of families) {
      if (!enabled) continue;
      if (existing) {
        existing.assigneeId = record.id;
        context.services.store.put(COLLECTIONS.primaryIps, existing);
      } else {
        createPrimaryIpRecord(context, {
          type: family,
          locationId: location.id,
          assigneeId: record.id,
          autoDelete: true,
        });
      }
    }
    for (const firewall of firewalls) {
      if (
        !firewall.appliedTo.some(
          (target) => target.type === "server" && target.server.id === record.id,
        )
      ) {
        firewall.appliedTo = [...firewall.appliedTo, { type: "server", server: { id: record.id } }];
        context.services.store.put(COLLECTIONS.firewalls, firewall);
      }
    }
    const resources = [{ id: record.id, type: "server" }];
    const createAction = startAction(context, "create_server", resources, [
      {
        op: "patch",
        collection: COLLECTIONS.servers,
        id: record.id,
        patch: { status: startAfterCreate ? "running" : "off" },
      },
    ]);
    // Decision: the given volumes are attached at once; their `attach_volume` actions follow
    // `start_server` in `next_actions`.
    const nextActions = [
      ...(startAfterCreate ? [startAction(context, "start_server", resources)] : []),
      ...volumes.map((volume) => attachVolume(context, volume, record)),
    ].map((action) => viewAction(context, action));
    return {
      status: 201,
      body: {
        server: viewServer(context, record),
        action: viewAction(context, createAction),
        next_actions: nextActions,
        // Decision (as the real API): no root password when SSH keys are given.
        root_password: sshKeys.length > 0 ? null : generatePassword(context),
      } satisfies ResponseBody<"create_server">,
    };
  },
  get_server: getHandler(SERVER),
  update_server: updateHandler(SERVER),
  delete_server: (context) => {
    const record = find(context);
    if (record.protection.delete) throw protectedError("server", record.id);
    const store = context.services.store;
    // Decision: deletion is accepted even while another action runs; the server disappears at
    // once and the returned `delete_server` action finishes like any other.
    for (const ip of primaryIpsOfServer(context, record.id)) {
      if (ip.autoDelete) store.remove(COLLECTIONS.primaryIps, ip.id);
      else {
        ip.assigneeId = null;
        store.put(COLLECTIONS.primaryIps, ip);
      }
    }
    for (const ip of floatingIpsOfServer(context, record.id)) {
      ip.serverId = null;
      store.put(COLLECTIONS.floatingIps, ip);
    }
    detachServerFromFirewalls(context, record.id);
    detachVolumesOfServer(context, record.id);
    removeServerTargets(context, record.id);
    store.remove(COLLECTIONS.servers, record.id);
    const action = startAction(context, "delete_server", [{ id: record.id, type: "server" }]);
    return {
      status: 200,
      body: { action: viewAction(context, action) } satisfies ResponseBody<"delete_server">,
    };
  },
  get_server_metrics: (context) => {
    find(context);
    const start = Date.parse(String(context.query.start));
    const end = Date.parse(String(context.query.end));
    if (!(end > start)) throw invalidField("end", "must be after start");
    const requestedStep = typeof context.query.step === "number" ? context.query.step : 60;
    const step = Math.max(requestedStep, Math.ceil((end - start) / 1000 / 500));
    const types = requestedMetricTypes(context.query.type);
    const seriesNames: Record<string, string[]> = {
      cpu: ["cpu"],
      disk: [
        "disk.0.iops.read",
        "disk.0.iops.write",
        "disk.0.bandwidth.read",
        "disk.0.bandwidth.write",
      ],
      network: [
        "network.0.pps.in",
        "network.0.pps.out",
        "network.0.bandwidth.in",
        "network.0.bandwidth.out",
      ],
    };
    const timeSeries: Record<string, { values: [number, string][] }> = {};
    for (const type of types) {
      for (const name of seriesNames[type] ?? []) {
        const values: [number, string][] = [];
        for (let t = start / 1000; t <= end / 1000; t += step) {
          values.push([t, ((Math.sin(t / 600) + 1) * 5).toFixed(4)]);
        }
        timeSeries[name] = { values };
      }
    }
    return {
      status: 200,
      body: {
        metrics: { start: isoTime(start), end: isoTime(end), step, time_series: timeSeries },
      },
    };
  },
  ...actionListingHandlers(SERVER, byPathId(SERVER)),
} satisfies Partial<HandlerTable>;
