import { conflictState, invalidField } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import {
  type Cidr,
  cidrContains,
  cidrContainsIp,
  cidrSize,
  cidrsOverlap,
  formatCidr,
  ipToNumber,
  isPrivateRange,
  numberToIp,
  parseCidr,
} from "../kit/ipv4-ranges.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
  HandlerTable,
  RequestBody,
  RequestWithId,
  ResponseBody,
} from "../kit/operation.js";
import { assertUniqueName, ownedRecords } from "../kit/owned-records.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import { assertNotLocked, saveWithAction } from "../kit/record-actions.js";
import {
  catalogOf,
  deleteNetwork,
  loadBalancersInNetwork,
  type NetworkRecord,
  networks,
  serversInNetwork,
} from "./domain.js";
import { memberField, networkMembers } from "./members.js";
import type { SubnetEntry } from "./records.js";
import { viewNetwork } from "./views.js";

/** The gateway of the public interface; never a route destination or gateway. */
const RESERVED_GATEWAY = "172.31.1.1";

function cidrField(text: string, field: string): Cidr {
  const cidr = parseCidr(text);
  if (!cidr || formatCidr(cidr) !== text)
    throw invalidField(field, `'${text}' is not an IPv4 network in CIDR notation`);
  return cidr;
}

function checkNetworkRange(text: string, field: string): Cidr {
  const cidr = cidrField(text, field);
  if (!isPrivateRange(cidr))
    throw invalidField(
      field,
      "must be inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16 (RFC 1918)",
    );
  if (cidr.prefix > 24) throw invalidField(field, "must be at least a /24");
  return cidr;
}

/** Validates and completes a subnet request (first free /24 when `ip_range` is omitted). */
function buildSubnet(
  context: AnyRequest,
  network: { ipRange: string; subnets: SubnetEntry[] },
  request: {
    type: SubnetEntry["type"];
    ip_range?: string;
    network_zone: string;
    vswitch_id?: number | null;
  },
  field: string,
): SubnetEntry {
  const at = (name: string) => (field === "" ? name : `${field}.${name}`);
  const range = parseCidr(network.ipRange) as Cidr;
  if (
    !catalogOf(context).locations.some((location) => location.network_zone === request.network_zone)
  ) {
    throw invalidField(at("network_zone"), `network zone '${request.network_zone}' does not exist`);
  }
  if (
    request.type === "vswitch" &&
    (request.vswitch_id === undefined || request.vswitch_id === null)
  ) {
    throw invalidField(at("vswitch_id"), "is required for vswitch subnets");
  }
  const existing = network.subnets.map((subnet) => parseCidr(subnet.ip_range) as Cidr);
  let cidr: Cidr;
  if (request.ip_range !== undefined) {
    cidr = cidrField(request.ip_range, at("ip_range"));
    if (!cidrContains(range, cidr))
      throw invalidField(at("ip_range"), `must be inside the network's ${network.ipRange}`);
    if (cidr.prefix > 30) throw invalidField(at("ip_range"), "must be at least a /30");
    if (existing.some((other) => cidrsOverlap(other, cidr))) {
      throw invalidField(at("ip_range"), "overlaps another subnet of the network");
    }
  } else {
    const size = 256;
    let found: Cidr | undefined;
    for (let base = range.base; base + size <= range.base + cidrSize(range); base += size) {
      const candidate = { base, prefix: 24 };
      if (!existing.some((other) => cidrsOverlap(other, candidate))) {
        found = candidate;
        break;
      }
    }
    if (!found) throw invalidField(at("ip_range"), "no free /24 left in the network");
    cidr = found;
  }
  return {
    type: request.type,
    ip_range: formatCidr(cidr),
    network_zone: request.network_zone,
    gateway: numberToIp(range.base + 1),
    ...(request.type === "vswitch" ? { vswitch_id: request.vswitch_id ?? null } : {}),
  };
}

function checkRoute(
  network: { ipRange: string },
  route: { destination: string; gateway: string },
  field: string,
): void {
  const destination = cidrField(route.destination, `${field}.destination`);
  const gateway = ipToNumber(route.gateway);
  const range = parseCidr(network.ipRange) as Cidr;
  if (
    route.gateway === RESERVED_GATEWAY ||
    cidrContainsIp(destination, ipToNumber(RESERVED_GATEWAY) as number)
  ) {
    throw invalidField(field, `${RESERVED_GATEWAY} is reserved and cannot be used in a route`);
  }
  if (gateway === undefined || !cidrContainsIp(range, gateway)) {
    throw invalidField(`${field}.gateway`, `must be an address inside ${network.ipRange}`);
  }
}

/** True when both texts name the same network (`10.0.0.0/8` however it is written). */
function sameDestination(a: string, b: string): boolean {
  const left = parseCidr(a);
  const right = parseCidr(b);
  return left !== undefined && right?.base === left.base && right.prefix === left.prefix;
}

/**
 * A destination has one route: a second one, through any gateway, is refused (DECISIONS.md).
 * `existing` are the routes already there; `field` names the destination in the request.
 */
function assertNewDestination(
  existing: readonly { destination: string; gateway: string }[],
  route: { destination: string; gateway: string },
  field: string,
): void {
  const clash = existing.find((entry) => sameDestination(entry.destination, route.destination));
  if (!clash) return;
  throw invalidField(
    field,
    clash.gateway === route.gateway
      ? "the network already has this route"
      : `the network already has a route to ${clash.destination} (through ${clash.gateway})`,
  );
}

