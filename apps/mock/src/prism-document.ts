/**
 * Prism ignores the path of `servers[].url` (its FAQ: base paths are not supported), so a spec
 * whose server is `{base_url}/v1` would be served at `/locations` instead of `/v1/locations`.
 * We hand Prism a copy of the bundle whose path keys carry that base path, so clients use the
 * same base URL (`http://127.0.0.1:PORT/v1`) against the mock as against the real API.
 */

export interface OpenApiServer {
  url: string;
  variables?: Record<string, { default: string }>;
}

export interface OpenApiDocumentLike {
  servers?: OpenApiServer[];
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The path part of the first server URL, with its variables at their defaults (`/v1`), or "". */
export function serverBasePath(document: OpenApiDocumentLike): string {
  const server = document.servers?.[0];
  if (!server) return "";
  const url = server.url.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const variable = server.variables?.[name];
    if (!variable) {
      throw new Error(`servers[0].url uses {${name}} but servers[0].variables.${name} is missing`);
    }
    return variable.default;
  });
  // A relative server URL ("/v1") is allowed by OpenAPI; resolve it against a dummy origin.
  const pathname = new URL(url, "http://placeholder.invalid").pathname;
  return pathname === "/" ? "" : pathname.replace(/\/+$/, "");
}

/** A copy of the document whose paths include the server base path and whose server is `origin`. */
export function documentForPrism(
  document: OpenApiDocumentLike,
  origin: string,
): OpenApiDocumentLike {
  const basePath = serverBasePath(document);
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    paths[`${basePath}${path}`] = item;
  }
  return { ...document, servers: [{ url: origin }], paths };
}
