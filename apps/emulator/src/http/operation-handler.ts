import type { ActionEngine } from "../actions/action-engine.js";
import type { EmulatorConfig } from "../config.js";
import type { RandomSource } from "../control/random.js";
import type { Catalog } from "../resources/catalog/records.js";
import type { OperationSpec } from "../spec/operations.js";
import type { Store } from "../store/store.js";

/** What every resource module works with. */
export interface Services {
  store: Store;
  actions: ActionEngine;
  catalog: Catalog;
  config: EmulatorConfig;
  /** Random values (passwords, tokens); seeded with CLOUD_API_SEED_RANDOM. */
  random: RandomSource;
}

/** One validated request, ready for a handler. */
export interface RequestContext {
  project: string;
  /** Path parameters, validated and coerced (ids are numbers). */
  params: Record<string, unknown>;
  /** Query parameters, validated and coerced (arrays for repeatable ones). */
  query: Record<string, unknown>;
  body: unknown;
  nowMs: number;
  operation: OperationSpec;
  /** Absolute URL of the request without its query, for `Link` headers. */
  absoluteUrl: string;
  rawQuery: URLSearchParams;
  services: Services;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type OperationHandler = (context: RequestContext) => HandlerResult;

/** Handlers by operationId. */
export type HandlerTable = Record<string, OperationHandler>;
