// The load balancers family's domain module. For the other families: the typed collection, the
// load balancers that target a server (and dropping a deleted server's targets), those in a
// network (and detaching them when it is deleted), and those whose services use a certificate.
// For its own handlers and views: creating and deleting a load balancer with its network and
// primary IPs, attaching it to networks, reverse DNS of addresses it holds in primary IPs, and
// the servers, networks and certificates its targets and services name.
import { conflictState, invalidField } from "../../http/api-error.js";
import {
  assertLoadBalancerTypeOrderable,
  catalogOf,
  type LoadBalancerType,
  type Location,
  loadBalancerTypeById,
  locationById,
  resolveLoadBalancerType,
  resolveLocation,
} from "../catalog/domain.js";
import { certificates } from "../certificates/domain.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import { changeDnsPtr } from "../kit/ip-addresses.js";
import { labelSelectorOrError, matchesLabels } from "../kit/label-selector.js";
import type { AnyRequest, RequestBody } from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { type ActionRecord, startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import { allocatePrivateIp, type NetworkRecord, networks } from "../networks/domain.js";
import {
  changePrimaryIpDnsPtr,
  claimPrimaryIpsForLoadBalancer,
  type PrimaryIpRecord,
  primaryIpDnsPtr,
  primaryIpForNewResource,
  primaryIps,
  primaryIpsOfServer,
  releaseLoadBalancerPrimaryIp,
} from "../primary-ips/domain.js";
import { type ServerRecord, servers } from "../servers/domain.js";
import type { LoadBalancerRecord, LoadBalancerTargetEntry } from "./records.js";
import {
  assertCertificatesExist,
  assertPortsFree,
  assertServiceLimits,
  buildService,
} from "./services.js";
import {
  assertNewTarget,
  assertTargetLimit,
  parseTarget,
  selectorMatcher,
  usesPrivateIp,
} from "./targets.js";
import { loadBalancerIpv4, loadBalancerIpv6 } from "./views.js";

export type { LoadBalancerRecord, LoadBalancerType, NetworkRecord, PrimaryIpRecord, ServerRecord };
// What the load balancers' handlers and views read of the catalog.
export {
  assertLoadBalancerTypeOrderable,
  catalogOf,
  loadBalancerTypeById,
  locationById,
  primaryIpDnsPtr,
  resolveLoadBalancerType,
};

const TYPE = "load_balancer";

export const loadBalancers = ownedKind<
  LoadBalancerRecord,
  typeof COLLECTIONS.loadBalancers,
  typeof TYPE
>(COLLECTIONS.loadBalancers, TYPE, "load balancer");

/** Load balancers that target a server, directly or through a label selector; ascending ids. */
export function loadBalancersOfServer(
  context: AnyRequest,
  server: ServerRecord,
): LoadBalancerRecord[] {
  const direct = loadBalancers.lookup(context, INDEX.server, server.id);
  const bySelector = loadBalancers
    .lookup(context, INDEX.selectorTargets, "true")
    .filter(
      (loadBalancer) =>
        !direct.includes(loadBalancer) &&
        loadBalancer.targets.some(
          (target) =>
            target.type === "label_selector" &&
            matchesLabels(server.labels, labelSelectorOrError(target.label_selector.selector)),
        ),
    );
  if (bySelector.length === 0) return direct;
  return [...direct, ...bySelector].sort((a, b) => a.id - b.id);
}

/** Drops the direct targets of a deleted server (selector targets simply stop matching it). */
export function removeServerTargets(context: AnyRequest, serverId: number): void {
  for (const loadBalancer of loadBalancers.lookup(context, INDEX.server, serverId)) {
    loadBalancer.targets = loadBalancer.targets.filter(
      (target) => !(target.type === "server" && target.server.id === serverId),
    );
    loadBalancers.put(context, loadBalancer);
  }
}

/** Load balancers attached to the network (through the store's network index). */
export function loadBalancersInNetwork(
  context: AnyRequest,
  networkId: number,
): LoadBalancerRecord[] {
  return loadBalancers.lookup(context, INDEX.network, networkId);
}

/** A deleted network leaves its load balancers (as in the real API, they are detached). */
export function detachLoadBalancersFromNetwork(context: AnyRequest, networkId: number): void {
  for (const loadBalancer of loadBalancersInNetwork(context, networkId)) {
    loadBalancer.privateNet = loadBalancer.privateNet.filter(
      (entry) => entry.network !== networkId,
    );
    loadBalancers.put(context, loadBalancer);
  }
}

/** The load balancers whose https services use the certificate (`used_by`, delete checks). */
export function loadBalancersUsingCertificate(
  context: AnyRequest,
  certificateId: number,
): LoadBalancerRecord[] {
  return loadBalancers.lookup(context, INDEX.certificate, certificateId);
}

/** The caller's server a target names, if any. */
export function targetServer(context: AnyRequest, id: number): ServerRecord | undefined {
  return servers.get(context, id);
}

/** The caller's servers (label-selector targets are matched against them). */
export function projectServers(context: AnyRequest): ServerRecord[] {
  return servers.list(context);
}

/** The caller's network with this id, if any. */
export function networkOf(context: AnyRequest, id: number): NetworkRecord | undefined {
  return networks.get(context, id);
}

/** A network a request body names in `network` (422 naming the field when unknown). */
export function referencedNetwork(context: AnyRequest, id: number): NetworkRecord {
  return networks.referenced(context, id, "network");
}

/** Whether a server has a public address to receive traffic on. */
export function hasPublicIp(context: AnyRequest, serverId: number): boolean {
  return primaryIpsOfServer(context, serverId).length > 0;
}

/** Whether the caller has a certificate with this id (a service's `http.certificates`). */
export function certificateExists(context: AnyRequest, id: number): boolean {
  return certificates.get(context, id) !== undefined;
}

/** The primary IP a load balancer holds for `family`, if it was created on one. */
export function primaryIpOf(
  context: AnyRequest,
  record: LoadBalancerRecord,
  family: "ipv4" | "ipv6",
): PrimaryIpRecord | undefined {
  const id = record.primaryIps[family];
  return id === undefined ? undefined : primaryIps.get(context, id);
}

/**
 * The address a load balancer answers on in a primary IP: the IPv4 address itself, or the
 * first address of an IPv6 /64 network (`2001:db8:1:5::/64` -> `2001:db8:1:5::1`), as a
 * server's IPv6 network is reached on `::1`.
 */
export function addressOnPrimaryIp(ip: PrimaryIpRecord): string {
  return ip.type === "ipv4" ? ip.ip : `${ip.ip.split("/")[0]}1`;
}

/**
 * Where a new load balancer goes: `location`, else the first location of `network_zone`, else
 * (decision) the first location of the catalog. Both given must agree.
 */
function placement(context: AnyRequest, body: RequestBody<"create_load_balancer">): Location {
  const locations = catalogOf(context).locations;
  if (body.network_zone !== undefined) {
    const zone = body.network_zone;
    if (!locations.some((location) => location.network_zone === zone))
      throw invalidField("network_zone", `network zone '${zone}' does not exist`);
  }
  if (body.location !== undefined) {
    const location = resolveLocation(context, body.location, "location");
    if (body.network_zone !== undefined && location.network_zone !== body.network_zone) {
      throw invalidField(
        "network_zone",
        `location ${location.name} is in network zone ${location.network_zone}, not ${body.network_zone}`,
      );
    }
    return location;
  }
  const inZone = locations.find(
    (location) => body.network_zone === undefined || location.network_zone === body.network_zone,
  );
  return inZone as Location;
}

/** Disabling the public interface needs a network and targets that all use private IPs. */
export function assertPrivateOnlyPossible(
  privateNet: LoadBalancerRecord["privateNet"],
  targets: LoadBalancerTargetEntry[],
): void {
  if (privateNet.length === 0) {
    throw conflictState(
      "load_balancer_not_attached_to_network",
      "without a public interface the load balancer needs a network",
    );
  }
  if (targets.some((target) => !usesPrivateIp(target))) {
    throw conflictState(
      "targets_without_use_private_ip",
      "without a public interface every target must use its private IP",
    );
  }
}

/**
 * Creates a load balancer from a `create_load_balancer` body: everything it names is checked
 * first (type, location, network, services and their certificates, targets, primary IPs); then
 * the load balancer is stored and the primary IPs it was created on become its own.
 */
export function createLoadBalancer(
  context: AnyRequest,
  body: RequestBody<"create_load_balancer">,
): { record: LoadBalancerRecord; action: ActionRecord } {
  assertUniqueName(context, COLLECTIONS.loadBalancers, "load balancer", body.name);
  const type = resolveLoadBalancerType(context, body.load_balancer_type, "load_balancer_type");
  assertLoadBalancerTypeOrderable(context, type);
  const location = placement(context, body);
  const publicInterface = body.public_interface ?? true;
  const privateNet: LoadBalancerRecord["privateNet"] = [];
  let network: NetworkRecord | undefined;
  if (body.network !== undefined) {
    network = referencedNetwork(context, body.network);
    privateNet.push({
      network: network.id,
      ip: allocatePrivateIp(context, network, location.network_zone, undefined),
    });
  }
  const services = (body.services ?? []).map((request, index) => {
    const service = buildService(request, `services[${index}]`);
    assertCertificatesExist(context, service, `services[${index}]`);
    return service;
  });
  assertPortsFree(services, 412);
  assertServiceLimits(type, services, { services: "services", certificates: "services" });
  const targets: LoadBalancerTargetEntry[] = [];
  (body.targets ?? []).forEach((request, index) => {
    const target = parseTarget(
      context,
      { privateNet, publicInterface },
      request,
      `targets[${index}]`,
      false,
    );
    assertNewTarget(targets, target);
    targets.push(target);
  });
  const matches = selectorMatcher(context);
  assertTargetLimit(type, targets, matches, "targets");
  if (!publicInterface) assertPrivateOnlyPossible(privateNet, targets);
  const onPrimaryIps = (["ipv4", "ipv6"] as const).flatMap((family) => {
    const requested = body.public_net?.[family];
    return requested === undefined
      ? []
      : [primaryIpForNewResource(context, requested, family, location)];
  });
  const v4 = onPrimaryIps.find((ip) => ip.type === "ipv4");
  const v6 = onPrimaryIps.find((ip) => ip.type === "ipv6");
  const id = context.services.store.nextId(COLLECTIONS.loadBalancers);
  const record: LoadBalancerRecord = {
    id,
    project: context.project,
    name: body.name,
    labels: body.labels ?? {},
    created: isoTime(context.nowMs),
    locationId: location.id,
    loadBalancerTypeId: type.id,
    algorithm: body.algorithm?.type ?? "round_robin",
    publicInterface,
    ipv4: v4 ? addressOnPrimaryIp(v4) : loadBalancerIpv4(id),
    ipv6: v6 ? addressOnPrimaryIp(v6) : loadBalancerIpv6(id),
    primaryIps: { ...(v4 ? { ipv4: v4.id } : {}), ...(v6 ? { ipv6: v6.id } : {}) },
    dnsPtr: [],
    privateNet,
    services,
    targets,
    protection: { delete: false },
  };
  loadBalancers.put(context, record);
  claimPrimaryIpsForLoadBalancer(context, record.id, onPrimaryIps);
  const action = startAction(context, "create_load_balancer", [
    { id, type: TYPE },
    ...(network ? [{ id: network.id, type: "network" }] : []),
  ]);
  return { record, action };
}

/**
 * Deletes a load balancer: the primary IPs it was created on are deleted with it (`auto_delete`)
 * or unassigned. Since 2026-10-05 deleting is tracked with an action, `delete_load_balancer`
 * (CL#2026-10-05-delete-load-balancer-returns-action; hcloud-go v2.52.0's test); like a server's,
 * the deletion is accepted while another action runs.
 */
export function deleteLoadBalancer(context: AnyRequest, record: LoadBalancerRecord): ActionRecord {
  for (const family of ["ipv4", "ipv6"] as const) {
    const ip = primaryIpOf(context, record, family);
    if (ip) releaseLoadBalancerPrimaryIp(context, ip);
  }
  loadBalancers.remove(context, record.id);
  return startAction(context, "delete_load_balancer", [{ id: record.id, type: TYPE }]);
}

/** Attaches to a network, with an address of its subnet in the load balancer's network zone. */
export function attachLoadBalancerToNetwork(
  context: AnyRequest,
  record: LoadBalancerRecord,
  network: NetworkRecord,
  request: { ip?: string; ip_range?: string },
): void {
  if (record.privateNet.some((entry) => entry.network === network.id)) {
    throw conflictState(
      "load_balancer_already_attached",
      `load balancer ${record.id} is already attached to network ${network.id}`,
    );
  }
  const zone = locationById(context, record.locationId).network_zone;
  const ip = allocatePrivateIp(context, network, zone, request.ip, request.ip_range);
  record.privateNet = [...record.privateNet, { network: network.id, ip }];
}

/** `change_dns_ptr` of one of the load balancer's public addresses. */
export function changeLoadBalancerDnsPtr(
  context: AnyRequest,
  record: LoadBalancerRecord,
  address: string,
  dnsPtr: string | null | undefined,
): void {
  const family = address === record.ipv4 ? "ipv4" : address === record.ipv6 ? "ipv6" : undefined;
  if (!family) {
    throw invalidField(
      "ip",
      `${address} is not a public IP of load balancer ${record.id} (${record.ipv4}, ${record.ipv6})`,
    );
  }
  const held = primaryIpOf(context, record, family);
  if (held) {
    // The address is the primary IP's: its reverse DNS lives there, for both to show.
    changePrimaryIpDnsPtr(context, held, address, dnsPtr);
    return;
  }
  const own = family === "ipv4" ? record.ipv4 : record.ipv6;
  // The view falls back to the default IPv4 name; store only entries that were set.
  record.dnsPtr = changeDnsPtr(record.dnsPtr, own, family, address, dnsPtr).filter(
    (entry) => dnsPtr !== null || entry.ip !== address,
  );
}
