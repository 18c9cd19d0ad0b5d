// The networks family's domain module. For the other families: the typed collection and a free
// private address for a server or load balancer attaching to a network. For its own handlers
// and views: the servers and load balancers attached to a network, and detaching them when it
// is deleted.
import { conflictState } from "../../http/api-error.js";
import { catalogOf } from "../catalog/domain.js";
import { COLLECTIONS } from "../kit/collections.js";
import {
  type Cidr,
  cidrContainsIp,
  cidrSize,
  ipToNumber,
  numberToIp,
  parseCidr,
} from "../kit/ipv4-ranges.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import {
  detachLoadBalancersFromNetwork,
  loadBalancersInNetwork,
} from "../load-balancers/domain.js";
import { detachServersFromNetwork, serversInNetwork } from "../servers/domain.js";
import type { NetworkRecord } from "./records.js";

export type { NetworkRecord };
export { catalogOf, loadBalancersInNetwork, serversInNetwork };

export const networks = ownedKind<NetworkRecord, typeof COLLECTIONS.networks, "network">(
  COLLECTIONS.networks,
  "network",
  "network",
);

/** Deletes a network: attached servers and load balancers are detached, as in the real API. */
export function deleteNetwork(context: AnyRequest, record: NetworkRecord): void {
  detachServersFromNetwork(context, record.id);
  detachLoadBalancersFromNetwork(context, record.id);
  networks.remove(context, record.id);
}

/** Private addresses of servers (with alias IPs) and load balancers in the network. */
export function addressesInNetwork(context: AnyRequest, networkId: number): number[] {
  const addresses: number[] = [];
  for (const server of serversInNetwork(context, networkId)) {
    for (const entry of server.privateNet.filter((item) => item.network === networkId)) {
      for (const ip of [entry.ip, ...entry.alias_ips]) addresses.push(ipToNumber(ip) ?? -1);
    }
  }
  for (const loadBalancer of loadBalancersInNetwork(context, networkId)) {
    for (const entry of loadBalancer.privateNet.filter((item) => item.network === networkId)) {
      addresses.push(ipToNumber(entry.ip) ?? -1);
    }
  }
  return addresses;
}

/** Picks a free address for a server or load balancer in the network's subnet of `zone`. */
export function allocatePrivateIp(
  context: AnyRequest,
  network: NetworkRecord,
  zone: string,
  requested: string | undefined,
  ipRange?: string,
): string {
  const subnets = network.subnets
    .filter((subnet) => subnet.network_zone === zone && subnet.type !== "vswitch")
    .filter((subnet) => ipRange === undefined || subnet.ip_range === ipRange)
    .map((subnet) => parseCidr(subnet.ip_range) as Cidr);
  if (subnets.length === 0) {
    throw conflictState(
      "no_subnet_available",
      `network ${network.id} has no subnet in network zone ${zone}`,
    );
  }
  const used = new Set<number>(addressesInNetwork(context, network.id));
  const range = parseCidr(network.ipRange) as Cidr;
  used.add(range.base + 1);
  if (requested !== undefined) {
    const address = ipToNumber(requested);
    if (
      address === undefined ||
      !subnets.some((subnet) => cidrContainsIp(subnet, address)) ||
      used.has(address)
    ) {
      throw conflictState(
        "ip_not_available",
        `${requested} is not a free address of a subnet in ${zone}`,
      );
    }
    return requested;
  }
  for (const subnet of subnets) {
    // Skip the network address, the gateway and the broadcast address.
    for (
      let address = subnet.base + 2;
      address < subnet.base + cidrSize(subnet) - 1;
      address += 1
    ) {
      if (!used.has(address)) return numberToIp(address);
    }
  }
  throw conflictState(
    "ip_not_available",
    `no free address left in network ${network.id} for zone ${zone}`,
  );
}
