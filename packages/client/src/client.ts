import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./api-types.js";
import { CloudError, errorFromResponse, parseErrorEnvelope, requestsByResponse } from "./errors.js";
import { type Call, describeRequest, type FetchFn, type Outgoing } from "./fetch-types.js";
import { SUNSETS } from "./generated/sunsets.js";
import { type RateLimitState, readRateLimit } from "./rate-limit.js";
import { type RetryOptions, withRetries } from "./retry.js";
import { failureOf, withTimeout } from "./timeout.js";
import { CLIENT_VERSION } from "./version.js";

export const DEFAULT_BASE_URL = "https://api.hetzner.cloud/v1";
const fail = (problem: string): never => {
  throw new TypeError(`createCloudClient: ${problem}`);
};

export interface CloudClientOptions {
  /** API token of the project; sent as `Authorization: Bearer`. Never printed. */
  token: string;
  /** Default `https://api.hetzner.cloud/v1`. Plain http is refused unless loopback or `allowInsecureHttp`. */
  baseUrl?: string;
  /** Prepended to this package's own User-Agent, e.g. `my-tool/1.2`. */
  userAgent?: string;
  /** Custom fetch (tests, proxies); default `globalThis.fetch`. */
  fetch?: FetchFn;
  /** Per attempt, until the response headers arrive (default 30 s; Infinity turns it off). */
  timeoutMs?: number;
  /** Retry policy, or `false` for none. */
  retry?: RetryOptions | false;
  /** Allows a non-loopback `http://` base URL, which would send the token in clear text. */
  allowInsecureHttp?: boolean;
  /**
   * Called with the warning (and `METHOD /path`) the first time this process calls an operation
   * with an announced sunset, once per operation: "GET /datacenters is deprecated: sunset
   * 2026-10-01 (410 from then on); use GET /locations and GET /server_types". Without it, the
   * client emits that as a Node.js `DeprecationWarning` (code `CLOUD_API_SUNSET`).
   */
  onDeprecation?: (message: string, operation: string) => void;
}

/** openapi-fetch's typed client plus the rate-limit state of the last response. */
export type CloudClient<Paths extends {} = paths> = Client<Paths> & {
  /** `RateLimit-*` of the latest response (every attempt counts), or undefined before any. */
  readonly rateLimit: RateLimitState | undefined;
};

