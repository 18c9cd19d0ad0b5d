import { defaultDnsPtr } from "../kit/ip-addresses.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import {
  loadBalancerTypeById,
  locationById,
  primaryIpDnsPtr,
  primaryIpOf,
  type ServerRecord,
  targetServer,
} from "./domain.js";
import type { LoadBalancerRecord, LoadBalancerTargetEntry } from "./records.js";
import { viewService } from "./services.js";
import { type SelectorMatches, selectorMatcher } from "./targets.js";

type HealthStatus = Schemas["LoadBalancerTargetHealthStatus"]["status"];

/**
 * Public addresses from ranges no other emulated resource uses (RFC 2544 benchmarking block
 * for IPv4, a documentation /48 for IPv6), derived from the id like the other public IPs.
 */
export function loadBalancerIpv4(id: number): string {
  return `198.18.${Math.floor(id / 254) % 256}.${(id % 254) + 1}`;
}

export function loadBalancerIpv6(id: number): string {
  return `2001:db8:1b::${id.toString(16)}`;
}

/**
 * Decision (simulated health): a server target is `healthy` while the server is running and
 * reachable the way the target says (a private target needs a network shared with the load
 * balancer), `unhealthy` when it is off or unreachable, `unknown` while it changes state; ip
 * targets are `unknown` (the emulator cannot see dedicated servers).
 */
function serverHealth(
  loadBalancer: LoadBalancerRecord,
  server: ServerRecord | undefined,
  usePrivateIp: boolean,
): HealthStatus {
  if (!server) return "unhealthy";
  if (
    usePrivateIp &&
    !server.privateNet.some((entry) =>
      loadBalancer.privateNet.some((own) => own.network === entry.network),
    )
  ) {
    return "unhealthy";
  }
  if (server.status === "running") return "healthy";
  if (server.status === "off") return "unhealthy";
  return "unknown";
}

function healthStatus(loadBalancer: LoadBalancerRecord, status: HealthStatus) {
  return loadBalancer.services.map((service) => ({ listen_port: service.listen_port, status }));
}

function viewServerTarget(
  loadBalancer: LoadBalancerRecord,
  server: ServerRecord | undefined,
  id: number,
  usePrivateIp: boolean,
): Schemas["LoadBalancerTargetServer"] {
  return {
    type: "server",
    server: { id },
    health_status: healthStatus(loadBalancer, serverHealth(loadBalancer, server, usePrivateIp)),
    use_private_ip: usePrivateIp,
  };
}

function viewTarget(
  context: AnyRequest,
  loadBalancer: LoadBalancerRecord,
  target: LoadBalancerTargetEntry,
  matches: SelectorMatches,
): Schemas["LoadBalancerTarget"] {
  switch (target.type) {
    case "server":
      return viewServerTarget(
        loadBalancer,
        targetServer(context, target.server.id),
        target.server.id,
        target.use_private_ip,
      );
    case "label_selector":
      return {
        type: "label_selector",
        label_selector: { selector: target.label_selector.selector },
        use_private_ip: target.use_private_ip,
        targets: matches(target.label_selector.selector).map((server) =>
          viewServerTarget(loadBalancer, server, server.id, target.use_private_ip),
        ),
      };
    case "ip":
      return {
        type: "ip",
        ip: { ip: target.ip.ip },
        health_status: healthStatus(loadBalancer, "unknown"),
      };
  }
}

export function viewLoadBalancer(
  context: AnyRequest,
  record: LoadBalancerRecord,
  matches: SelectorMatches = selectorMatcher(context),
): Schemas["LoadBalancer"] {
  const type = loadBalancerTypeById(context, record.loadBalancerTypeId);
  const location = locationById(context, record.locationId);
  const ptr = (ip: string) => record.dnsPtr.find((entry) => entry.ip === ip)?.dns_ptr;
  const v4 = primaryIpOf(context, record, "ipv4");
  const v6 = primaryIpOf(context, record, "ipv6");
  return {
    id: record.id,
    name: record.name,
    public_net: {
      enabled: record.publicInterface,
      ipv4: {
        id: v4?.id ?? null,
        ip: record.ipv4,
        blocked: false,
        dns_ptr: v4
          ? primaryIpDnsPtr(v4, record.ipv4)
          : (ptr(record.ipv4) ?? defaultDnsPtr(record.ipv4, "ipv4")[0]?.dns_ptr ?? null),
      },
      ipv6: {
        id: v6?.id ?? null,
        ip: record.ipv6,
        blocked: false,
        dns_ptr: v6 ? primaryIpDnsPtr(v6, record.ipv6) : (ptr(record.ipv6) ?? null),
      },
    },
    private_net: record.privateNet.map((entry) => ({ network: entry.network, ip: entry.ip })),
    location,
    load_balancer_type: type,
    protection: { delete: record.protection.delete },
    labels: record.labels,
    created: record.created,
    services: record.services.map(viewService),
    targets: record.targets.map((target) => viewTarget(context, record, target, matches)),
    algorithm: { type: record.algorithm },
    outgoing_traffic: 0,
    ingoing_traffic: 0,
    included_traffic:
      type.prices.find((entry) => entry.location === location.name)?.included_traffic ?? 0,
  };
}
