// The firewalls family's domain module. For the other families: the typed collection, the
// firewalls that apply to a server, applying one to a new server and dropping a deleted server.
// For its own handlers and views: the servers a target names or a label selector matches.
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import { labelSelectorOrError, matchesLabels } from "../kit/label-selector.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import { type ServerRecord, servers } from "../servers/domain.js";
import type { FirewallRecord } from "./records.js";

export type { FirewallRecord };

export const firewalls = ownedKind<FirewallRecord, typeof COLLECTIONS.firewalls, "firewall">(
  COLLECTIONS.firewalls,
  "firewall",
  "firewall",
);

function selectsServer(firewall: FirewallRecord, server: ServerRecord): boolean {
  return firewall.appliedTo.some(
    (target) =>
      target.type === "label_selector" &&
      matchesLabels(server.labels, labelSelectorOrError(target.label_selector.selector)),
  );
}

/** Firewalls that apply to a server, directly or through a label selector; ascending ids. */
export function firewallsOfServer(context: AnyRequest, server: ServerRecord): FirewallRecord[] {
  const direct = firewalls.lookup(context, INDEX.server, server.id);
  const bySelector = firewalls
    .lookup(context, INDEX.selectorTargets, "true")
    .filter((firewall) => !direct.includes(firewall) && selectsServer(firewall, server));
  if (bySelector.length === 0) return direct;
  return [...direct, ...bySelector].sort((a, b) => a.id - b.id);
}

/** Applies a firewall to a server directly (a new server's `firewalls`), once. */
export function applyFirewallToServer(
  context: AnyRequest,
  firewall: FirewallRecord,
  serverId: number,
): void {
  const applied = firewall.appliedTo.some(
    (target) => target.type === "server" && target.server.id === serverId,
  );
  if (applied) return;
  firewall.appliedTo = [...firewall.appliedTo, { type: "server", server: { id: serverId } }];
  firewalls.put(context, firewall);
}

/** Drops direct applications to a deleted server. */
export function detachServerFromFirewalls(context: AnyRequest, serverId: number): void {
  for (const firewall of firewalls.lookup(context, INDEX.server, serverId)) {
    firewall.appliedTo = firewall.appliedTo.filter(
      (target) => !(target.type === "server" && target.server.id === serverId),
    );
    firewalls.put(context, firewall);
  }
}

/** The caller's server a `server` target names, if any. */
export function targetServer(context: AnyRequest, id: number): ServerRecord | undefined {
  return servers.get(context, id);
}

/** Ids of the servers a label-selector target currently matches. */
export function serversMatching(context: AnyRequest, selector: string): number[] {
  const requirements = labelSelectorOrError(selector, "label_selector.selector");
  return servers
    .list(context)
    .filter((server) => matchesLabels(server.labels, requirements))
    .map((server) => server.id);
}
