// The Hetzner API's operations and schemas, from the spec package's generated types
// (`@cloud-api/spec/hetzner-api-types`): the handler table of the `/hetzner/v1` mount is typed
// by them, with the same per-request context as the Cloud API's (kit/operation.ts).
import type { components, operations } from "@cloud-api/spec/hetzner-api-types";
import type { HandlerTable } from "../../http/pipeline.js";
import type { ProjectContext } from "../kit/operation.js";

export type HetznerSchemas = components["schemas"];
export type HetznerOperations = operations;

/** Every Hetzner API operation's handler, by operation id: a missing one fails the build. */
export type HetznerHandlerTable = HandlerTable<operations, ProjectContext>;
