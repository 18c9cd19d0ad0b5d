import { conflictState, invalidField } from "../../http/api-error.js";
import { viewAction } from "../actions/views.js";
import {
  assertLoadBalancerTypeOrderable,
  catalogOf,
  locationById,
  resolveLoadBalancerType,
  resolveLocation,
} from "../catalog/lookups.js";
import type { Location } from "../catalog/records.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { changeDnsPtr } from "../kit/ip-addresses.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
  HandlerTable,
  RequestBody,
  RequestWithId,
  ResponseBody,
} from "../kit/operation.js";
import { assertUniqueName, ownedRecords, requireReferenced } from "../kit/owned-records.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import { actionCreated, assertNotLocked, startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import { allocatePrivateIp } from "../networks/handlers.js";
import type { NetworkRecord } from "../networks/records.js";
import { primaryIpForNewResource } from "../primary-ips/handlers.js";
import { loadBalancerMetrics } from "./metrics.js";
import {
  addressOnPrimaryIp,
  changePrimaryIpDnsPtr,
  claimPrimaryIps,
  primaryIpOf,
  releasePrimaryIps,
} from "./public-ips.js";
import type { LoadBalancerRecord, LoadBalancerTargetEntry } from "./records.js";
import {
  assertCertificatesExist,
  assertPortsFree,
  assertServiceLimits,
  assignedCertificates,
  buildService,
  updatedService,
} from "./services.js";
import {
  assertNewTarget,
  assertTargetLimit,
  countTargets,
  findTarget,
  parseTarget,
  selectorMatcher,
  usesPrivateIp,
} from "./targets.js";
import { loadBalancerIpv4, loadBalancerIpv6, viewLoadBalancer } from "./views.js";

const TYPE = "load_balancer";

const LOAD_BALANCER: NamedKind<LoadBalancerRecord, typeof COLLECTIONS.loadBalancers, typeof TYPE> =
  {
    ...ownedKind<LoadBalancerRecord, typeof COLLECTIONS.loadBalancers, typeof TYPE>(
      COLLECTIONS.loadBalancers,
      TYPE,
      "load balancer",
    ),
    view: (context, record) => viewLoadBalancer(context, record),
  };

/**
 * The caller's load balancer of the path, not locked by a running action. Services are changed
 * without this check: they are accepted while another action runs (decision "Load balancer
 * services and locks").
 */
function findUnlocked(context: RequestWithId): LoadBalancerRecord {
  const record = LOAD_BALANCER.find(context);
  assertNotLocked(context, TYPE, record.id);
  return record;
}

function referencedNetwork(context: AnyRequest, id: number): NetworkRecord {
  return requireReferenced<NetworkRecord>(context, COLLECTIONS.networks, "network", id, "network");
}

