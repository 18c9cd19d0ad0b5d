// The primary IPs family's domain module. For the other families: the typed collection, the
// primary IPs of a server, creating and assigning them with a server (and releasing them when it
// is deleted), the reverse DNS of a server's addresses, and the primary IPs a load balancer is
// created on and holds. For its own handlers and views: the server an IP is assigned to, load
// balancers that target it, and locations.
import { ApiError, conflictState } from "../../http/api-error.js";
import { locationById, refuseRemovedDatacenter, resolveLocation } from "../catalog/domain.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import {
  changeDnsPtr,
  defaultDnsPtr,
  dnsPtrEntries,
  ipBelongsTo,
  publicIpv4,
  publicIpv6,
  storedDnsPtr,
} from "../kit/ip-addresses.js";
import type { AnyRequest } from "../kit/operation.js";
import { NO_DELETE_PROTECTION, NO_LABELS } from "../kit/record-defaults.js";
import { ownedKind } from "../kit/resource-kind.js";
import { loadBalancersOfServer } from "../load-balancers/domain.js";
import { type ServerRecord, servers } from "../servers/domain.js";
import type { PrimaryIpRecord } from "./records.js";

export type { PrimaryIpRecord, ServerRecord };
export { loadBalancersOfServer, locationById, refuseRemovedDatacenter, resolveLocation };

export const primaryIps = ownedKind<PrimaryIpRecord, typeof COLLECTIONS.primaryIps, "primary_ip">(
  COLLECTIONS.primaryIps,
  "primary_ip",
  "primary IP",
);

/** The primary IPs assigned to a server (never a load balancer's). */
export function primaryIpsOfServer(context: AnyRequest, serverId: number): PrimaryIpRecord[] {
  return primaryIps.lookup(context, INDEX.server, serverId);
}

/** Creates a primary IP record (also used by server create). */
export function createPrimaryIpRecord(
  context: AnyRequest,
  fields: {
    name?: string;
    type: "ipv4" | "ipv6";
    locationId: number;
    assigneeId: number | null;
    autoDelete: boolean;
    labels?: Record<string, string>;
  },
): PrimaryIpRecord {
  const id = context.services.store.nextId(COLLECTIONS.primaryIps);
  const ip = fields.type === "ipv4" ? publicIpv4("primary", id) : publicIpv6("primary", id);
  const record: PrimaryIpRecord = {
    id,
    project: context.project,
    name: fields.name ?? `primary_ip-${id}`,
    labels: fields.labels ?? NO_LABELS,
    created: isoTime(context.nowMs),
    locationId: fields.locationId,
    ip,
    type: fields.type,
    dnsPtr: storedDnsPtr(ip, fields.type, defaultDnsPtr(ip, fields.type)),
    protection: NO_DELETE_PROTECTION,
    autoDelete: fields.autoDelete,
    assigneeId: fields.assigneeId,
    assigneeType: fields.assigneeId === null ? null : "server",
  };
  primaryIps.put(context, record);
  return record;
}

/**
 * A primary IP given by id to a server or load balancer being created (`public_net.ipv4`,
 * `public_net.ipv6`): it must be of that family, unassigned and in the new resource's location.
 */
export function primaryIpForNewResource(
  context: AnyRequest,
  id: number,
  family: "ipv4" | "ipv6",
  location: { id: number; name: string },
): PrimaryIpRecord {
  const existing = primaryIps.referenced(context, id, `public_net.${family}`);
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
  return existing;
}

/** An existing primary IP given to a new server (checked by `primaryIpForNewResource`). */
export function assignPrimaryIpToServer(
  context: AnyRequest,
  ip: PrimaryIpRecord,
  serverId: number,
): void {
  ip.assigneeId = serverId;
  ip.assigneeType = "server";
  primaryIps.put(context, ip);
}

/** A deleted server's primary IPs: deleted with it (`auto_delete`), else unassigned. */
export function releasePrimaryIpsOfServer(context: AnyRequest, serverId: number): void {
  for (const ip of primaryIpsOfServer(context, serverId)) {
    if (ip.autoDelete) primaryIps.remove(context, ip.id);
    else {
      ip.assigneeId = null;
      ip.assigneeType = null;
      primaryIps.put(context, ip);
    }
  }
}

/** Reverse DNS of an address of one of a server's primary IPs; false when it has none such. */
export function changeServerIpDnsPtr(
  context: AnyRequest,
  serverId: number,
  address: string,
  dnsPtr: string | null | undefined,
): boolean {
  const owner = primaryIpsOfServer(context, serverId).find((ip) =>
    ipBelongsTo(address, ip.ip, ip.type),
  );
  if (!owner) return false;
  changePrimaryIpDnsPtr(context, owner, address, dnsPtr);
  return true;
}

/** Makes the primary IPs a load balancer's (checked before by `primaryIpForNewResource`). */
export function claimPrimaryIpsForLoadBalancer(
  context: AnyRequest,
  loadBalancerId: number,
  ips: PrimaryIpRecord[],
): void {
  for (const ip of ips) {
    ip.assigneeId = loadBalancerId;
    ip.assigneeType = "load_balancer";
    primaryIps.put(context, ip);
  }
}

/** A deleted load balancer's primary IP: deleted with it (`auto_delete`), else unassigned. */
export function releaseLoadBalancerPrimaryIp(context: AnyRequest, ip: PrimaryIpRecord): void {
  if (ip.autoDelete) {
    primaryIps.remove(context, ip.id);
    return;
  }
  ip.assigneeId = null;
  ip.assigneeType = null;
  primaryIps.put(context, ip);
}

/** The reverse DNS entry of one address of a primary IP. */
export function primaryIpDnsPtr(ip: PrimaryIpRecord, address: string): string | null {
  return dnsPtrEntries(ip).find((entry) => entry.ip === address)?.dns_ptr ?? null;
}

/** Sets or resets the reverse DNS entry of one address of a primary IP. */
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
  primaryIps.put(context, ip);
}

/** The server a request body names in `field` (422 naming it when unknown). */
export function referencedServer(context: AnyRequest, id: number, field: string): ServerRecord {
  return servers.referenced(context, id, field);
}

/** The server a primary IP is assigned to, if it still exists. */
export function assignedServer(context: AnyRequest, id: number): ServerRecord | undefined {
  return servers.get(context, id);
}
