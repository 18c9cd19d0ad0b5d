import type { HandlerTable } from "../http/operation-handler.js";

/** Certificates (issue 18): uploaded and managed, retry, used_by. */
export const certificateHandlers: HandlerTable = {};
