// The console API (`/console-api`, console-api/openapi.yaml in @cloud-api/console) as a mount of
// the one pipeline: its admission is the session cookie plus, for changes, the Origin and the
// CSRF token; only JSON bodies are read; its handlers are in handlers.ts.
import type { operations } from "@cloud-api/console/types";
import { ApiError } from "../../http/api-error.js";
import { Pipeline, type PipelineOptions } from "../../http/pipeline.js";
import type { ApiDocument } from "../../spec/api-document.js";
import { mapEmulatorError } from "../errors.js";
import type { ConsoleContext, ConsoleHandlers } from "./handlers.js";
import { type ConsoleSessions, csrfFor, SESSION_COOKIE, sameSecret } from "./sessions.js";
import { DEVICE_COOKIE, type DeviceCookies } from "./sign-in-throttle.js";

export const CONSOLE_API_PREFIX = "/console-api";

/** Headers of every console answer, the API's and the app's files. */
export const SECURITY_HEADERS = [
  "x-content-type-options",
  "nosniff",
  "referrer-policy",
  "no-referrer",
  "x-frame-options",
  "DENY",
];

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface ConsoleApiOptions {
  api: ApiDocument;
  handlers: ConsoleHandlers;
  sessions: ConsoleSessions;
  devices: DeviceCookies;
  /** True when the console answers for this Host header (DNS rebinding). */
  hostAllowed: (host: string | undefined) => boolean;
  /** The configured public origin (behind a TLS proxy), accepted as Origin of changes. */
  publicOrigin: string | undefined;
}

export type ConsoleApi = Pipeline<operations, ConsoleContext, ConsoleContext>;

/** Path parameters that take the rest of the path: the `/projects/{id}/api/{path}` pass-through. */
export const CONSOLE_GREEDY_PARAMETERS: readonly string[] = ["path"];

/** The console API's pipeline. */
export function createConsoleApi(
  options: ConsoleApiOptions,
  pipeline: PipelineOptions,
): ConsoleApi {
  const { sessions, devices, hostAllowed, publicOrigin } = options;
  const misdirected = () =>
    new ApiError(421, "misdirected_request", "this console does not answer for that Host");
  return new Pipeline<operations, ConsoleContext, ConsoleContext>(
    {
      prefix: CONSOLE_API_PREFIX,
      api: options.api,
      handlers: options.handlers,
      jsonBodiesOnly: true,
      greedyParameters: CONSOLE_GREEDY_PARAMETERS,
      admit(request) {
        request.headers.push(...SECURITY_HEADERS, "cache-control", "no-store");
        const exchange = request.exchange;
        if (!hostAllowed(exchange.headers.host)) return misdirected();
        const found = sessions.find(readCookie(exchange.headers.cookie, SESSION_COOKIE));
        const changes = exchange.method !== "GET" && exchange.method !== "HEAD";
        if (changes) {
          // A browser always sends Origin on a cross-site POST; a foreign one is never ours.
          // Behind a TLS proxy the page's origin is https: (or the configured public origin).
          const origin = exchange.headers.origin;
          const host = exchange.headers.host;
          if (
            origin !== undefined &&
            origin !== `http://${host}` &&
            origin !== `https://${host}` &&
            origin !== publicOrigin
          ) {
            return new ApiError(403, "csrf_rejected", "the request comes from another site");
          }
        }
        const admission: ConsoleContext = {
          session: found,
          device: devices.throttleKey(readCookie(exchange.headers.cookie, DEVICE_COOKIE)),
          setCookie: (cookie) => request.headers.push("set-cookie", cookie),
        };
        // The two that answer without a session (the document's `security: []`).
        const operationId = request.operation?.operationId;
        if (operationId === "sign_in" || operationId === "get_session") return admission;
        if (!found) return new ApiError(401, "unauthorized", "sign in to the console first");
        if (changes) {
          const given = exchange.headers["x-csrf-token"];
          if (typeof given !== "string" || !sameSecret(given, csrfFor(found.value))) {
            return new ApiError(403, "csrf_rejected", "missing or wrong X-CSRF-Token header");
          }
        }
        return admission;
      },
      context: (input, admission) => Object.assign(input, admission),
      mapError: mapEmulatorError,
    },
    pipeline,
  );
}
