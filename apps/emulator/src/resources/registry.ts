import type { HandlerTable } from "../http/operation-handler.js";
import { actionHandlers } from "./actions.js";
import { catalogHandlers } from "./catalog.js";
import { firewallHandlers } from "./firewalls.js";
import { floatingIpHandlers } from "./floating-ips.js";
import { imageHandlers } from "./images.js";
import { networkHandlers } from "./networks.js";
import { primaryIpHandlers } from "./primary-ips.js";
import { serverHandlers } from "./servers.js";
import { sshKeyHandlers } from "./ssh-keys.js";

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
};
