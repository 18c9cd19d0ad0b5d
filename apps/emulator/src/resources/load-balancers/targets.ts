import { isIP } from "node:net";
import { conflictState, invalidField } from "../../http/api-error.js";
import { type Cidr, cidrContainsIp, ipToNumber, parseCidr } from "../kit/ipv4-ranges.js";
import { labelSelectorOrError, matchesLabels } from "../kit/label-selector.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import {
  hasPublicIp,
  type LoadBalancerType,
  type NetworkRecord,
  networkOf,
  projectServers,
  type ServerRecord,
  targetServer,
} from "./domain.js";
import type { LoadBalancerRecord, LoadBalancerTargetEntry } from "./records.js";

type TargetRequest = Schemas["LoadBalancerTargetRequest"];
type RemoveTargetRequest = Schemas["RemoveLoadBalancerTargetRequest"];

/** Ids of the project's servers a label selector matches, each selector matched once per request. */
export type SelectorMatches = (selector: string) => ServerRecord[];

export function selectorMatcher(context: AnyRequest): SelectorMatches {
  const cache = new Map<string, ServerRecord[]>();
  return (selector) => {
    let servers = cache.get(selector);
    if (!servers) {
      const requirements = labelSelectorOrError(selector, "label_selector.selector");
      servers = projectServers(context).filter((server) =>
        matchesLabels(server.labels, requirements),
      );
      cache.set(selector, servers);
    }
    return servers;
  };
}

export function sameTarget(
  a: LoadBalancerTargetEntry,
  b: Pick<TargetRequest, "type" | "server" | "label_selector" | "ip">,
): boolean {
  if (a.type === "server" && b.type === "server") return a.server.id === b.server?.id;
  if (a.type === "label_selector" && b.type === "label_selector")
    return a.label_selector.selector === b.label_selector?.selector;
  if (a.type === "ip" && b.type === "ip") return a.ip.ip === b.ip?.ip;
  return false;
}

/** Decision: a label selector counts as the number of servers it matches. */
export function countTargets(targets: LoadBalancerTargetEntry[], matches: SelectorMatches): number {
  return targets.reduce(
    (sum, target) =>
      sum + (target.type === "label_selector" ? matches(target.label_selector.selector).length : 1),
    0,
  );
}

export function assertTargetLimit(
  type: LoadBalancerType,
  targets: LoadBalancerTargetEntry[],
  matches: SelectorMatches,
  field: string,
): void {
  const count = countTargets(targets, matches);
  if (count > type.max_targets) {
    throw invalidField(
      field,
      `load balancer type ${type.name} allows at most ${type.max_targets} targets (a label selector counts each server it matches); this would be ${count}`,
    );
  }
}

/** Address blocks the emulator gives to cloud resources (primary/floating IPs, load balancers). */
const CLOUD_IPV4 = ["198.51.0.0/16", "203.0.0.0/16", "198.18.0.0/15"].map(
  (range) => parseCidr(range) as Cidr,
);
const PRIVATE_IPV4 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map(
  (range) => parseCidr(range) as Cidr,
);
/** Addresses no dedicated server can have: this network, loopback, link-local, multicast. */
const UNUSABLE_IPV4 = ["0.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "224.0.0.0/3"].map(
  (range) => parseCidr(range) as Cidr,
);

type IpKind = "cloud" | "private" | "unusable" | "public";

function classifyIp(ip: string): IpKind {
  if (isIP(ip) === 4) {
    const value = ipToNumber(ip) as number;
    if (CLOUD_IPV4.some((range) => cidrContainsIp(range, value))) return "cloud";
    if (PRIVATE_IPV4.some((range) => cidrContainsIp(range, value))) return "private";
    if (UNUSABLE_IPV4.some((range) => cidrContainsIp(range, value))) return "unusable";
    return "public";
  }
  const lower = ip.toLowerCase();
  if (lower.startsWith("2001:db8:")) return "cloud";
  if (lower === "::" || lower === "::1" || /^(fe[89ab]|ff|fc|fd)/.test(lower)) return "unusable";
  return "public";
}

function networksOf(context: AnyRequest, loadBalancer: Pick<LoadBalancerRecord, "privateNet">) {
  return loadBalancer.privateNet
    .map((entry) => networkOf(context, entry.network))
    .filter((network): network is NetworkRecord => network !== undefined);
}

function sharesNetwork(
  loadBalancer: Pick<LoadBalancerRecord, "privateNet">,
  server: ServerRecord,
): boolean {
  return server.privateNet.some((entry) =>
    loadBalancer.privateNet.some((own) => own.network === entry.network),
  );
}

/** The part of a load balancer a new target is checked against. */
export interface TargetHost {
  privateNet: LoadBalancerRecord["privateNet"];
  publicInterface: boolean;
}

