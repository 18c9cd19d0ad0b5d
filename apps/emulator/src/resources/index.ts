// The public APIs' resource families (the Cloud API's and the Hetzner API's): every operation's handler, the store collections they
// keep, the indexes the store maintains for them, and how their older records are upgraded.

import type { ListIndexDefinition } from "../store/list-index.js";
import type { RecordUpgrades } from "../store/record-versions.js";
import type { IndexDefinition } from "../store/store.js";
import { ACTIONS } from "./actions/domain.js";
import { actionHandlers } from "./actions/handlers.js";
import { actionIndexes } from "./actions/indexes.js";
import { catalogHandlers } from "./catalog/handlers.js";
import { catalogIndexes } from "./catalog/indexes.js";
import { certificateHandlers } from "./certificates/handlers.js";
import { certificateIndexes } from "./certificates/indexes.js";
import { firewallHandlers } from "./firewalls/handlers.js";
import { firewallIndexes } from "./firewalls/indexes.js";
import { floatingIpHandlers } from "./floating-ips/handlers.js";
import { floatingIpIndexes } from "./floating-ips/indexes.js";
import { imageHandlers } from "./images/handlers.js";
import { imageIndexes } from "./images/indexes.js";
import { COLLECTIONS } from "./kit/collections.js";
import type { HandlerTable } from "./kit/operation.js";
import { loadBalancerHandlers } from "./load-balancers/handlers.js";
import { loadBalancerIndexes } from "./load-balancers/indexes.js";
import { loadBalancerUpgrades } from "./load-balancers/upgrade.js";
import { networkHandlers } from "./networks/handlers.js";
import { networkIndexes } from "./networks/indexes.js";
import { placementGroupHandlers } from "./placement-groups/handlers.js";
import { placementGroupIndexes } from "./placement-groups/indexes.js";
import { primaryIpHandlers } from "./primary-ips/handlers.js";
import { primaryIpIndexes } from "./primary-ips/indexes.js";
import { primaryIpUpgrades } from "./primary-ips/upgrade.js";
import { serverActionHandlers } from "./servers/actions.js";
import { serverHandlers } from "./servers/handlers.js";
import { serverIndexes, serverListIndex } from "./servers/indexes.js";
import { serverUpgrades } from "./servers/upgrade.js";
import { sshKeyHandlers } from "./ssh-keys/handlers.js";
import { sshKeyIndexes } from "./ssh-keys/indexes.js";
import { storageBoxHandlers } from "./storage-boxes/handlers.js";
import { storageBoxIndexes } from "./storage-boxes/indexes.js";
import { volumeHandlers } from "./volumes/handlers.js";
import { volumeIndexes } from "./volumes/indexes.js";
import { zoneHandlers } from "./zones/handlers.js";
import { zoneIndexes } from "./zones/indexes.js";

export { COLLECTIONS };

/** Every public operation's handler, by operation id. */
export const publicHandlers = {
  ...catalogHandlers,
  ...actionHandlers,
  ...sshKeyHandlers,
  ...imageHandlers,
  ...primaryIpHandlers,
  ...floatingIpHandlers,
  ...networkHandlers,
  ...firewallHandlers,
  ...serverHandlers,
  ...serverActionHandlers,
  ...volumeHandlers,
  ...placementGroupHandlers,
  ...loadBalancerHandlers,
  ...certificateHandlers,
  ...zoneHandlers,
} satisfies Partial<HandlerTable>;

/** Every Hetzner API operation's handler (the `/hetzner/v1` mount), by operation id. */
export const hetznerHandlers = storageBoxHandlers;
export type { HetznerOperations } from "./storage-boxes/operation.js";

/** Collections whose lists the store answers from list indexes (unless switched off). */
export const LIST_INDEXES: readonly ListIndexDefinition[] = [serverListIndex];

/** Every index the emulator's store maintains. */
export const STORE_INDEXES: readonly IndexDefinition[] = [
  ...serverIndexes,
  ...placementGroupIndexes,
  ...primaryIpIndexes,
  ...floatingIpIndexes,
  ...networkIndexes,
  ...firewallIndexes,
  ...sshKeyIndexes,
  ...volumeIndexes,
  ...loadBalancerIndexes,
  ...certificateIndexes,
  ...zoneIndexes,
  ...imageIndexes,
  ...catalogIndexes,
  ...actionIndexes,
  ...storageBoxIndexes,
];

/**
 * Every family's collection with the upgrade steps of its records (`<family>/upgrade.ts`; none
 * yet for the others: their records are still version 1).
 */
export const RECORD_UPGRADES: RecordUpgrades = {
  ...Object.fromEntries(Object.values(COLLECTIONS).map((collection) => [collection, []])),
  [ACTIONS]: [],
  [COLLECTIONS.servers]: serverUpgrades,
  [COLLECTIONS.primaryIps]: primaryIpUpgrades,
  [COLLECTIONS.loadBalancers]: loadBalancerUpgrades,
};
