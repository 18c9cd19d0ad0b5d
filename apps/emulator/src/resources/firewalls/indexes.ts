import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import { labelSelectorOrError, matchesLabels } from "../kit/label-selector.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { ServerRecord } from "../servers/records.js";
import type { FirewallRecord } from "./records.js";

export const firewallIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.firewalls),
  recordIndex<FirewallRecord>(COLLECTIONS.firewalls, INDEX.server, (firewall) =>
    firewall.appliedTo.flatMap((target) => (target.type === "server" ? [target.server.id] : [])),
  ),
  recordIndex<FirewallRecord>(COLLECTIONS.firewalls, INDEX.selectorTargets, (firewall) =>
    firewall.appliedTo.some((target) => target.type === "label_selector") ? ["true"] : [],
  ),
];

function selectsServer(firewall: FirewallRecord, server: ServerRecord): boolean {
  return firewall.appliedTo.some(
    (target) =>
      target.type === "label_selector" &&
      matchesLabels(server.labels, labelSelectorOrError(target.label_selector.selector)),
  );
}

/** Firewalls that apply to a server, directly or through a label selector; ascending ids. */
export function firewallsOfServer(context: AnyRequest, server: ServerRecord): FirewallRecord[] {
  const direct = lookupOwned<FirewallRecord>(
    context,
    COLLECTIONS.firewalls,
    INDEX.server,
    server.id,
  );
  const bySelector = lookupOwned<FirewallRecord>(
    context,
    COLLECTIONS.firewalls,
    INDEX.selectorTargets,
    "true",
  ).filter((firewall) => !direct.includes(firewall) && selectsServer(firewall, server));
  if (bySelector.length === 0) return direct;
  return [...direct, ...bySelector].sort((a, b) => a.id - b.id);
}
