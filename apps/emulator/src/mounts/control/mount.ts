// The control API (`/_emulator`, control-api/openapi.yaml) as a mount of the one pipeline: its
// admission is the admin token (wrong ones throttled), it is not rate limited and not journaled.
import { createHash, timingSafeEqual } from "node:crypto";
import { performance } from "node:perf_hooks";
import { controlApiDocumentAsset } from "../../assets.js";
import type { ControlPlane } from "../../control/control-plane.js";
import type { operations } from "../../generated/control-api.js";
import { ApiError } from "../../http/api-error.js";
import { bearerToken } from "../../http/bearer-token.js";
import { Pipeline, type PipelineOptions } from "../../http/pipeline.js";
import type { ApiDocument } from "../../spec/api-document.js";
import { mapEmulatorError } from "../errors.js";
import { CONTROL_PREFIX, controlHandlers, type ServiceInfo } from "./handlers.js";

export { CONTROL_PREFIX, type ServiceInfo };

/** The control API's own OpenAPI document (spec-first, like the public API). */
export function controlApiDocumentPath(): string {
  return controlApiDocumentAsset();
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Wrong admin tokens, counted in a bucket of `burst` that refills `perSecond`: past it, wrong
 * tokens are answered 429 with Retry-After. The right token is checked first and always passes,
 * so guesses from another local process never lock the owner out. (The token is 256 random bits;
 * this keeps guessing tools that honour 429 slow and the process quiet, it is not what makes the
 * token safe.)
 */
class FailureThrottle {
  private tokens: number;
  private updatedMs = performance.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  /** Seconds to wait before another failure is answered 401, or 0 (and counts this one). */
  fail(): number {
    const nowMs = performance.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((nowMs - this.updatedMs) / 1000) * this.perSecond,
    );
    this.updatedMs = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}

/**
 * The control API (`/_emulator`) as a mount of the one pipeline, validated against its own
 * document: admin token only, no rate limit, not journaled.
 */
export function createControlApi(
  plane: ControlPlane,
  api: ApiDocument,
  adminToken: string,
  service: () => ServiceInfo,
  options: PipelineOptions,
): ControlApi {
  const expected = digest(adminToken);
  const failures = new FailureThrottle(20, 1);
  return new Pipeline<operations, true, object>(
    {
      prefix: CONTROL_PREFIX,
      api,
      handlers: controlHandlers(plane, api, service),
      admit(request) {
        // The health check is for CI services and containers: no token, no state in its answer.
        if (request.operation?.operationId === "get_health") return true;
        const token = bearerToken(request.exchange.headers.authorization);
        // Compared as digests: equal length and constant time, whatever was sent.
        if (token === undefined || !timingSafeEqual(digest(token), expected)) {
          const wait = failures.fail();
          if (wait > 0) {
            return new ApiError(
              429,
              "rate_limit_exceeded",
              "too many requests with a wrong admin token; wait before trying again",
              null,
              { "Retry-After": String(wait) },
            );
          }
          return new ApiError(
            401,
            "unauthorized",
            "the control API needs the emulator's admin token",
          );
        }
        return true;
      },
      context: (input) => input,
      mapError: mapEmulatorError,
    },
    options,
  );
}

export type ControlApi = Pipeline<operations, true, object>;