const NETWORK: NamedKind<NetworkRecord, typeof COLLECTIONS.networks, "network"> = {
  ...networks,
  view: viewNetwork,
};
const find = (context: RequestWithId) => NETWORK.find(context);

function networkAction(context: AnyRequest, record: NetworkRecord, command: string) {
  return saveWithAction(context, COLLECTIONS.networks, NETWORK.type, record, command);
}

export const networkHandlers = {
  list_networks: (context) =>
    listResponse(context, "networks", ownedRecords<NetworkRecord>(context, COLLECTIONS.networks), {
      view: (record) => viewNetwork(context, record),
    }),
  create_network: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.networks, "network", body.name);
    checkNetworkRange(body.ip_range, "ip_range");
    const draft = { ipRange: body.ip_range, subnets: [] as SubnetEntry[] };
    (body.subnets ?? []).forEach((subnet, index) => {
      draft.subnets.push(buildSubnet(context, draft, subnet, `subnets[${index}]`));
    });
    (body.routes ?? []).forEach((route, index) => {
      checkRoute(draft, route, `routes[${index}]`);
      assertNewDestination(
        (body.routes ?? []).slice(0, index),
        route,
        `routes[${index}].destination`,
      );
    });
    const record: NetworkRecord = {
      id: context.services.store.nextId(COLLECTIONS.networks),
      project: context.project,
      name: body.name,
      ipRange: body.ip_range,
      subnets: draft.subnets,
      routes: (body.routes ?? []).map((route) => ({
        destination: route.destination,
        gateway: route.gateway,
      })),
      protection: { delete: false },
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      exposeRoutesToVswitch: body.expose_routes_to_vswitch ?? false,
    };
    context.services.store.put(COLLECTIONS.networks, record);
    return {
      status: 201,
      body: { network: viewNetwork(context, record) } satisfies ResponseBody<"create_network">,
    };
  },
  get_network: getHandler(NETWORK),
  update_network: updateHandler(NETWORK, (record, body: RequestBody<"update_network">) => {
    if (typeof body.expose_routes_to_vswitch === "boolean")
      record.exposeRoutesToVswitch = body.expose_routes_to_vswitch;
  }),
  delete_network: (context) => {
    const record = find(context);
    assertDeletable("network", record);
    deleteNetwork(context, record);
    return { status: 204 };
  },
  add_network_subnet: (context) => {
    const record = find(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const subnet = buildSubnet(context, record, body, "");
    record.subnets = [...record.subnets, subnet];
    return networkAction(context, record, "add_subnet");
  },
  delete_network_subnet: (context) => {
    const record = find(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const subnet = record.subnets.find((entry) => entry.ip_range === body.ip_range);
    if (!subnet)
      throw invalidField("ip_range", `network ${record.id} has no subnet ${body.ip_range}`);
    const cidr = parseCidr(subnet.ip_range) as Cidr;
    const inUse =
      serversInNetwork(context, record.id).some((server) =>
        server.privateNet.some(
          (entry) =>
            entry.network === record.id && cidrContainsIp(cidr, ipToNumber(entry.ip) ?? -1),
        ),
      ) ||
      loadBalancersInNetwork(context, record.id).some((loadBalancer) =>
        loadBalancer.privateNet.some(
          (entry) =>
            entry.network === record.id && cidrContainsIp(cidr, ipToNumber(entry.ip) ?? -1),
        ),
      );
    if (inUse)
      throw conflictState(
        "resource_in_use",
        `subnet ${body.ip_range} still has attached servers or load balancers`,
      );
    record.subnets = record.subnets.filter((entry) => entry !== subnet);
    return networkAction(context, record, "delete_subnet");
  },
  add_network_route: (context) => {
    const record = find(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    checkRoute(record, body, "route");
    assertNewDestination(record.routes, body, "destination");
    record.routes = [...record.routes, { destination: body.destination, gateway: body.gateway }];
    return networkAction(context, record, "add_route");
  },
  delete_network_route: (context) => {
    const record = find(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const remaining = record.routes.filter(
      (route) => !(route.destination === body.destination && route.gateway === body.gateway),
    );
    if (remaining.length === record.routes.length)
      throw invalidField("destination", "the network has no such route");
    record.routes = remaining;
    return networkAction(context, record, "delete_route");
  },
  change_network_ip_range: (context) => {
    const record = find(context);
    assertNotLocked(context, "network", record.id);
    const body = context.body;
    const next = checkNetworkRange(body.ip_range, "ip_range");
    if (!cidrContains(next, parseCidr(record.ipRange) as Cidr)) {
      throw invalidField("ip_range", `can only grow: must contain the current ${record.ipRange}`);
    }
    record.ipRange = body.ip_range;
    return networkAction(context, record, "change_ip_range");
  },
  change_network_protection: changeDeleteProtectionHandler(NETWORK),
  list_network_members: (context) =>
    listResponse(context, "members", networkMembers(context, find(context), context.query), {
      view: (member) => member,
      read: memberField,
    }),
  ...actionListingHandlers(NETWORK, byPathId(NETWORK)),
} satisfies Partial<HandlerTable>;