/**
 * Validates one requested target. `checkPublicInterface` is false on create, where a disabled
 * public interface is checked once for all targets (`targets_without_use_private_ip`).
 */
export function parseTarget(
  context: AnyRequest,
  host: TargetHost,
  request: TargetRequest,
  field: string,
  checkPublicInterface: boolean,
): LoadBalancerTargetEntry {
  const at = (name: string) => (field === "" ? name : `${field}.${name}`);
  const usePrivateIp = request.use_private_ip ?? false;
  const assertPublicReachable = () => {
    if (checkPublicInterface && !host.publicInterface) {
      throw conflictState(
        "load_balancer_public_interface_disabled",
        "the public interface of the load balancer is disabled: targets must use their private IP",
      );
    }
  };
  const assertInNetwork = () => {
    if (host.privateNet.length === 0) {
      throw conflictState(
        "load_balancer_not_attached_to_network",
        "use_private_ip needs the load balancer attached to a network",
      );
    }
  };
  switch (request.type) {
    case "server": {
      const id = request.server?.id;
      if (id === undefined) throw invalidField(at("server"), "is required for server targets");
      const server = targetServer(context, id);
      if (!server) throw invalidField(at("server.id"), `server ${id} not found`);
      if (usePrivateIp) {
        assertInNetwork();
        if (!sharesNetwork(host, server)) {
          throw conflictState(
            "resolve_cloud_private_targets_error",
            `server ${id} is in none of the load balancer's networks`,
          );
        }
      } else {
        assertPublicReachable();
        if (!hasPublicIp(context, server.id)) {
          throw conflictState(
            "resolve_cloud_public_targets_error",
            `server ${id} has no public IP to send traffic to`,
          );
        }
      }
      return { type: "server", server: { id }, use_private_ip: usePrivateIp };
    }
    case "label_selector": {
      const selector = request.label_selector?.selector;
      if (selector === undefined)
        throw invalidField(at("label_selector"), "is required for label_selector targets");
      labelSelectorOrError(selector, at("label_selector.selector"));
      if (usePrivateIp) assertInNetwork();
      else assertPublicReachable();
      return { type: "label_selector", label_selector: { selector }, use_private_ip: usePrivateIp };
    }
    case "ip": {
      const ip = request.ip?.ip;
      if (ip === undefined) throw invalidField(at("ip"), "is required for ip targets");
      if (isIP(ip) === 0) throw invalidField(at("ip.ip"), `'${ip}' is not an IP address`);
      const kind = classifyIp(ip);
      if (kind === "cloud") {
        throw conflictState(
          "cloud_resource_ip_not_allowed",
          `${ip} belongs to a cloud resource; target the server itself instead`,
        );
      }
      if (kind === "unusable") {
        throw conflictState("ip_not_owned", `${ip} is not an address of one of your servers`);
      }
      if (kind === "private") {
        const vswitchSubnets = networksOf(context, host).flatMap((network) =>
          network.subnets.filter((subnet) => subnet.type === "vswitch"),
        );
        if (vswitchSubnets.length === 0) {
          throw conflictState(
            "network_has_no_vswitch_subnet",
            `${ip} is private: the load balancer needs a network with a vSwitch subnet`,
          );
        }
        const value = ipToNumber(ip) as number;
        if (
          !vswitchSubnets.some((subnet) =>
            cidrContainsIp(parseCidr(subnet.ip_range) as Cidr, value),
          )
        ) {
          throw conflictState(
            "ip_not_in_vswitch_subnet",
            `${ip} is in none of the vSwitch subnets of the load balancer's networks`,
          );
        }
      } else {
        assertPublicReachable();
      }
      return { type: "ip", ip: { ip } };
    }
  }
}

/** `target_already_defined` when a target is listed twice or already exists. */
export function assertNewTarget(
  existing: LoadBalancerTargetEntry[],
  target: LoadBalancerTargetEntry,
): void {
  if (existing.some((other) => sameTarget(other, target))) {
    throw conflictState("target_already_defined", "this target is already defined");
  }
}

/** The stored target a remove_target request names; 422 naming the field when there is none. */
export function findTarget(
  targets: LoadBalancerTargetEntry[],
  request: RemoveTargetRequest,
): LoadBalancerTargetEntry {
  const field =
    request.type === "server" ? "server" : request.type === "ip" ? "ip" : "label_selector";
  if (request[field] === undefined)
    throw invalidField(field, `is required for ${request.type} targets`);
  const target = targets.find((entry) => sameTarget(entry, request));
  if (!target) throw invalidField(field, "is not a target of the load balancer");
  return target;
}

/** Whether a target reaches its servers over a private network (ip targets: a private address). */
export function usesPrivateIp(target: LoadBalancerTargetEntry): boolean {
  return target.type === "ip" ? classifyIp(target.ip.ip) === "private" : target.use_private_ip;
}
