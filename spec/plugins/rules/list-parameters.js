// List operations take the real API's list parameters. A list operation is a GET whose
// 200 JSON body has a `meta` object (the pagination envelope) next to a plural array.
// Every one needs `page` and `per_page`; `sort` unless the path is listed in
// `withoutSort` (the real API has no sort there); `label_selector` whenever the listed
// items carry `labels` (the real API filters every labelled resource by label).
import { operationsOf, resolveFrom } from "./openapi-nodes.js";

export default function ListParameters(opts = {}) {
  const withoutSort = new Set(opts.withoutSort ?? []);
  return {
    PathItem: {
      enter(pathItem, ctx) {
        const path = String(ctx.key);
        const file = ctx.location.source.absoluteRef;
        const pathParameters = queryParameterNames(ctx, pathItem.parameters, file);
        for (const [method, operation] of operationsOf(pathItem)) {
          if (method !== "get") continue;
          const items = listedItemSchema(ctx, operation, file);
          if (!items) continue;
          const names = new Set([
            ...pathParameters,
            ...queryParameterNames(ctx, operation.parameters, file),
          ]);
          const required = ["page", "per_page"];
          if (!withoutSort.has(path)) required.push("sort");
          if (items.properties && "labels" in items.properties) required.push("label_selector");
          const missing = required.filter((name) => !names.has(name));
          if (missing.length > 0) {
            ctx.report({
              message: `List operation GET ${path} lacks the query parameter(s) ${missing
                .map((name) => `\`${name}\``)
                .join(", ")}.`,
              location: ctx.location.child([method]).key(),
            });
          }
        }
      },
    },
  };
}

function queryParameterNames(ctx, parameters, file) {
  const names = [];
  for (const raw of Array.isArray(parameters) ? parameters : []) {
    const parameter = resolveFrom(ctx, raw, file)?.node;
    if (parameter?.in === "query" && typeof parameter.name === "string") {
      names.push(parameter.name);
    }
  }
  return names;
}

/** The item schema of a paginated list response, or undefined when it is not a list. */
function listedItemSchema(ctx, operation, file) {
  const ok = resolveFrom(ctx, operation.responses?.["200"], file);
  const media = ok?.node.content?.["application/json"];
  const body = resolveFrom(ctx, media?.schema, ok?.from);
  const properties = body?.node.properties;
  if (!properties || !("meta" in properties)) return undefined;
  for (const [name, raw] of Object.entries(properties)) {
    if (name === "meta") continue;
    const property = resolveFrom(ctx, raw, body.from);
    if (property?.node.type === "array") {
      return resolveFrom(ctx, property.node.items, property.from)?.node ?? {};
    }
  }
  return undefined;
}
