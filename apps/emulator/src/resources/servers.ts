import type { ActionEffect } from "../actions/action-engine.js";
import type { RequestBody, ResponseBody, Schemas } from "../api-types.js";
import type { ServerType } from "../catalog/catalog.js";
import { FIRST_PROJECT_IMAGE_ID } from "../catalog/catalog.js";
import { ApiError, conflictState, invalidField, protectedError } from "../http/api-error.js";
import type {
  HandlerResult,
  HandlerTable,
  OperationHandler,
  RequestContext,
} from "../http/operation-handler.js";
import { filterByValues, listResponse } from "../list/list-response.js";
import { actionListingHandlers } from "./action-listings.js";
import {
  datacenterOfLocation,
  locationById,
  resolveDatacenterLocation,
  resolveLocation,
} from "./catalog-lookup.js";
import { detachServerFromFirewalls, firewallsOfServer } from "./firewalls.js";
import { floatingIpsOfServer } from "./floating-ips.js";
import { viewImage, visibleImage } from "./images.js";
import { changeDnsPtr, dnsPtrEntries, ipBelongsTo, storedDnsPtr } from "./ip-addresses.js";
import { loadBalancersOfServer, removeServerTargets } from "./load-balancers.js";
import { getHandler, type NamedKind, updateHandler } from "./named-record-handlers.js";
import { allocatePrivateIp } from "./networks.js";
import {
  assertRoomInPlacementGroup,
  findPlacementGroup,
  referencedPlacementGroup,
  requirePlacementGroup,
  viewPlacementGroup,
} from "./placement-groups.js";
import { createPrimaryIpRecord, primaryIpsOfServer } from "./primary-ips.js";
import {
  COLLECTIONS,
  type FirewallRecord,
  type ImageRecord,
  type NetworkRecord,
  NO_LABELS,
  type PrimaryIpRecord,
  SERVER_NOT_PROTECTED,
  type ServerRecord,
} from "./records.js";
import { ownedKind } from "./resource-kind.js";
import {
  assertNotLocked,
  assertUniqueName,
  findOwned,
  generatePassword,
  idOrName,
  isoTime,
  ownedRecords,
  readId,
  readIdOrName,
  requireReferenced,
  startAction,
  viewAction,
} from "./shared.js";
import { findSshKey } from "./ssh-keys.js";
import {
  attachVolume,
  detachVolumesOfServer,
  volumesForNewServer,
  volumesOfServer,
} from "./volumes.js";

type Server = Schemas["Server"];

function serverTypeById(context: RequestContext, id: number): ServerType {
  const type = context.services.catalog.serverTypes.find((entry) => entry.id === id);
  if (!type) throw new Error(`catalog has no server type ${id}`);
  return type;
}

export function viewServer(context: RequestContext, record: ServerRecord): Server {
  const serverType = serverTypeById(context, record.serverTypeId);
  const primaryIps = primaryIpsOfServer(context, record.id);
  const ipv4 = primaryIps.find((ip) => ip.type === "ipv4");
  const ipv6 = primaryIps.find((ip) => ip.type === "ipv6");
  const included = serverType.prices.find(
    (entry) => entry.location === locationById(context, record.locationId).name,
  )?.included_traffic;
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    created: record.created,
    public_net: {
      ipv4: ipv4
        ? {
            id: ipv4.id,
            ip: ipv4.ip,
            blocked: false,
            dns_ptr: dnsPtrEntries(ipv4)[0]?.dns_ptr ?? "",
          }
        : null,
      ipv6: ipv6
        ? { id: ipv6.id, ip: ipv6.ip, blocked: false, dns_ptr: dnsPtrEntries(ipv6) }
        : null,
      floating_ips: floatingIpsOfServer(context, record.id).map((ip) => ip.id),
      firewalls: firewallsOfServer(context, record).map((firewall) => ({
        id: firewall.id,
        status: context.services.actions.isLocked("firewall", firewall.id) ? "pending" : "applied",
      })),
    },
    private_net: record.privateNet,
    server_type: serverType,
    location: locationById(context, record.locationId),
    datacenter: datacenterOfLocation(context, record.locationId),
    image: record.imageId === null ? null : (visibleImage(context, record.imageId) ?? null),
    iso:
      record.isoId === null
        ? null
        : (context.services.catalog.isos.find((iso) => iso.id === record.isoId) ?? null),
    rescue_enabled: record.rescueEnabled,
    locked: context.services.actions.isLocked("server", record.id),
    backup_window: record.backupWindow,
    outgoing_traffic: 0,
    ingoing_traffic: 0,
    included_traffic: included ?? 0,
    protection: record.protection,
    labels: record.labels,
    volumes: volumesOfServer(context, record.id).map((volume) => volume.id),
    load_balancers: loadBalancersOfServer(context, record).map((loadBalancer) => loadBalancer.id),
    primary_disk_size: record.primaryDiskSize,
    placement_group: placementGroupOf(context, record),
  };
}

