/**
 * Prism ignores the path of `servers[].url` (its FAQ: base paths are not supported), so a spec
 * whose server is `{base_url}/v1` would be served at `/locations` instead of `/v1/locations`.
 * We hand Prism a copy of the bundle whose path keys carry that base path, so clients use the
 * same base URL (`http://127.0.0.1:PORT/v1`) against the mock as against the real API.
 */
import { defaultServerUrl, HTTP_METHODS } from "@cloud-api/spec/reader";

export interface OpenApiServer {
  url: string;
  variables?: Record<string, { default: string }>;
}

export interface OpenApiDocumentLike {
  servers?: OpenApiServer[];
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The path part of the first server URL, with its variables at their defaults (`/v1`; the
 * spec reader's `defaultServerUrl`), or "" without servers.
 */
export function serverBasePath(document: OpenApiDocumentLike): string {
  if (!document.servers?.[0]) return "";
  // A relative server URL ("/v1") is allowed by OpenAPI; resolve it against a dummy origin.
  const pathname = new URL(defaultServerUrl(document), "http://placeholder.invalid").pathname;
  return pathname === "/" ? "" : pathname.replace(/\/+$/, "");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An operation past its sunset (`deprecated` with an `x-sunset` day on or before `now`; spec
 * "Deprecations") keeps only its `410` response, so that Prism answers it with the documented
 * `deprecated_api_endpoint` example as the API does, instead of its old success example.
 */
function withSunsetsApplied(item: unknown, nowMs: number): unknown {
  if (!isRecord(item)) return item;
  const copy: Record<string, unknown> = { ...item };
  for (const method of HTTP_METHODS) {
    const operation = copy[method];
    if (!isRecord(operation) || operation.deprecated !== true) continue;
    const sunset = operation["x-sunset"];
    const responses = operation.responses;
    if (typeof sunset !== "string" || !isRecord(responses) || !("410" in responses)) continue;
    const sunsetMs = Date.parse(`${sunset.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(sunsetMs) || nowMs < sunsetMs) continue;
    copy[method] = { ...operation, responses: { "410": responses["410"] } };
  }
  return copy;
}

/** The collections the document's paths start with (`/servers`, `/volumes`, ...), sorted. */
function collectionsOf(paths: Iterable<string>): string[] {
  const first = new Set<string>();
  for (const path of paths) {
    const segment = path.split("/")[1];
    if (segment && !segment.startsWith("{")) first.add(`/${segment}`);
  }
  return [...first].sort();
}

/**
 * `GET <base path>`: the printed base URL opened as it is. Answered like the emulator does (a
 * `not_found` envelope saying it is the base URL and which paths exist), instead of Prism's own
 * "no path matched". Without a bearer check: with one, Prism would answer its lowest status, the
 * 401, even to a request with a token (it picks the lowest code when no 2xx is documented).
 */
function baseUrlItem(basePath: string, collections: string[]): unknown {
  // The Cloud API's servers, else the document's first collection (the Hetzner API has none).
  const sample = collections.includes("/servers") ? "/servers" : (collections[0] ?? "");
  const example = {
    error: {
      code: "not_found",
      message: `${basePath} is the API's base URL, not an endpoint: add a resource path, e.g. GET ${basePath}${sample} with 'Authorization: Bearer <token>'. Paths: ${collections.map((collection) => `${basePath}${collection}`).join(", ")}`,
      details: null,
    },
  };
  return {
    get: {
      operationId: "mock_base_url",
      summary: "The base URL itself (not an operation of the API)",
      security: [],
      responses: {
        "404": {
          description: "The base URL is not an endpoint",
          content: { "application/json": { example } },
        },
      },
    },
  };
}

/**
 * A copy of the document whose paths include the server base path and whose server is `origin`,
 * with the operations whose sunset is on or before `nowMs` answering only `410`, and the base
 * path itself answering a `404 not_found` that lists the paths.
 */
export function documentForPrism(
  document: OpenApiDocumentLike,
  origin: string,
  nowMs: number = Date.now(),
): OpenApiDocumentLike {
  const basePath = serverBasePath(document);
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    paths[`${basePath}${path}`] = withSunsetsApplied(item, nowMs);
  }
  if (basePath !== "" && !(basePath in paths)) {
    paths[basePath] = baseUrlItem(basePath, collectionsOf(Object.keys(document.paths ?? {})));
  }
  return { ...document, servers: [{ url: origin }], paths };
}
