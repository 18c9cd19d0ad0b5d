import type { RequestContext } from "../http/operation-handler.js";
import { labelSelectorOrError, matchesLabels } from "./label-selector.js";
import { linkHeader, paginate } from "./pagination.js";
import { parseSort, sortItems } from "./sort.js";

interface Listable {
  id: number;
  name?: string | null;
  labels?: Record<string, string>;
}

/**
 * The common part of every list endpoint: `name` (exact), `label_selector`, `sort`,
 * `page`/`per_page`, `meta.pagination` and the `Link` header. Endpoint-specific filters are
 * applied by the caller before.
 */
export function listResponse<T extends Listable, K extends string>(
  context: RequestContext,
  key: K,
  all: T[],
): {
  status: 200;
  body: { [P in K]: T[] } & { meta: { pagination: ReturnType<typeof paginate>["pagination"] } };
  headers: Record<string, string>;
} {
  const query = context.query;
  let items = all;
  if (typeof query.name === "string") {
    const name = query.name;
    items = items.filter((item) => item.name === name);
  }
  if (typeof query.label_selector === "string") {
    const requirements = labelSelectorOrError(query.label_selector);
    items = items.filter((item) => matchesLabels(item.labels ?? {}, requirements));
  }
  const sortValues = Array.isArray(query.sort) ? query.sort.map(String) : [];
  const keys = parseSort(sortValues, context.operation.sortFields ?? ["id"]);
  items = sortItems(items, keys);
  const page = typeof query.page === "number" ? query.page : 1;
  const perPage = typeof query.per_page === "number" ? query.per_page : 25;
  const result = paginate(items, page, perPage);
  return {
    status: 200,
    body: { [key]: result.items, meta: { pagination: result.pagination } } as {
      [P in K]: T[];
    } & { meta: { pagination: typeof result.pagination } },
    headers: { Link: linkHeader(context.absoluteUrl, context.rawQuery, result.pagination) },
  };
}

/** Keeps the items whose `field` is one of the query's repeated `values`, if given. */
export function filterByValues<T>(items: T[], values: unknown, read: (item: T) => unknown): T[] {
  if (!Array.isArray(values) || values.length === 0) return items;
  return items.filter((item) => values.includes(read(item)));
}
