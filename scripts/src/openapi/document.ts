// The comparison's view of a bundled document, read through @cloud-api/spec's reader:
// operations keyed by the route they serve, and `$ref` resolution cached per document (the
// gate resolves the same few hundred refs many times). Revisions of a document are compared as
// they are: a `$ref` that resolves to nothing is read leniently, never thrown.
import {
  HTTP_METHODS,
  type HttpMethod,
  isObject,
  type JsonObject,
  listOperations,
  resolve as resolveReference,
} from "@cloud-api/spec/reader";

export type { HttpMethod, JsonObject } from "@cloud-api/spec/reader";
export { childPointer, escapePointerSegment, HTTP_METHODS, isObject } from "@cloud-api/spec/reader";

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, JsonObject>;
  components?: JsonObject;
  security?: unknown[];
}

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

/**
 * The route an operation serves, independent of how its path parameters are named:
 * `/servers/{id}` and `/servers/{server_id}` are the same route for a client.
 */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}")}`;
}

/** Every operation of the document, keyed by `routeKey` (per path, methods in HTTP_METHODS order). */
export function operationsOf(doc: OpenApiDocument): Map<string, OperationEntry> {
  const entries = listOperations(doc);
  const pathOrder = new Map<string, number>();
  for (const entry of entries)
    if (!pathOrder.has(entry.path)) pathOrder.set(entry.path, pathOrder.size);
  const rank = (entry: { path: string; method: HttpMethod }) =>
    (pathOrder.get(entry.path) ?? 0) * HTTP_METHODS.length + HTTP_METHODS.indexOf(entry.method);
  // Paths in document order; within a path, methods in HTTP_METHODS order.
  entries.sort((a, b) => rank(a) - rank(b));
  const operations = new Map<string, OperationEntry>();
  for (const entry of entries) {
    operations.set(routeKey(entry.method, entry.path), {
      label: entry.label,
      method: entry.method,
      path: entry.path,
      pathItem: entry.pathItem,
      operation: entry.operation,
      // The gate's reports write pointers without the leading `#`.
      pointer: entry.pointer.slice(1),
    });
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
  const target = resolveReference(doc, node, { lenient: true });
  cache.set(ref, target);
  return target;
}
