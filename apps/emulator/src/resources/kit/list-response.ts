import type { AnyRequest } from "./operation.js";

/** The query parameters every list operation shares (each declares the ones it supports). */
export interface ListQuery {
  name?: string;
  label_selector?: string;
  sort?: readonly string[];
  page?: number;
  per_page?: number;
}

/** A request of a list operation. */
export type ListRequest = AnyRequest & { query: ListQuery };

import { labelSelectorOrError, matchesLabels } from "./label-selector.js";
import { linkHeader, type Pagination, paginate } from "./pagination.js";
import { type FieldReader, ownField, parseSort, sortItems } from "./sort.js";

interface Listable {
  id: number;
  labels?: Record<string, string>;
}

export interface ListOptions<T, V> {
  /** Builds the API object of one record; called only for the records of the page. */
  view: (item: T) => V;
  /** How `name` and the sort keys are read from a record (default: its own properties). */
  read?: FieldReader<T>;
}

/**
 * The common part of every list endpoint, on stored records: `name` (exact), `label_selector`,
 * `sort`, `page`/`per_page`, `meta.pagination` and the `Link` header. Endpoint-specific filters
 * are applied by the caller before. Views are built for the page only, so a request costs one
 * pass over the records plus the sort, whatever the views cost.
 */
export function listResponse<T extends Listable, V, K extends string>(
  context: ListRequest,
  key: K,
  all: readonly T[],
  options: ListOptions<T, V>,
): {
  status: 200;
  body: { [P in K]: V[] } & { meta: { pagination: Pagination } };
  headers: Record<string, string>;
} {
  const query = context.query;
  const read = options.read ?? ownField;
  let items = all;
  if (typeof query.name === "string") {
    const name = query.name;
    items = items.filter((item) => read(item, "name") === name);
  }
  if (typeof query.label_selector === "string") {
    const requirements = labelSelectorOrError(query.label_selector);
    items = items.filter((item) => matchesLabels(item.labels ?? {}, requirements));
  }
  const sortValues = Array.isArray(query.sort) ? query.sort.map(String) : [];
  const keys = parseSort(sortValues, context.operation.sortFields ?? ["id"]);
  const page = typeof query.page === "number" ? query.page : 1;
  const perPage = typeof query.per_page === "number" ? query.per_page : 25;
  // Only the items up to the end of the requested page need to be put in order.
  const ordered = sortItems(items, keys, read, page * perPage);
  const result = paginate(ordered, page, perPage, items.length);
  const link = linkHeader(
    context.absoluteUrl,
    context.rawQuery,
    result.pagination,
    queryParameterNames(context),
  );
  return {
    status: 200,
    body: {
      [key]: result.items.map((item) => options.view(item)),
      meta: { pagination: result.pagination },
    } as {
      [P in K]: V[];
    } & { meta: { pagination: Pagination } },
    headers: link === undefined ? {} : { Link: link },
  };
}

/** The query parameters the operation declares. */
function queryParameterNames(context: AnyRequest): ReadonlySet<string> {
  return new Set(
    context.operation.parameters
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => parameter.name),
  );
}

/** Keeps the items whose `field` is one of the query's repeated `values`, if given. */
export function filterByValues<T>(
  items: readonly T[],
  values: unknown,
  read: (item: T) => unknown,
): readonly T[] {
  if (!Array.isArray(values) || values.length === 0) return items;
  return items.filter((item) => values.includes(read(item)));
}

/** The identity view, for lists whose records already are API objects (the catalog). */
export function asIs<T>(item: T): T {
  return item;
}
