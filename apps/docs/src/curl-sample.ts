// The curl code sample of one operation: method, URL with path and query values filled in
// (form style, arrays repeated as the spec's `explode: true` parameters expect), the bearer token
// from the environment, and the JSON body.

import type { HttpMethod } from "@cloud-api/spec/reader";
import type { ExampleRequest } from "./operation-example.js";
import { TOKEN_ENV } from "./typescript-sample.js";

export interface CurlSampleInput {
  method: HttpMethod;
  path: string;
  /** Base URL the path is relative to, e.g. `https://api.hetzner.cloud/v1`. */
  baseUrl: string;
  request: ExampleRequest;
}

export function curlSample({ method, path, baseUrl, request }: CurlSampleInput): string {
  const url = `${baseUrl.replace(/\/+$/, "")}${fillPath(path, request.pathParams)}${queryString(request.query)}`;
  const lines = [
    method === "get"
      ? `curl ${shellDoubleQuoted(url)}`
      : `curl -X ${method.toUpperCase()} ${shellDoubleQuoted(url)}`,
  ];
  lines.push(`  -H "Authorization: Bearer $${TOKEN_ENV}"`);
  if (request.body) {
    lines.push(`  -H ${shellDoubleQuoted(`Content-Type: ${request.body.contentType}`)}`);
    lines.push(`  -d ${shellSingleQuoted(jsonBody(request.body.value))}`);
  }
  return `${lines.join(" \\\n")}\n`;
}

/** Short bodies stay on the curl line; longer ones are pretty-printed to be readable. */
const INLINE_BODY_WIDTH = 72;

function jsonBody(value: unknown): string {
  const compact = JSON.stringify(value);
  return compact.length <= INLINE_BODY_WIDTH ? compact : JSON.stringify(value, null, 2);
}

function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`no value for path parameter {${name}} of ${path}`);
    return encodeURIComponent(scalarText(values[name]));
  });
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(scalarText(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

function scalarText(value: unknown): string {
  if (typeof value === "object" && value !== null) {
    throw new Error(
      `cannot put ${JSON.stringify(value)} into a URL: only scalars and arrays of scalars`,
    );
  }
  return String(value);
}

/** Percent-encoded URLs hold no `"`, `$`, `` ` `` or `\`, but quote defensively all the same. */
function shellDoubleQuoted(text: string): string {
  return `"${text.replace(/["$`\\]/g, "\\$&")}"`;
}

function shellSingleQuoted(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
