// Small helpers shared by the house rules for walking OpenAPI nodes.

// The keys of an OpenAPI path item that hold operations.
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Yields `[method, operation]` for every operation of a (resolved) path item. */
export function* operationsOf(pathItem) {
  for (const method of HTTP_METHODS) {
    const operation = pathItem?.[method];
    if (operation && typeof operation === "object") yield [method, operation];
  }
}

/**
 * Follows a `$ref` (if any) through Redocly's resolver. `from` is the file the raw node
 * was read from (refs are relative to it); the result carries the file of the resolved
 * node, so the caller can resolve the next hop from there. Undefined for missing nodes.
 */
export function resolveFrom(ctx, raw, from) {
  if (raw === null || typeof raw !== "object") return undefined;
  if (typeof raw.$ref !== "string") return { node: raw, from };
  const resolved = ctx.resolve(raw, from);
  if (resolved.node === undefined || resolved.node === null) return undefined;
  return { node: resolved.node, from: resolved.location?.source.absoluteRef ?? from };
}
