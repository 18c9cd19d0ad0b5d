import createClient, { type Client, type Middleware } from "openapi-fetch";
import { CloudResponseFormatError, parseErrorEnvelope, rememberRequest } from "./errors.js";
import { describeRequest, type FetchFn } from "./fetch-types.js";
import type { paths } from "./generated/schema.js";
import { type RateLimitState, readRateLimit } from "./rate-limit.js";
import { type RetryOptions, withRetries } from "./retry.js";
import { withTimeout } from "./timeout.js";
import { CLIENT_VERSION } from "./version.js";

export const DEFAULT_BASE_URL = "https://api.hetzner.cloud/v1";

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
  if (!(timeoutMs > 0)) {
    throw new TypeError(`createCloudClient: timeoutMs must be a positive number, got ${timeoutMs}`);
  }
  const userAgent = `${options.userAgent ? `${options.userAgent} ` : ""}cloud-api-client/${CLIENT_VERSION}`;

  let rateLimit: RateLimitState | undefined;
  const baseFetch: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  // Tracks every attempt, so a retried 429 is visible too.
  const trackingFetch: FetchFn = async (request) => {
    const response = await baseFetch(request);
    rateLimit = readRateLimit(response.headers) ?? rateLimit;
    return response;
  };
  const attemptFetch = withTimeout(trackingFetch, timeoutMs);
  const fetch = options.retry === false ? attemptFetch : withRetries(attemptFetch, options.retry);

  const client = createClient<Paths>({ baseUrl, fetch });
  // The token lives only in this closure: not on the client, the options or any error.
  const headersMiddleware: Middleware = {
    onRequest({ request }) {
      request.headers.set("Authorization", `Bearer ${token}`);
      request.headers.set("User-Agent", userAgent);
      request.headers.set("Accept", "application/json");
    },
  };
  client.use(headersMiddleware, errorBodyMiddleware);
  return Object.defineProperty(client, "rateLimit", {
    get: () => rateLimit,
    enumerable: true,
  }) as CloudClient<Paths>;
}

// Names the request of each response for later errors, and turns an error body that is not the
// JSON envelope into its own error, so `error` in `{ data, error }` is always the envelope.
const errorBodyMiddleware: Middleware = {
  async onResponse({ request, response }) {
    const description = describeRequest(request);
    rememberRequest(response, description);
    if (response.ok) return;
    const text = await response.clone().text();
    if (parseErrorEnvelope(text)) return;
    throw new CloudResponseFormatError(
      description.method,
      description.path,
      response.status,
      response.headers.get("Content-Type"),
      text.slice(0, 200),
      response.headers.get("X-Correlation-Id"),
    );
  },
};

function checkToken(token: unknown): string {
  if (typeof token !== "string" || token.trim() === "") {
    throw new TypeError(
      "createCloudClient: `token` is required (an API token of the project, e.g. from process.env.CLOUD_API_TOKEN)",
    );
  }
  // A line break would let the token smuggle headers; the message must not quote it.
  if (/[\s]/.test(token.trim())) {
    throw new TypeError("createCloudClient: `token` must not contain whitespace or line breaks");
  }
  return token.trim();
}

const LOOPBACK_HOSTS = new Set(["localhost", "[::1]"]);

function checkBaseUrl(baseUrl: string, allowInsecureHttp = false): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`createCloudClient: baseUrl ${JSON.stringify(baseUrl)} is not a URL`);
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol === "http:" && !loopback && !allowInsecureHttp) {
    throw new TypeError(
      `createCloudClient: baseUrl ${url.origin} uses plain http, which would send the token unencrypted; use https, a loopback address, or set allowInsecureHttp: true`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`createCloudClient: baseUrl must be http(s), got ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new TypeError("createCloudClient: baseUrl must not contain credentials");
  }
  return baseUrl;
}
