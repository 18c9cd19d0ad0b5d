// The few OpenAPI shapes the comparison needs, and the walk over a bundled document:
// operations keyed by method and path, and internal `$ref` resolution.

export type JsonObject = { [key: string]: unknown };

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, JsonObject>;
  components?: JsonObject;
  security?: unknown[];
}

export const HTTP_METHODS = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationEntry {
  /** `POST /servers`: how reports name the operation. */
  label: string;
  method: HttpMethod;
  path: string;
  pathItem: JsonObject;
  operation: JsonObject;
  /** JSON pointer of the operation object in its document. */
  pointer: string;
}

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string | number): string {
  const text = String(segment);
  if (!text.includes("~") && !text.includes("/")) return text;
  return text.replaceAll("~", "~0").replaceAll("/", "~1");
}

export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((segment) => `/${escapePointerSegment(segment)}`).join("");
}

/**
 * The route an operation serves, independent of how its path parameters are named:
 * `/servers/{id}` and `/servers/{server_id}` are the same route for a client.
 */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}")}`;
}

/** Every operation of the document, keyed by `routeKey`. */
export function operationsOf(doc: OpenApiDocument): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const pathItem = resolve(doc, rawItem);
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      operations.set(routeKey(method, path), {
        label: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathItem,
        operation,
        pointer: childPointer("/paths", path, method),
      });
    }
  }
  return operations;
}

/** Resolved `$ref` targets per document: comparisons resolve the same few hundred refs often. */
const targets = new WeakMap<OpenApiDocument, Map<string, unknown>>();

/** The target of an internal `$ref` (`#/components/...`), following chains; else the node. */
export function resolve(doc: OpenApiDocument, node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref !== "string") return node;
  let cache = targets.get(doc);
  if (!cache) {
    cache = new Map();
    targets.set(doc, cache);
  }
  const ref = node.$ref;
  if (cache.has(ref)) return cache.get(ref);
  let current: unknown = node;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === "string") {
    const next = current.$ref;
    if (seen.has(next) || !next.startsWith("#")) break;
    seen.add(next);
    current = lookup(doc, next.slice(1));
  }
  // An unresolvable chain resolves to the node that holds the last `$ref`.
  cache.set(ref, current);
  return current;
}

function lookup(doc: OpenApiDocument, pointer: string): unknown {
  let current: unknown = doc;
  for (const raw of pointer.split("/").slice(1)) {
    const segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
