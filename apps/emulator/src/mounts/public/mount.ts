// The public API (`/v1`) as a mount of the one pipeline: its hooks are the project token's
// admission (the rate limit, read-only tokens), interception (sunsets, injected faults), each
// operation run inside a store transaction after the ended actions settle, and the request
// journal once answered. Another document served to projects the same way (a second public
// API) is `createProjectApi` with its own prefix, document and handler table.
import { performance } from "node:perf_hooks";
import type { operations } from "@cloud-api/spec/types";
import type { Account } from "../../account/account.js";
import type { TokenGrant } from "../../config.js";
import type { ControlPlane } from "../../control/control-plane.js";
import type { JournalEntry } from "../../control/journal.js";
import { ApiError } from "../../http/api-error.js";
import { bearerToken } from "../../http/bearer-token.js";
import type { InjectedRequest, InjectedResponse } from "../../http/exchange.js";
import {
  type HandlerTable,
  type Interception,
  type Operations,
  Pipeline,
  type PipelineRequest,
} from "../../http/pipeline.js";
import type { ProjectContext, Services } from "../../resources/kit/operation.js";
import type { ApiDocument } from "../../spec/api-document.js";
import { mapEmulatorError } from "../errors.js";
import type { RateLimiter } from "./rate-limiter.js";
import { collectionsOf, unknownPathError } from "./unknown-path.js";

export const API_PREFIX = "/v1";
/**
 * The Hetzner API (Storage Boxes) on the same port, under its own base URL: the tools take a
 * second endpoint that must end in `/v1` (HETZNER_ENDPOINT, WithHetznerEndpoint,
 * api_endpoint_hetzner); a prefix keeps one listener, one token set and one action engine.
 */
export const HETZNER_API_PREFIX = "/hetzner/v1";

/** What every API served to projects shares: who may call, the limits, the journal. */
export interface ProjectApiParts {
  services: Services;
  clock: () => number;
  control: ControlPlane;
  rateLimiter: RateLimiter;
  /** Projects and token hashes: every bearer token is looked up here. */
  account: Account;
  /** The next `X-Correlation-Id` (shared with the other mounts). */
  nextCorrelationId: () => string;
}

export interface ProjectApiOptions<Ops extends Operations> extends ProjectApiParts {
  /** Where its paths start (`/v1`). */
  prefix: string;
  /** The document, its operations and request validators. */
  api: ApiDocument;
  handlers: HandlerTable<Ops, ProjectContext>;
  /** The collection a "not an endpoint" answer names as an example (`/servers`). */
  exampleCollection?: string;
}

/** Who is calling: the token's grant, or none (refused, then journaled without a project). */
interface ProjectAdmission {
  grant: TokenGrant;
  /** The console's own token: not rate limited, its reads not journaled. */
  internal: boolean;
  /** The injected fault that changed this request's answer, for the journal. */
  fault: JournalEntry["fault"];
}

/** The public API's pipeline (`/v1`); `inject` calls it in-process. */
export function createPublicApi(
  options: ProjectApiParts & {
    api: ApiDocument;
    handlers: HandlerTable<operations, ProjectContext>;
  },
): PublicApi {
  return createProjectApi({ ...options, prefix: API_PREFIX });
}

/** A document served to projects (project tokens, rate limit, faults, journal) as a mount. */
export function createProjectApi<Ops extends Operations>(
  options: ProjectApiOptions<Ops>,
): Pipeline<Ops, ProjectAdmission, ProjectContext> {
  const { account, rateLimiter, clock, control, services, prefix } = options;
  let collections: string[] | undefined;
  return new Pipeline<Ops, ProjectAdmission, ProjectContext>(
    {
      prefix,
      api: options.api,
      handlers: options.handlers,
      notFound(path) {
        collections ??= collectionsOf(options.api.operations.map((operation) => operation.path));
        return unknownPathError(path, prefix, collections, options.exampleCollection);
      },
      admit(request) {
        const exchange = request.exchange;
        const token = bearerToken(exchange.headers.authorization);
        const grant = token === undefined ? undefined : account.authenticate(token);
        // The console's own calls (its live refresh reads every half second) spend no budget.
        if (grant && token !== undefined && account.isInternal(token)) {
          return { grant, internal: true, fault: null };
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
        return { grant, internal: false, fault: null };
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
          path: request.path.slice(prefix.length),
          project: admission.grant.project,
        });
        if (!fault) return undefined;
        admission.fault = fault.type;
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
      context(input, admission, request) {
        const { path, rawQuery, exchange } = request;
        const operation = request.operation;
        if (!operation) throw new Error("the request has no operation");
        return {
          params: input.params,
          query: input.query,
          body: input.body,
          project: admission.grant.project,
          nowMs: clock(),
          operation,
          // Only lists need these (for `Link`): computed when read, not on every request.
          get absoluteUrl() {
            return `http://${exchange.headers.host ?? "127.0.0.1"}${path}`;
          },
          get rawQuery() {
            return new URLSearchParams(rawQuery);
          },
          services,
        };
      },
      run(handler, context) {
        services.actions.settleDue(context.nowMs);
        // The operation itself: durable before the response, or undone (and a 500) when the
        // disk refuses the write.
        return services.store.transaction(handler);
      },
      mapError: mapEmulatorError,
      answered(request, admission, status, errorCode) {
        journal(request, admission, status, errorCode);
      },
    },
    { clock, nextCorrelationId: options.nextCorrelationId },
  );

  function journal(
    request: PipelineRequest,
    admission: ProjectAdmission | undefined,
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
      fault: admission?.fault ?? null,
    });
  }
}

/** The public API's pipeline type, for those that call it in-process. */
export type PublicApi = Pipeline<operations, ProjectAdmission, ProjectContext>;
export type { InjectedRequest, InjectedResponse };