function placementGroupOf(
  context: RequestContext,
  record: ServerRecord,
): Schemas["PlacementGroup"] | null {
  const id = record.placementGroupId;
  if (id === undefined || id === null) return null;
  const group = findPlacementGroup(context, id);
  return group ? viewPlacementGroup(context, group) : null;
}

const SERVER: NamedKind<ServerRecord> = {
  ...ownedKind<ServerRecord>(COLLECTIONS.servers, "server", "server"),
  view: viewServer,
};
const find = (context: RequestContext) => SERVER.find(context);

function resolveServerType(
  context: RequestContext,
  value: string | number,
  field: string,
): ServerType {
  const type = idOrName(context.services.catalog.serverTypes, value);
  if (!type) throw invalidField(field, `server type '${value}' not found`);
  return type;
}

function resolveImage(
  context: RequestContext,
  value: string | number,
  architecture: string,
  field: string,
) {
  // Only catalog images have names (snapshots and backups have none), so a name never needs
  // the project's images; an id is one lookup.
  const byName = (name: string) => {
    const named = context.services.catalog.images.filter(
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

function attachNetwork(
  context: RequestContext,
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

/** The status a server passes through while an action runs, and where it ends. */
function transition(
  context: RequestContext,
  server: ServerRecord,
  command: string,
  during: ServerRecord["status"] | undefined,
  after: ServerRecord["status"] | undefined,
) {
  assertNotLocked(context, "server", server.id);
  const effects: ActionEffect[] = [];
  if (during) server.status = during;
  if (after)
    effects.push({
      op: "patch",
      collection: COLLECTIONS.servers,
      id: server.id,
      patch: { status: after },
    });
  context.services.store.put(COLLECTIONS.servers, server);
  return startAction(context, command, [{ id: server.id, type: "server" }], effects);
}

function actionResult(
  context: RequestContext,
  server: ServerRecord,
  command: string,
  extra: Record<string, unknown> = {},
  during?: ServerRecord["status"],
  after?: ServerRecord["status"],
): HandlerResult {
  const action = transition(context, server, command, during, after);
  return { status: 201, body: { action: viewAction(context, action), ...extra } };
}

/** Power actions: the server passes through `during` only when it starts from `from`. */
function powerHandler(
  command: string,
  states: {
    from: ServerRecord["status"];
    during: ServerRecord["status"];
    after: ServerRecord["status"];
  },
): OperationHandler {
  return (context) => {
    const server = find(context);
    const during = server.status === states.from ? states.during : undefined;
    return actionResult(context, server, command, {}, during, states.after);
  };
}

/** Actions that only change a setting of an unlocked server (ISO, backups, rescue). */
function settingHandler(command: string, apply: (server: ServerRecord) => void): OperationHandler {
  return (context) => {
    const server = find(context);
    assertNotLocked(context, "server", server.id);
    apply(server);
    return actionResult(context, server, command);
  };
}

/** The network a request body names in `network` (422 naming the field when unknown). */
function referencedNetwork(context: RequestContext, id: number): NetworkRecord {
  return requireReferenced<NetworkRecord>(context, COLLECTIONS.networks, "network", id, "network");
}

/** An action about the server and (when there is one) the placement group it joins or leaves. */
function placementGroupAction(
  context: RequestContext,
  server: ServerRecord,
  command: string,
  groupId: number | null,
): HandlerResult {
  context.services.store.put(COLLECTIONS.servers, server);
  const resources = [{ id: server.id, type: "server" }];
  if (groupId !== null) resources.push({ id: groupId, type: "placement_group" });
  const action = startAction(context, command, resources);
  return { status: 201, body: { action: viewAction(context, action) } };
}

function requireOff(server: ServerRecord, what: string): void {
  if (server.status !== "off")
    throw conflictState("server_not_stopped", `server ${server.id} must be off to ${what}`);
}

export const serverHandlers: HandlerTable = {
  list_servers: (context) =>
    listResponse(
      context,
      "servers",
      filterByValues(
        ownedRecords<ServerRecord>(context, COLLECTIONS.servers),
        context.query.status,
        (server) => server.status,
      ),
      { view: (record) => viewServer(context, record), cache: "servers" },
    ),
  create_server: (context) => {
    const body = context.body as RequestBody<"create_server">;
    assertUniqueName(context, COLLECTIONS.servers, "server", body.name);
    const serverType = resolveServerType(context, body.server_type, "server_type");
    const image = resolveImage(context, body.image, serverType.architecture, "image");
    if (body.location !== undefined && body.datacenter !== undefined) {
      throw invalidField("datacenter", "must not be combined with location");
    }
    const location =
      body.location !== undefined
        ? resolveLocation(context, body.location, "location")
        : body.datacenter !== undefined
          ? resolveDatacenterLocation(context, body.datacenter, "datacenter")
          : locationById(context, serverType.locations[0]?.id ?? 1);
    const availability = serverType.locations.find((entry) => entry.id === location.id);
    if (!availability?.available) {
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
      const existing = requireReferenced<PrimaryIpRecord>(
        context,
        COLLECTIONS.primaryIps,
        "primary IP",
        existingId,
        `public_net.${family}`,
      );
      if (existing.type !== family) {
        throw new ApiError(
          412,
          "primary_ip_version_mismatch",
          `primary IP ${existing.id} is ${existing.type}, not ${family}`,
        );
      }
      if (existing.assigneeId !== null)
        throw conflictState("primary_ip_assigned", `primary IP ${existing.id} is already assigned`);
      if (existing.locationId !== location.id) {
        throw conflictState(
          "primary_ip_datacenter_mismatch",
          `primary IP ${existing.id} is not in ${location.name}`,
        );
      }
      return { family, enabled, existing };
    });
    if (!families.some((entry) => entry.enabled) && networks.length === 0) {
      throw invalidField("public_net", "a server without public IPs must be attached to a network");
    }
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
      protection: SERVER_NOT_PROTECTED,
      labels: body.labels ?? NO_LABELS,
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
    const types = Array.isArray(context.query.type) ? context.query.type.map(String) : [];
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
  poweron_server: powerHandler("start_server", {
    from: "off",
    during: "starting",
    after: "running",
  }),
  poweroff_server: powerHandler("stop_server", {
    from: "running",
    during: "stopping",
    after: "off",
  }),
  shutdown_server: powerHandler("shutdown_server", {
    from: "running",
    during: "stopping",
    after: "off",
  }),
  reboot_server: (context) =>
    actionResult(context, find(context), "reboot_server", {}, undefined, "running"),
  reset_server: (context) =>
    actionResult(context, find(context), "reset_server", {}, undefined, "running"),
  rebuild_server: (context) => {
    const server = find(context);
    if (server.protection.rebuild) throw protectedError("server", server.id);
    const body = context.body as RequestBody<"rebuild_server">;
    const image = resolveImage(
      context,
      body.image,
      serverTypeById(context, server.serverTypeId).architecture,
      "image",
    );
    assertNotLocked(context, "server", server.id);
    server.imageId = image.id;
    return actionResult(
      context,
      server,
      "rebuild_server",
      { root_password: generatePassword(context) },
      "rebuilding",
      "running",
    );
  },
  change_server_type: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"change_server_type">;
    const next = resolveServerType(context, body.server_type, "server_type");
    assertNotLocked(context, "server", server.id);
    requireOff(server, "change its type");
    const current = serverTypeById(context, server.serverTypeId);
    if (!next.locations.some((entry) => entry.id === server.locationId && entry.available)) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} is not available in the server's location`,
      );
    }
    if (next.architecture !== current.architecture) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} has another architecture (${next.architecture})`,
      );
    }
    if (!body.upgrade_disk && next.disk < server.primaryDiskSize) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} has a smaller disk than the server's ${server.primaryDiskSize} GB`,
      );
    }
    server.serverTypeId = next.id;
    if (body.upgrade_disk) server.primaryDiskSize = next.disk;
    return actionResult(context, server, "change_server_type", {}, "migrating", "off");
  },
  change_server_protection: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"change_server_protection">;
    const next = {
      delete: body.delete ?? server.protection.delete,
      rebuild: body.rebuild ?? server.protection.rebuild,
    };
    if (next.delete !== next.rebuild)
      throw invalidField("rebuild", "delete and rebuild protection must have the same value");
    assertNotLocked(context, "server", server.id);
    server.protection = next;
    return actionResult(context, server, "change_protection");
  },
  change_server_dns_ptr: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"change_server_dns_ptr">;
    assertNotLocked(context, "server", server.id);
    const owner = primaryIpsOfServer(context, server.id).find((ip) =>
      ipBelongsTo(body.ip, ip.ip, ip.type),
    );
    if (!owner) throw invalidField("ip", `${body.ip} is not a primary IP of server ${server.id}`);
    owner.dnsPtr = storedDnsPtr(
      owner.ip,
      owner.type,
      changeDnsPtr(dnsPtrEntries(owner), owner.ip, owner.type, body.ip, body.dns_ptr),
    );
    context.services.store.put(COLLECTIONS.primaryIps, owner);
    return actionResult(context, server, "change_dns_ptr");
  },
  attach_server_to_network: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"attach_server_to_network">;
    const network = referencedNetwork(context, body.network);
    assertNotLocked(context, "server", server.id);
    attachNetwork(context, server, network, body);
    return actionResult(context, server, "attach_to_network");
  },
  detach_server_from_network: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"detach_server_from_network">;
    referencedNetwork(context, body.network);
    assertNotLocked(context, "server", server.id);
    if (!server.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField(
        "network",
        `server ${server.id} is not attached to network ${body.network}`,
      );
    }
    server.privateNet = server.privateNet.filter((entry) => entry.network !== body.network);
    return actionResult(context, server, "detach_from_network");
  },
  change_server_alias_ips: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"change_server_alias_ips">;
    assertNotLocked(context, "server", server.id);
    const entry = server.privateNet.find((item) => item.network === body.network);
    if (!entry)
      throw invalidField(
        "network",
        `server ${server.id} is not attached to network ${body.network}`,
      );
    entry.alias_ips = [...body.alias_ips];
    return actionResult(context, server, "change_alias_ips");
  },
  add_server_to_placement_group: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"add_server_to_placement_group">;
    const group = requirePlacementGroup(context, readId(body.placement_group));
    assertNotLocked(context, "server", server.id);
    const current = server.placementGroupId ?? null;
    // Decision: membership and room are checked before power state; stopping would not help.
    if (current !== null) {
      throw conflictState(
        "already_in_placement_group",
        `server ${server.id} is already in placement group ${current}; remove it first`,
      );
    }
    assertRoomInPlacementGroup(context, group);
    requireOff(server, "add it to a placement group");
    server.placementGroupId = group.id;
    return placementGroupAction(context, server, "add_to_placement_group", group.id);
  },
  remove_server_from_placement_group: (context) => {
    const server = find(context);
    assertNotLocked(context, "server", server.id);
    // Decision: the reference lists no error for this action, so a server in no group gets a
    // successful action and stays as it is.
    const current = server.placementGroupId ?? null;
    server.placementGroupId = null;
    return placementGroupAction(context, server, "remove_from_placement_group", current);
  },
  attach_server_iso: (context) => {
    const server = find(context);
    const body = context.body as RequestBody<"attach_server_iso">;
    const iso = idOrName(context.services.catalog.isos, body.iso);
    if (!iso) throw invalidField("iso", `ISO '${body.iso}' not found`);
    const architecture = serverTypeById(context, server.serverTypeId).architecture;
    if (iso.architecture !== null && iso.architecture !== architecture) {
      throw invalidField(
        "iso",
        `ISO '${body.iso}' is for ${iso.architecture}, the server is ${architecture}`,
      );
    }
    assertNotLocked(context, "server", server.id);
    server.isoId = iso.id;
    return actionResult(context, server, "attach_iso");
  },
  detach_server_iso: settingHandler("detach_iso", (server) => {
    server.isoId = null;
  }),
  enable_server_backup: settingHandler("enable_backup", (server) => {
    server.backupWindow = "22-02";
  }),
  disable_server_backup: settingHandler("disable_backup", (server) => {
    server.backupWindow = null;
  }),
  enable_server_rescue: (context) => {
    const server = find(context);
    const body = (context.body ?? {}) as RequestBody<"enable_server_rescue">;
    (body.ssh_keys ?? []).forEach((id, index) => {
      requireReferenced(context, COLLECTIONS.sshKeys, "SSH key", id, `ssh_keys[${index}]`);
    });
    assertNotLocked(context, "server", server.id);
    server.rescueEnabled = true;
    return actionResult(context, server, "enable_rescue", {
      root_password: generatePassword(context),
    });
  },
  disable_server_rescue: settingHandler("disable_rescue", (server) => {
    server.rescueEnabled = false;
  }),
  create_server_image: (context) => {
    const server = find(context);
    const body = (context.body ?? {}) as RequestBody<"create_server_image">;
    assertNotLocked(context, "server", server.id);
    const serverType = serverTypeById(context, server.serverTypeId);
    const source = server.imageId === null ? undefined : visibleImage(context, server.imageId);
    const type = body.type ?? "snapshot";
    const image: ImageRecord = {
      id: context.services.store.nextId(COLLECTIONS.images, FIRST_PROJECT_IMAGE_ID),
      project: context.project,
      type,
      status: "creating",
      description: body.description ?? `${type} of ${server.name}`,
      imageSize: null,
      diskSize: server.primaryDiskSize,
      created: isoTime(context.nowMs),
      createdFrom: { id: server.id, name: server.name },
      boundTo: type === "backup" ? server.id : null,
      osFlavor: source?.os_flavor ?? "unknown",
      osVersion: source?.os_version ?? null,
      protection: { delete: false },
      labels: body.labels ?? {},
      architecture: serverType.architecture,
    };
    context.services.store.put(COLLECTIONS.images, image);
    const action = startAction(
      context,
      "create_image",
      [
        { id: server.id, type: "server" },
        { id: image.id, type: "image" },
      ],
      [
        {
          op: "patch",
          collection: COLLECTIONS.images,
          id: image.id,
          patch: { status: "available", imageSize: 1.5 },
        },
      ],
    );
    return {
      status: 201,
      body: { image: viewImage(image), action: viewAction(context, action) },
    };
  },
  request_server_console: (context) => {
    const server = find(context);
    const token = context.services.random.bytes(16).toString("hex");
    return actionResult(context, server, "request_console", {
      wss_url: `wss://console.example.cloud/?server_id=${server.id}&token=${token}`,
      password: generatePassword(context),
    });
  },
  reset_server_password: (context) =>
    actionResult(context, find(context), "reset_password", {
      root_password: generatePassword(context),
    }),
  ...actionListingHandlers(SERVER),
};

export { findOwned };
