// The public API's resource families: every operation's handler, the store collections they
// keep, and the indexes the store maintains for them.

import type { ListIndexDefinition } from "../store/list-index.js";
import type { IndexDefinition } from "../store/store.js";
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
import type { HandlerTable } from "./kit/operation.js";
import { loadBalancerHandlers } from "./load-balancers/handlers.js";
import { loadBalancerIndexes } from "./load-balancers/indexes.js";
import { networkHandlers } from "./networks/handlers.js";
import { networkIndexes } from "./networks/indexes.js";
import { placementGroupHandlers } from "./placement-groups/handlers.js";
import { placementGroupIndexes } from "./placement-groups/indexes.js";
import { primaryIpHandlers } from "./primary-ips/handlers.js";
import { primaryIpIndexes } from "./primary-ips/indexes.js";
import { serverActionHandlers } from "./servers/actions.js";
import { serverHandlers } from "./servers/handlers.js";
import { serverIndexes, serverListIndex } from "./servers/indexes.js";
import { sshKeyHandlers } from "./ssh-keys/handlers.js";
import { sshKeyIndexes } from "./ssh-keys/indexes.js";
import { volumeHandlers } from "./volumes/handlers.js";
import { volumeIndexes } from "./volumes/indexes.js";
import { zoneHandlers } from "./zones/handlers.js";
import { zoneIndexes } from "./zones/indexes.js";

export { COLLECTIONS } from "./kit/collections.js";

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
];
