import type { HandlerTable } from "../http/operation-handler.js";

/** DNS zones and their RRSets (issue 18): primary/secondary, zonefile import and export. */
export const zoneHandlers: HandlerTable = {};