/** Saves the changed load balancer and answers with an action on it (and on `extra`). */
function lbAction(
  context: AnyRequest,
  record: LoadBalancerRecord,
  command: string,
  extra: { id: number; type: string }[] = [],
) {
  context.services.store.put(COLLECTIONS.loadBalancers, record);
  return actionCreated(
    context,
    startAction(context, command, [{ id: record.id, type: TYPE }, ...extra]),
  );
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
function assertPrivateOnlyPossible(
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

export const loadBalancerHandlers = {
  list_load_balancers: (context) => {
    const matches = selectorMatcher(context);
    return listResponse(
      context,
      "load_balancers",
      ownedRecords<LoadBalancerRecord>(context, COLLECTIONS.loadBalancers),
      { view: (record) => viewLoadBalancer(context, record, matches) },
    );
  },
  create_load_balancer: (context) => {
    const body = context.body;
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
      ...(onPrimaryIps.length > 0 ? { primaryIps: { ipv4: v4?.id, ipv6: v6?.id } } : {}),
      dnsPtr: [],
      privateNet,
      services,
      targets,
      protection: { delete: false },
    };
    context.services.store.put(COLLECTIONS.loadBalancers, record);
    claimPrimaryIps(context, record, onPrimaryIps);
    const action = startAction(context, "create_load_balancer", [
      { id, type: TYPE },
      ...(network ? [{ id: network.id, type: "network" }] : []),
    ]);
    return {
      status: 201,
      body: {
        load_balancer: viewLoadBalancer(context, record, matches),
        action: viewAction(context, action),
      } satisfies ResponseBody<"create_load_balancer">,
    };
  },
  get_load_balancer: getHandler(LOAD_BALANCER),
  update_load_balancer: updateHandler(LOAD_BALANCER),
  delete_load_balancer: (context) => {
    const record = LOAD_BALANCER.find(context);
    assertDeletable("load balancer", record);
    releasePrimaryIps(context, record);
    context.services.store.remove(COLLECTIONS.loadBalancers, record.id);
    // Since 2026-10-05 deleting is tracked with an action: 201 with `delete_load_balancer`, no
    // longer 204 (CL#2026-10-05-delete-load-balancer-returns-action; hcloud-go v2.52.0's test).
    // Like a server's, the deletion is accepted while another action runs.
    return actionCreated(
      context,
      startAction(context, "delete_load_balancer", [{ id: record.id, type: "load_balancer" }]),
    );
  },
  get_load_balancer_metrics: (context) => {
    LOAD_BALANCER.find(context);
    return loadBalancerMetrics(context);
  },
  add_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const service = buildService(body, "");
    assertCertificatesExist(context, service, "");
    const services = [...record.services, service];
    assertPortsFree(services, 412);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates",
    });
    record.services = services;
    return lbAction(context, record, "add_service");
  },
  update_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const index = record.services.findIndex((entry) => entry.listen_port === body.listen_port);
    const current = record.services[index];
    if (!current)
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    const service = updatedService(current, body);
    assertCertificatesExist(context, service, "");
    const services = record.services.map((entry, position) =>
      position === index ? service : entry,
    );
    assertPortsFree(services, 422);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates",
    });
    record.services = services;
    return lbAction(context, record, "update_service");
  },
  delete_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    if (!record.services.some((entry) => entry.listen_port === body.listen_port))
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    record.services = record.services.filter((entry) => entry.listen_port !== body.listen_port);
    return lbAction(context, record, "delete_service");
  },
  add_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = parseTarget(context, record, body, "", true);
    assertNewTarget(record.targets, target);
    const targets = [...record.targets, target];
    assertTargetLimit(
      loadBalancerTypeOf(context, record),
      targets,
      selectorMatcher(context),
      "type",
    );
    record.targets = targets;
    return lbAction(
      context,
      record,
      "add_target",
      target.type === "server" ? [{ id: target.server.id, type: "server" }] : [],
    );
  },
  remove_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = findTarget(record.targets, body);
    record.targets = record.targets.filter((entry) => entry !== target);
    return lbAction(
      context,
      record,
      "remove_target",
      target.type === "server" ? [{ id: target.server.id, type: "server" }] : [],
    );
  },
  attach_load_balancer_to_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const network = referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    if (record.privateNet.some((entry) => entry.network === network.id)) {
      throw conflictState(
        "load_balancer_already_attached",
        `load balancer ${record.id} is already attached to network ${network.id}`,
      );
    }
    const zone = locationById(context, record.locationId).network_zone;
    const ip = allocatePrivateIp(context, network, zone, body.ip, body.ip_range);
    record.privateNet = [...record.privateNet, { network: network.id, ip }];
    return lbAction(context, record, "attach_to_network", [{ id: network.id, type: "network" }]);
  },
  detach_load_balancer_from_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    if (!record.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField(
        "network",
        `load balancer ${record.id} is not attached to network ${body.network}`,
      );
    }
    record.privateNet = record.privateNet.filter((entry) => entry.network !== body.network);
    return lbAction(context, record, "detach_from_network", [
      { id: body.network, type: "network" },
    ]);
  },
  change_load_balancer_algorithm: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    record.algorithm = body.type;
    return lbAction(context, record, "change_algorithm");
  },
  change_load_balancer_dns_ptr: (context) => {
    // Reverse DNS is not refused while another action runs (decision "Reverse DNS and locks").
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const family = body.ip === record.ipv4 ? "ipv4" : body.ip === record.ipv6 ? "ipv6" : undefined;
    if (!family) {
      throw invalidField(
        "ip",
        `${body.ip} is not a public IP of load balancer ${record.id} (${record.ipv4}, ${record.ipv6})`,
      );
    }
    const address = family === "ipv4" ? record.ipv4 : record.ipv6;
    const held = primaryIpOf(context, record, family);
    if (held) {
      // The address is the primary IP's: its reverse DNS lives there, for both to show.
      changePrimaryIpDnsPtr(context, held, body.ip, body.dns_ptr);
      return lbAction(context, record, "change_dns_ptr");
    }
    // The view falls back to the default IPv4 name; store only entries that were set.
    record.dnsPtr = changeDnsPtr(record.dnsPtr, address, family, body.ip, body.dns_ptr).filter(
      (entry) => body.dns_ptr !== null || entry.ip !== body.ip,
    );
    return lbAction(context, record, "change_dns_ptr");
  },
  change_load_balancer_protection: changeDeleteProtectionHandler(LOAD_BALANCER),
  change_load_balancer_type: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const type = resolveLoadBalancerType(context, body.load_balancer_type, "load_balancer_type");
    assertLoadBalancerTypeOrderable(context, type);
    const problems: string[] = [];
    if (record.services.length > type.max_services)
      problems.push(`${record.services.length} services (at most ${type.max_services})`);
    const targetCount = countTargets(record.targets, selectorMatcher(context));
    if (targetCount > type.max_targets)
      problems.push(`${targetCount} targets (at most ${type.max_targets})`);
    const certificates = assignedCertificates(record.services).length;
    if (certificates > type.max_assigned_certificates)
      problems.push(
        `${certificates} assigned certificates (at most ${type.max_assigned_certificates})`,
      );
    if (problems.length > 0) {
      throw conflictState(
        "invalid_load_balancer_type",
        `load balancer type ${type.name} does not fit: the load balancer has ${problems.join(", ")}`,
      );
    }
    record.loadBalancerTypeId = type.id;
    return lbAction(context, record, "change_load_balancer_type");
  },
  enable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    record.publicInterface = true;
    return lbAction(context, record, "enable_public_interface");
  },
  disable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    assertPrivateOnlyPossible(record.privateNet, record.targets);
    record.publicInterface = false;
    return lbAction(context, record, "disable_public_interface");
  },
  ...actionListingHandlers(LOAD_BALANCER, byPathId(LOAD_BALANCER)),
} satisfies Partial<HandlerTable>;

function loadBalancerTypeOf(context: AnyRequest, record: LoadBalancerRecord) {
  return resolveLoadBalancerType(context, record.loadBalancerTypeId, "load_balancer_type");
}
