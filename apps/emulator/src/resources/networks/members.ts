import { type Cidr, cidrContainsIp, ipToNumber, parseCidr } from "../kit/ipv4-ranges.js";
import { filterByValues } from "../kit/list-response.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { loadBalancersInNetwork, type NetworkRecord, serversInNetwork } from "./domain.js";

type NetworkMember = Schemas["NetworkMember"];

/**
 * The servers and load balancers attached to a network (`GET /networks/{id}/members`), as the
 * API lists them: one entry per resource with its private IP, alias IPs and the subnet that
 * holds the IP. Decision: the status is always `ok`, because attaching and detaching take
 * effect when the request is answered in the emulator (DECISIONS.md, network members).
 */
export function networkMembers(
  context: AnyRequest,
  network: NetworkRecord,
  query: { type?: unknown; status?: unknown; subnet?: unknown },
): NetworkMember[] {
  const subnets = network.subnets
    .map((subnet) => ({ text: subnet.ip_range, cidr: parseCidr(subnet.ip_range) }))
    .filter((subnet): subnet is { text: string; cidr: Cidr } => subnet.cidr !== undefined);
  const subnetOf = (ip: string) =>
    subnets.find((subnet) => cidrContainsIp(subnet.cidr, ipToNumber(ip) ?? -1))?.text ?? "";
  const members: NetworkMember[] = [];
  for (const server of serversInNetwork(context, network.id)) {
    for (const entry of server.privateNet.filter((item) => item.network === network.id)) {
      members.push({
        id: server.id,
        type: "server",
        ip: entry.ip,
        alias_ips: [...entry.alias_ips],
        subnet: subnetOf(entry.ip),
        status: "ok",
      });
    }
  }
  for (const loadBalancer of loadBalancersInNetwork(context, network.id)) {
    for (const entry of loadBalancer.privateNet.filter((item) => item.network === network.id)) {
      members.push({
        id: loadBalancer.id,
        type: "load_balancer",
        ip: entry.ip,
        alias_ips: [],
        subnet: subnetOf(entry.ip),
        status: "ok",
      });
    }
  }
  let matching: readonly NetworkMember[] = members;
  matching = filterByValues(matching, query.type, (member) => member.type);
  matching = filterByValues(matching, query.status, (member) => member.status);
  matching = filterByValues(matching, query.subnet, (member) => member.subnet);
  return [...matching];
}

/** Sort keys of members: `ip` in address order, not text order (10.0.1.9 before 10.0.1.10). */
export function memberField(member: NetworkMember, field: string): string | number | undefined {
  if (field === "ip") return ipToNumber(member.ip);
  if (field === "id" || field === "type" || field === "status") return member[field];
  return undefined;
}
