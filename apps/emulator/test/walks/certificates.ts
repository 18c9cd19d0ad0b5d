import type { Walk } from "./walk.js";

/** Every operation of certificates, each answered with a spec-valid success response. */
export const walkCertificates: Walk = async (_ok) => {};
