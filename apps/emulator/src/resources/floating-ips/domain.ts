// The floating IPs family's domain module. For the other families: the typed collection, the
// floating IPs of a server, and unassigning them when the server is deleted. For its own
// handlers and views: the server an IP is assigned to, and its home location.
import { locationById, resolveLocation } from "../catalog/domain.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import { type ServerRecord, servers } from "../servers/domain.js";
import type { FloatingIpRecord } from "./records.js";

export type { FloatingIpRecord };
export { locationById, resolveLocation };

export const floatingIps = ownedKind<
  FloatingIpRecord,
  typeof COLLECTIONS.floatingIps,
  "floating_ip"
>(COLLECTIONS.floatingIps, "floating_ip", "floating IP");

/** The floating IPs assigned to a server. */
export function floatingIpsOfServer(context: AnyRequest, serverId: number): FloatingIpRecord[] {
  return floatingIps.lookup(context, INDEX.server, serverId);
}

/** A deleted server's floating IPs stay, unassigned. */
export function unassignFloatingIpsOfServer(context: AnyRequest, serverId: number): void {
  for (const ip of floatingIpsOfServer(context, serverId)) {
    ip.serverId = null;
    floatingIps.put(context, ip);
  }
}

/** The server a request body names in `field` (422 naming it when unknown). */
export function referencedServer(context: AnyRequest, id: number, field: string): ServerRecord {
  return servers.referenced(context, id, field);
}
