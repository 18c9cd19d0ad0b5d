import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./api-types.js";
import { CloudError, errorFromResponse, parseErrorEnvelope, requestsByResponse } from "./errors.js";
import type { FetchFn, Outgoing } from "./fetch-types.js";
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
   * Called the first time this process calls an operation with an announced sunset (once per
   * operation), with what to tell the user: "GET /datacenters: sunset 2026-10-01; use GET
   * /locations and GET /server_types" (from the sunset on, the operation answers `410
   * deprecated_api_endpoint`). Without it, the client emits that as a Node.js `DeprecationWarning`.
   */
  onDeprecation?: (message: string) => void;
}

/** openapi-fetch's typed client plus the rate-limit state of the last response. */
export type CloudClient<Paths extends {} = paths> = Client<Paths> & {
  /**
   * `RateLimit-*` of the latest response (every attempt counts), or undefined before any and
   * while the latest carried none (e.g. a proxy's error page).
   */
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

  // The headers of the latest response (every attempt counts, so a retried 429 is visible too),
  // parsed only when `rateLimit` is read.
  let rateLimitHeaders: Headers | undefined;
  const attemptFetch = withTimeout(options.fetch, timeoutMs, (response) => {
    rateLimitHeaders = response.headers;
    return response;
  });
  const retryingFetch =
    options.retry === false ? attemptFetch : withRetries(attemptFetch, options.retry);
  // Names the request of each error response for later errors, and turns an error body that is
  // not the JSON envelope into its own error, so `error` in `{ data, error }` is always the
  // envelope. A proxy may echo the request into that body: the token is cut out before the
  // snippet is taken. A success passes untouched. This is part of the fetch, not an openapi-fetch
  // middleware: without any middleware, openapi-fetch skips its per-request middleware work.
  const clientFetch = async (request: Outgoing) => {
    request.sent = true;
    const response = await retryingFetch(request);
    if (!response.ok) {
      requestsByResponse.set(response, request);
      const text = await response.clone().text();
      if (!parseErrorEnvelope(text)) {
        throw errorFromResponse(response, text.replaceAll(token, "[redacted]"));
      }
    }
    return response;
  };

  // The request the call being started built (openapi-fetch builds it before its first await):
  // a failure after it reached clientFetch that is not ours (a reset, or your abort, while
  // openapi-fetch reads the body) becomes our typed error for that request.
  let built: Outgoing | undefined;
  // Set once a call's request may be seen by more than these layers: middleware (client.use, or
  // per call) or a per-call `fetch`. From then on every request is a real Request (only slower);
  // until then none is built (see `Request` below).
  let viaRequest: unknown = false;
  // The token lives only in openapi-fetch's closure: not on the client, the options or any error.
  const client = createClient<Paths>({
    baseUrl,
    fetch: clientFetch as FetchFn,
    // openapi-fetch builds each request through this. Until `viaRequest` it is the RequestInit
    // with the URL put on it (with a string body, or a FormData or Blob that fetch reads
    // afresh): global fetch builds a Request from whatever it gets, so the one openapi-fetch
    // would build first (and fetch would copy) is saved. After, it is a real Request: a Proxy, not a subclass, so
    // that one a middleware returns still passes openapi-fetch's instanceof.
    Request: new Proxy(Request, {
      // The init is openapi-fetch's own, fresh for each call, so it takes the URL itself: a copy
      // by spread cost about 2 us a request on Node 20 (V8 11.3 spreads it on a slow path).
      construct: (target, [url, init]: [string, Outgoing & { url: string }]) => {
        init.url = url;
        built = viaRequest ? new target(url, init) : init;
        return built;
      },
    }),
    headers: {
      Authorization: `Bearer ${token}`,
      "User-Agent": userAgent,
      Accept: "application/json",
    },
  });
  type Method = (...args: unknown[]) => unknown;
  for (const name in client) {
    const call = (client as unknown as Record<string, Method>)[name] as Method;
    (client as unknown as Record<string, Method>)[name] = (...args) => {
      const operation = `${name} ${args[0]}`;
      const sunset = SUNSETS[operation];
      if (sunset) {
        // Once per process: the table is this module's, shared by every client.
        SUNSETS[operation] = "";
        (
          options.onDeprecation ??
          // Node.js's (and Deno's and Bun's) process; a browser has none, and stays silent.
          ((message) =>
            (
              globalThis as { process?: { emitWarning(...args: string[]): void } }
            ).process?.emitWarning(message, "DeprecationWarning"))
        )(`${operation}: sunset ${sunset}`);
      }
      const init = args.at(-1) as Record<string, unknown> | undefined;
      viaRequest ||= name === "use" || init?.fetch || init?.middleware;
      built = undefined;
      const result = call(...args) as Promise<unknown> | undefined;
      const request = built as Outgoing | undefined;
      // Only the HTTP methods answer with a promise (use() and eject() with undefined).
      return result?.catch((error: unknown) => {
        throw !request?.sent || error instanceof CloudError || error instanceof SyntaxError
          ? error
          : failureOf(request, error, 0, "while reading the body");
      });
    };
  }
  return {
    ...client,
    get rateLimit() {
      return rateLimitHeaders && readRateLimit(rateLimitHeaders);
    },
  };
}

function checkToken(untrimmed: unknown): string {
  const token = typeof untrimmed === "string" ? untrimmed.trim() : "";
  // A line break would let the token smuggle headers, and NUL, other control or non-ASCII
  // characters make the Headers API throw a TypeError that quotes the whole header. Real tokens
  // are printable ASCII; the message must not quote the token.
  if (!/^[!-~]+$/.test(token)) {
    fail(token ? "`token` must be printable ASCII without whitespace" : "a `token` is required");
  }
  return token;
}

function checkBaseUrl(baseUrl: string, allowInsecureHttp?: boolean): string {
  const url = URL.parse(baseUrl);
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
