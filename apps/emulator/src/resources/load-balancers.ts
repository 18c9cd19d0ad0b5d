import type { HandlerTable } from "../http/operation-handler.js";

/** Load balancers and load balancer types (issue 18): services, targets, networks, metrics. */
export const loadBalancerHandlers: HandlerTable = {};
