// The public API (`/v1`) as a mount of the one pipeline: its admission (a project's bearer token,
// the rate limit, read-only tokens), fault injection, the operation inside a store transaction,
// and the request journal.
import { performance } from "node:perf_hooks";
import type { Account } from "../account/account.js";
import type { TokenGrant } from "../config.js";
import type { ControlPlane } from "../control/control-api.js";
import type {
  HandlerTable,
  OperationId,
  RequestContext,
  Services,
} from "../resources/kit/operation.js";
import type { ApiDocument } from "../spec/api-document.js";
import { ApiError } from "./api-error.js";
import type { InjectedRequest, InjectedResponse } from "./exchange.js";
import { type Interception, Pipeline, type PipelineRequest } from "./pipeline.js";
import type { RateLimiter } from "./rate-limiter.js";
import { collectionsOf, unknownPathError } from "./unknown-path.js";

export const API_PREFIX = "/v1";

export interface PublicApiOptions {
  /** The public API's document, operations and request validators. */
  api: ApiDocument;
  handlers: HandlerTable;
  services: Services;
  clock: () => number;
  control: ControlPlane;
  rateLimiter: RateLimiter;
  /** Projects and token hashes: every bearer token is looked up here. */
  account: Account;
  /** The next `X-Correlation-Id` (shared with the other mounts). */
  nextCorrelationId: () => string;
}

/** Who is calling: the token's grant, or none (refused, then journaled without a project). */
interface PublicAdmission {
  grant: TokenGrant;
  /** The console's own token: not rate limited, its reads not journaled. */
  internal: boolean;
}

const BEARER = /^bearer /i;

/** The bearer token of a request, if it has one. */
export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  return typeof authorization === "string" && BEARER.test(authorization)
    ? authorization.slice(7).trim()
    : undefined;
}

/** Builds the public API's pipeline (`/v1`). `inject` calls it in-process. */
export function createPublicApi(options: PublicApiOptions): Pipeline<PublicAdmission> {
  const { account, rateLimiter, clock, control, services, handlers } = options;
  let collections: string[] | undefined;
  return new Pipeline<PublicAdmission>(
    {
      prefix: API_PREFIX,
      api: options.api,
      notFound(path) {
        collections ??= collectionsOf(options.api.operations.map((operation) => operation.path));
        return unknownPathError(path, API_PREFIX, collections);
      },
      admit(request) {
        const exchange = request.exchange;
        const token = bearerToken(exchange.headers.authorization);
        const grant = token === undefined ? undefined : account.authenticate(token);
        // The console's own calls (its live refresh reads every half second) spend no budget.
        if (grant && token !== undefined && account.isInternal(token)) {
          return { grant, internal: true };
        }
        // Unauthenticated requests are limited too, per client address.
        const decision = rateLimiter.take(
          grant ? `project:${grant.project}` : `ip:${exchange.ip}`,
          clock(),
        );
        request.headers.push(
          "ratelimit-limit",
          String(decision.limit),
          "ratelimit-remaining",
          String(decision.remaining),
          "ratelimit-reset",
          String(decision.resetAt),
        );
        if (!decision.allowed) {
          return new ApiError(
            429,
            "rate_limit_exceeded",
            "rate limit exceeded; retry later",
            null,
            {
              "Retry-After": String(decision.retryAfter),
            },
          );
        }
        if (!grant) {
          return new ApiError(
            401,
            "unauthorized",
            token === undefined
              ? "missing 'Authorization: Bearer <token>' header"
              : "unable to authenticate: the token is unknown",
          );
        }
        // Checked before the body is read: a read-only token learns nothing about its payload.
        if (grant.readOnly && exchange.method !== "GET" && exchange.method !== "HEAD") {
          return new ApiError(401, "token_readonly", "the token is read-only; this request writes");
        }
        return { grant, internal: false };
      },
      intercept(request, admission): Interception {
        const operation = request.operation;
        if (!operation) return undefined;
        // Past its sunset (on the emulator's clock) a removed operation answers as the API
        // does: 410 with the announcement, and no Deprecation/Sunset header (the API sends none).
        if (operation.sunset && clock() >= operation.sunset.atMs) {
          throw new ApiError(410, "deprecated_api_endpoint", "API functionality was removed", {
            announcement: operation.sunset.announcement,
          });
        }
        const fault = control.faults.forRequest({
          operationId: operation.operationId,
          method: request.exchange.method,
          path: request.path.slice(API_PREFIX.length),
          project: admission.grant.project,
        });
        if (!fault) return undefined;
        request.fault = fault.type;
        if (fault.type === "latency") return { delayMs: fault.ms };
        if (fault.type === "drop") return "drop";
        if (fault.type !== "error") return undefined;
        const retryAfter = fault.retry_after ?? (fault.status === 429 ? 1 : undefined);
        throw new ApiError(
          fault.status,
          fault.code,
          fault.message ?? `injected fault: ${fault.code}`,
          null,
          retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
        );
      },
      invoke(operation, input, admission, request) {
        const handler = handlers[operation.operationId as OperationId] as
          | ((context: RequestContext) => ReturnType<HandlerTable[OperationId]>)
          | undefined;
        if (!handler) {
          throw new ApiError(
            422,
            "unsupported_error",
            `${operation.operationId} is not implemented by the emulator`,
          );
        }
        const nowMs = clock();
        const { path, rawQuery, exchange } = request;
        // Actions that ended settle in a transaction of their own, so that whether they settle
        // never depends on whether this request succeeds (a refused request undoes only its own
        // changes). If the disk refuses the settling, the engine reloads what is still pending.
        if (services.actions.hasDue(nowMs)) {
          try {
            services.store.transaction(() => services.actions.settle(nowMs));
          } catch (error) {
            services.actions.reload();
            throw error;
          }
        }
        // The operation itself: durable before the response, or undone (and a 500) when the
        // disk refuses the write.
        return services.store.transaction(() => {
          return handler({
            project: admission.grant.project,
            params: input.params,
            query: input.query,
            body: input.body,
            nowMs,
            operation,
            // Only lists need these (for `Link`): computed when read, not on every request.
            get absoluteUrl() {
              return `http://${exchange.headers.host ?? "127.0.0.1"}${path}`;
            },
            get rawQuery() {
              return new URLSearchParams(rawQuery);
            },
            services,
          } as RequestContext);
        });
      },
      answered(request, admission, status, errorCode) {
        journal(request, admission, status, errorCode);
      },
    },
    { clock, nextCorrelationId: options.nextCorrelationId },
  );

  function journal(
    request: PipelineRequest,
    admission: PublicAdmission | undefined,
    status: number,
    errorCode: string | null,
  ): void {
    const method = request.exchange.method;
    // The console's refresh is not journaled (it would flood the journal); its changes are.
    if (admission?.internal && (method === "GET" || method === "HEAD")) return;
    // A refused request still names the project of a known token.
    const project =
      admission?.grant.project ??
      (() => {
        const token = bearerToken(request.exchange.headers.authorization);
        return token === undefined ? null : (account.authenticate(token)?.project ?? null);
      })();
    control.journal.record({
      timeMs: request.arrivedMs,
      method,
      path: request.exchange.url,
      operation_id: request.operation?.operationId ?? null,
      project,
      status,
      error_code: errorCode,
      duration_ms: Math.round((performance.now() - request.startedAt) * 1000) / 1000,
      correlation_id: request.correlationId,
      fault: request.fault,
    });
  }
}

/** The public API's pipeline type, for those that call it in-process. */
export type PublicApi = Pipeline<PublicAdmission>;
export type { InjectedRequest, InjectedResponse };
