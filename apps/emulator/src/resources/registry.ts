import type { HandlerTable } from "../http/operation-handler.js";
import { catalogHandlers } from "./catalog.js";

/** Every operation the emulator implements, by operationId. */
export const allHandlers: HandlerTable = {
  ...catalogHandlers,
};
