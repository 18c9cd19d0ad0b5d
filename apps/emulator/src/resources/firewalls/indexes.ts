import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
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