/** Creates the typed client: auth, User-Agent, JSON, timeouts, retries, typed errors. */
export function createCloudClient<Paths extends {} = paths>(
  options: CloudClientOptions,
): CloudClient<Paths> {
  const token = checkToken(options?.token);
  const baseUrl = checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL, options.allowInsecureHttp);
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(timeoutMs > 0)) fail(`timeoutMs must be positive, got ${timeoutMs}`);
  const userAgent = `${options.userAgent ? `${options.userAgent} ` : ""}cloud-api-client/${CLIENT_VERSION}`;

  // The headers of the latest response that carried `RateLimit-*` (every attempt counts, so a
  // retried 429 is visible too), parsed only when `rateLimit` is read.
  let rateLimitHeaders: Headers | undefined;
  const attemptFetch = withTimeout(options.fetch, timeoutMs, (response) => {
    if (response.headers.has("RateLimit-Remaining")) rateLimitHeaders = response.headers;
  });
  const retryingFetch =
    options.retry === false ? attemptFetch : withRetries(attemptFetch, options.retry);
  // Names the request of each error response for later errors, and turns an error body that is
  // not the JSON envelope into its own error, so `error` in `{ data, error }` is always the
  // envelope. A proxy may echo the request into that body: the token is cut out before the
  // snippet is taken. A success passes untouched. This is part of the fetch, not an openapi-fetch
  // middleware: without any middleware, openapi-fetch skips its per-request middleware work.
  const clientFetch = async (request: Outgoing) => {
    if (request.call) request.call.sent = request;
    const response = await retryingFetch(request);
    if (!response.ok) {
      requestsByResponse.set(response, describeRequest(request));
      const text = await response.clone().text();
      if (!parseErrorEnvelope(text)) {
        throw errorFromResponse(response, text.replaceAll(token, "[redacted]"));
      }
    }
    return response;
  };

  // The call being started, which the request it builds carries to clientFetch: a failure after
  // clientFetch got it that is not ours (a reset, or your abort, while openapi-fetch reads the
  // body) becomes our typed error for that request.
  let starting: Call | undefined;
  // Set once a call's request may be seen by more than these layers: middleware (client.use, or
  // per call), a per-call `fetch`, or a streamed body (`duplex`). From then on every request is a
  // real Request (only slower); until then none is built (see `Request` below).
  let viaRequest: unknown = false;
  // The token lives only in openapi-fetch's closure: not on the client, the options or any error.
  const client = createClient<Paths>({
    baseUrl,
    fetch: clientFetch as FetchFn,
    // openapi-fetch builds each request through this, and it carries its call. Until `viaRequest`
    // it is the URL beside the RequestInit (with a string body, or a FormData or Blob that fetch
    // reads afresh): global fetch builds a Request from whatever it gets, so the one openapi-fetch
    // would build first (and fetch would copy) is saved. After, it is a real Request: a Proxy,
    // not a subclass, so that one a middleware returns still passes openapi-fetch's instanceof.
    Request: new Proxy(Request, {
      construct: (target, [url, init]: [string, RequestInit]) =>
        Object.assign(viaRequest ? new target(url, init) : Object.assign(init, { url }), {
          call: starting,
        }),
    }),
    headers: {
      Authorization: `Bearer ${token}`,
      "User-Agent": userAgent,
      Accept: "application/json",
    },
  });
  const methods = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name in methods) {
    const call = methods[name] as (...args: unknown[]) => unknown;
    methods[name] = (...args) => {
      const operation = `${name} ${args[0]}`;
      const sunset = SUNSETS[operation];
      if (sunset) {
        // Once per process: the table is this module's, shared by every client.
        SUNSETS[operation] = "";
        (options.onDeprecation ?? warnDeprecated)(
          `${operation} is deprecated: sunset ${sunset}`,
          operation,
        );
      }
      const init = args.at(-1) as Record<string, unknown> | undefined;
      viaRequest ||= name === "use" || init?.fetch || init?.middleware || init?.duplex;
      const started: Call = {};
      starting = started;
      const result = call(...args);
      starting = undefined;
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw !started.sent || error instanceof CloudError || error instanceof SyntaxError
              ? error
              : failureOf(started.sent, error, 0, "while reading the body");
          })
        : result;
    };
  }
  return {
    ...client,
    get rateLimit() {
      return rateLimitHeaders && readRateLimit(rateLimitHeaders);
    },
  };
}

function warnDeprecated(message: string): void {
  globalThis.process?.emitWarning(message, "DeprecationWarning", "CLOUD_API_SUNSET");
}

function checkToken(untrimmed: unknown): string {
  const token = typeof untrimmed === "string" ? untrimmed.trim() : "";
  if (!token) fail("a `token` is required");
  // A line break would let the token smuggle headers, and NUL, other control or non-ASCII
  // characters make the Headers API throw a TypeError that quotes the whole header. Real tokens
  // are printable ASCII; the message must not quote the token.
  if (/[^!-~]/.test(token)) fail("`token` must be printable ASCII without whitespace");
  return token;
}

function checkBaseUrl(baseUrl: string, allowInsecureHttp?: boolean): string {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {}
  // Not quoted: a malformed URL may still carry credentials.
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    fail("baseUrl must be an absolute http(s) URL without credentials");
  } else if (
    url.protocol === "http:" &&
    !allowInsecureHttp &&
    !/^(localhost|127(\.\d+){3}|\[::1\])$/.test(url.hostname)
  ) {
    fail(
      `baseUrl ${url.origin} would send the token over plain http: use https, loopback or allowInsecureHttp`,
    );
  }
  return baseUrl;
}
