// The servers family's domain module. For the other families: the typed collection of servers,
// the servers in a network or a placement group, and detaching servers from a network. For the
// servers' own handlers and views: creating and deleting a server, with everything that involves
// other families (its primary IPs, networks, firewalls, placement group, volumes, SSH keys,
// floating IPs and load balancer targets), each through that family's domain module.
import { ApiError, conflictState, invalidField } from "../../http/api-error.js";
import {
  assertImageOrderable,
  catalogOf,
  isRetired,
  locationById,
  refuseRemovedDatacenter,
  resolveLocation,
  resolveServerType,
  serverTypeById,
} from "../catalog/domain.js";
import {
  applyFirewallToServer,
  detachServerFromFirewalls,
  firewalls,
  firewallsOfServer,
} from "../firewalls/domain.js";
import { floatingIpsOfServer, unassignFloatingIpsOfServer } from "../floating-ips/domain.js";
import { createImageOfServer, visibleImage } from "../images/domain.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { readIdOrName } from "../kit/id-or-name.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest, RequestBody } from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { type ActionRecord, startAction } from "../kit/record-actions.js";
import { NO_LABELS, NO_SERVER_PROTECTION } from "../kit/record-defaults.js";
import { ownedKind } from "../kit/resource-kind.js";
import { loadBalancersOfServer, removeServerTargets } from "../load-balancers/domain.js";
import { allocatePrivateIp, type NetworkRecord, networks } from "../networks/domain.js";
import {
  assertRoomInPlacementGroup,
  placementGroups,
  placementGroupView,
} from "../placement-groups/domain.js";
import {
  assignPrimaryIpToServer,
  changeServerIpDnsPtr,
  createPrimaryIpRecord,
  primaryIpForNewResource,
  primaryIpsOfServer,
  releasePrimaryIpsOfServer,
} from "../primary-ips/domain.js";
import { findSshKey, sshKeys } from "../ssh-keys/domain.js";
import {
  attachVolume,
  detachVolumesOfServer,
  volumesForNewServer,
  volumesOfServer,
} from "../volumes/domain.js";
import type { PrivateNetEntry, ServerRecord } from "./records.js";

export type { PrivateNetEntry, ServerRecord };
// What the servers' views and action handlers read of other families.
export {
  assertRoomInPlacementGroup,
  catalogOf,
  changeServerIpDnsPtr,
  createImageOfServer,
  firewallsOfServer,
  floatingIpsOfServer,
  isRetired,
  loadBalancersOfServer,
  locationById,
  placementGroups,
  placementGroupView,
  primaryIpsOfServer,
  resolveServerType,
  serverTypeById,
  sshKeys,
  visibleImage,
  volumesOfServer,
};

export const servers = ownedKind<ServerRecord, typeof COLLECTIONS.servers, "server">(
  COLLECTIONS.servers,
  "server",
  "server",
);

/** The caller's servers attached to a network. */
export function serversInNetwork(context: AnyRequest, networkId: number): ServerRecord[] {
  return servers.lookup(context, INDEX.network, networkId);
}

/** The caller's servers in a placement group, ascending ids. */
export function serversInPlacementGroup(context: AnyRequest, groupId: number): ServerRecord[] {
  return servers.lookup(context, INDEX.placementGroup, groupId);
}

/** A deleted network leaves its servers (as in the real API, they are detached). */
export function detachServersFromNetwork(context: AnyRequest, networkId: number): void {
  for (const server of serversInNetwork(context, networkId)) {
    server.privateNet = server.privateNet.filter((entry) => entry.network !== networkId);
    servers.put(context, server);
  }
}

/** A network a request body names in `network` (422 naming the field when unknown). */
export function referencedNetwork(context: AnyRequest, id: number): NetworkRecord {
  return networks.referenced(context, id, "network");
}

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

/** A server just created: its record, its `create_server` action and what follows it. */
export interface CreatedServer {
  record: ServerRecord;
  action: ActionRecord;
  nextActions: ActionRecord[];
  /** Null when SSH keys were given (as the real API). */
  rootPassword: string | null;
}

/**
 * Creates a server from a `create_server` body: everything the body names is checked before
 * anything is written; then the server, its primary IPs, its firewalls and volumes.
 */
export function createServer(
  context: AnyRequest,
  body: RequestBody<"create_server">,
): CreatedServer {
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
  const keys = (body.ssh_keys ?? []).map((value, index) => {
    const key = findSshKey(context, value);
    if (!key) throw invalidField(`ssh_keys[${index}]`, `SSH key '${value}' not found`);
    return key;
  });
  const attachedNetworks = (body.networks ?? []).map((id, index) =>
    networks.referenced(context, id, `networks[${index}]`),
  );
  const appliedFirewalls = (body.firewalls ?? []).map((entry, index) =>
    firewalls.referenced(context, entry.firewall, `firewalls[${index}].firewall`),
  );
  const placementGroup =
    body.placement_group === undefined
      ? undefined
      : placementGroups.referenced(context, body.placement_group, "placement_group");
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
    protection: NO_SERVER_PROTECTION,
    labels: body.labels ?? NO_LABELS,
    privateNet: [],
    primaryDiskSize: serverType.disk,
    placementGroupId: placementGroup?.id ?? null,
  };
  for (const network of attachedNetworks) attachNetwork(context, record, network, {});
  servers.put(context, record);
  for (const { family, enabled, existing } of families) {
    if (!enabled) continue;
    if (existing) assignPrimaryIpToServer(context, existing, record.id);
    else {
      createPrimaryIpRecord(context, {
        type: family,
        locationId: location.id,
        assigneeId: record.id,
        autoDelete: true,
      });
    }
  }
  for (const firewall of appliedFirewalls) applyFirewallToServer(context, firewall, record.id);
  const resources = [{ id: record.id, type: "server" }];
  const action = startAction(context, "create_server", resources, [
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
  ];
  return {
    record,
    action,
    nextActions,
    // Decision (as the real API): no root password when SSH keys are given.
    rootPassword: keys.length > 0 ? null : generatePassword(context),
  };
}

/**
 * Deletes a server. Decision: accepted even while another action runs; the server disappears at
 * once and the returned `delete_server` action finishes like any other. Its auto-delete primary
 * IPs go with it, other IPs are unassigned, direct firewall applications removed, volumes
 * detached and load balancer targets dropped.
 */
export function deleteServer(context: AnyRequest, record: ServerRecord): ActionRecord {
  releasePrimaryIpsOfServer(context, record.id);
  unassignFloatingIpsOfServer(context, record.id);
  detachServerFromFirewalls(context, record.id);
  detachVolumesOfServer(context, record.id);
  removeServerTargets(context, record.id);
  servers.remove(context, record.id);
  return startAction(context, "delete_server", [{ id: record.id, type: "server" }]);
}
