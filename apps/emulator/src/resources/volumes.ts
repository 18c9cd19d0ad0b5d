import type { HandlerTable } from "../http/operation-handler.js";

/** Volumes (issue 18): create, attach, detach, resize, protection and action listings. */
export const volumeHandlers: HandlerTable = {};
