/** DNS zones and their RRSets (issue 18): see the `zones/` folder. */
export { zoneHandlers } from "./zones/handlers.js";
