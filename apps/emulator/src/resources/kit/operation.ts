// What a public API operation's handler receives and returns, typed per operation id from the
// spec package's generated types (`@cloud-api/spec/types`). The server core validates and coerces
// path, query and body with the spec's validators before a handler runs, so the types below are
// what the handler actually gets: no casts needed.
import type { components, operations } from "@cloud-api/spec/types";
import type { ActionEngine } from "../../actions/action-engine.js";
import type { EmulatorConfig } from "../../config.js";
import type { RandomSource } from "../../control/random.js";
import type {
  JsonContent,
  JsonRequestBody,
  PathParams,
  QueryParams,
} from "../../http/operation-types.js";
import type { HandlerResult } from "../../http/pipeline.js";
import type { OperationSpec } from "../../spec/operations.js";
import type { Store } from "../../store/store.js";
import type { CatalogTimeline } from "../catalog/domain.js";

export type { components, operations };
export type Schemas = components["schemas"];
export type OperationId = keyof operations;

/** The JSON request body of an operation (`undefined` when it has none or it is optional and absent). */
export type RequestBody<K extends OperationId> = JsonRequestBody<operations[K]>;

/** The JSON body of an operation's 200/201 response. */
export type ResponseBody<K extends OperationId> = operations[K]["responses"] extends infer R
  ? R extends { 200: infer Ok }
    ? JsonContent<Ok>
    : R extends { 201: infer Created }
      ? JsonContent<Created>
      : never
  : never;

/** What every resource family works with. */
export interface Services {
  store: Store;
  actions: ActionEngine;
  /** The read-only catalog on the emulator's clock: `catalogOf(context)` (catalog/lookups.ts). */
  catalog: CatalogTimeline;
  config: EmulatorConfig;
  /** Random values (passwords, tokens); seeded with CLOUD_API_SEED_RANDOM. */
  random: RandomSource;
}

/** What a handler of an API served to projects receives besides its input (mounts/public/). */
export interface ProjectContext {
  project: string;
  nowMs: number;
  operation: OperationSpec;
  /** Absolute URL of the request without its query, for `Link` headers. */
  absoluteUrl: string;
  rawQuery: URLSearchParams;
  services: Services;
}

/** One validated request of operation `K`, ready for its handler. */
export interface RequestContext<K extends OperationId = OperationId> extends ProjectContext {
  /** Path parameters, validated and coerced (ids are numbers). */
  params: PathParams<operations[K]>;
  /** Query parameters, validated and coerced (arrays for repeatable ones). */
  query: QueryParams<operations[K]>;
  body: RequestBody<K>;
}

export type { HandlerResult };

export type Handler<K extends OperationId> = (context: RequestContext<K>) => HandlerResult;

/**
 * A request of any operation, for the helpers that read neither its path, query nor body: who
 * asks, when, and the services. Every `RequestContext<K>` is one.
 */
export type AnyRequest = Omit<RequestContext, "params" | "query" | "body">;

/**
 * A request of any operation with a path `id`: shared handlers (get, update, change_protection,
 * ...) take this, so they fit every such operation's `Handler<K>`.
 */
export type RequestWithId = AnyRequest & { params: { id: number } };

/** Every public operation's handler, by operation id: a missing one fails the build. */
export type HandlerTable = { [K in OperationId]: Handler<K> };
