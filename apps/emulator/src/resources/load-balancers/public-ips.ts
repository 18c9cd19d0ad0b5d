// A load balancer's public addresses: allocated with it, or (since 2026-10-05) primary IPs of the
// project it was created on and holds until it is deleted
// (CL#2026-10-05-load-balancers-can-use-existing-primary-ips).
import { COLLECTIONS } from "../kit/collections.js";
import { changeDnsPtr, dnsPtrEntries, storedDnsPtr } from "../kit/ip-addresses.js";
import type { AnyRequest } from "../kit/operation.js";
import { findOwned } from "../kit/owned-records.js";
import type { PrimaryIpRecord } from "../primary-ips/records.js";
import type { LoadBalancerRecord } from "./records.js";

export type IpFamily = "ipv4" | "ipv6";

/** The primary IP a load balancer holds for `family`, if it was created on one. */
export function primaryIpOf(
  context: AnyRequest,
  record: LoadBalancerRecord,
  family: IpFamily,
): PrimaryIpRecord | undefined {
  const id = record.primaryIps?.[family];
  return id === undefined
    ? undefined
    : findOwned<PrimaryIpRecord>(context, COLLECTIONS.primaryIps, id);
}

/**
 * The address a load balancer answers on in a primary IP: the IPv4 address itself, or the
 * first address of an IPv6 /64 network (`2001:db8:1:5::/64` -> `2001:db8:1:5::1`), as a
 * server's IPv6 network is reached on `::1`.
 */
export function addressOnPrimaryIp(ip: PrimaryIpRecord): string {
  return ip.type === "ipv4" ? ip.ip : `${ip.ip.split("/")[0]}1`;
}

/** Makes the primary IPs the load balancer's (checked before by `primaryIpForNewResource`). */
export function claimPrimaryIps(
  context: AnyRequest,
  record: LoadBalancerRecord,
  ips: PrimaryIpRecord[],
): void {
  for (const ip of ips) {
    ip.assigneeId = record.id;
    ip.assigneeType = "load_balancer";
    context.services.store.put(COLLECTIONS.primaryIps, ip);
  }
}

/** On delete: each primary IP is deleted with the load balancer (`auto_delete`) or unassigned. */
export function releasePrimaryIps(context: AnyRequest, record: LoadBalancerRecord): void {
  for (const family of ["ipv4", "ipv6"] as const) {
    const ip = primaryIpOf(context, record, family);
    if (!ip) continue;
    if (ip.autoDelete) {
      context.services.store.remove(COLLECTIONS.primaryIps, ip.id);
      continue;
    }
    ip.assigneeId = null;
    delete ip.assigneeType;
    context.services.store.put(COLLECTIONS.primaryIps, ip);
  }
}

/** Reverse DNS of a load balancer address held in a primary IP: the primary IP's own entry. */
export function primaryIpDnsPtr(ip: PrimaryIpRecord, address: string): string | null {
  return dnsPtrEntries(ip).find((entry) => entry.ip === address)?.dns_ptr ?? null;
}

/** `change_dns_ptr` of a load balancer on an address it holds in a primary IP. */
export function changePrimaryIpDnsPtr(
  context: AnyRequest,
  ip: PrimaryIpRecord,
  address: string,
  dnsPtr: string | null | undefined,
): void {
  ip.dnsPtr = storedDnsPtr(
    ip.ip,
    ip.type,
    changeDnsPtr(dnsPtrEntries(ip), ip.ip, ip.type, address, dnsPtr),
  );
  context.services.store.put(COLLECTIONS.primaryIps, ip);
}
