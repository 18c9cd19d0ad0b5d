import type { HandlerTable } from "../http/operation-handler.js";
import { actionHandlers } from "./actions.js";
import { catalogHandlers } from "./catalog.js";
import { certificateHandlers } from "./certificates.js";
import { firewallHandlers } from "./firewalls.js";
import { floatingIpHandlers } from "./floating-ips.js";
import { imageHandlers } from "./images.js";
import { loadBalancerHandlers } from "./load-balancers.js";
import { networkHandlers } from "./networks.js";
import { placementGroupHandlers } from "./placement-groups.js";
import { primaryIpHandlers } from "./primary-ips.js";
import { serverHandlers } from "./servers.js";
import { sshKeyHandlers } from "./ssh-keys.js";
import { volumeHandlers } from "./volumes.js";
import { zoneHandlers } from "./zones.js";

/** Every operation the emulator implements, by operationId. */
export const allHandlers: HandlerTable = {
  ...catalogHandlers,
  ...actionHandlers,
  ...sshKeyHandlers,
  ...imageHandlers,
  ...primaryIpHandlers,
  ...floatingIpHandlers,
  ...networkHandlers,
  ...firewallHandlers,
  ...serverHandlers,
  ...volumeHandlers,
  ...placementGroupHandlers,
  ...loadBalancerHandlers,
  ...certificateHandlers,
  ...zoneHandlers,
};
