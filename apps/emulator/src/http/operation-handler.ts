import type { Services } from "../resources/kit/operation.js";
import type { OperationSpec } from "../spec/operations.js";

export type { Services } from "../resources/kit/operation.js";

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
