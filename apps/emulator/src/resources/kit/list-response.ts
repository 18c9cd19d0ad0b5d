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

import type { StoredRecord } from "../../store/store.js";
import { INDEX } from "./index-names.js";
import { labelSelectorOrError, matchesLabels } from "./label-selector.js";
import { linkHeader, type Pagination, paginate, paginationOf } from "./pagination.js";
import { type FieldReader, ownField, parseSort, sortItems } from "./sort.js";

/**
 * A list over a store collection that may have a list index (store/list-index.ts): the store
 * then answers the page and the count; without one (or switched off), the project's records are
 * filtered and sorted here, with the same result.
 */
export interface IndexedList {
  collection: string;
  /** The endpoint's filters by exact value: field → the query's repeated values, if given. */
  filters?: Readonly<Record<string, unknown>>;
}

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
  source: readonly T[] | IndexedList,
  options: ListOptions<T, V>,
): {
  status: 200;
  body: { [P in K]: V[] } & { meta: { pagination: Pagination } };
  headers: Record<string, string>;
} {
  const query = context.query;
  const read = options.read ?? ownField;
  const requirements =
    typeof query.label_selector === "string"
      ? labelSelectorOrError(query.label_selector)
      : undefined;
  const sortValues = Array.isArray(query.sort) ? query.sort.map(String) : [];
  const keys = parseSort(sortValues, context.operation.sortFields ?? ["id"]);
  const page = typeof query.page === "number" ? query.page : 1;
  const perPage = typeof query.per_page === "number" ? query.per_page : 25;
  let result: { items: T[]; pagination: Pagination } | undefined;
  let all: readonly T[];
  if (Array.isArray(source)) all = source as readonly T[];
  else {
    const indexed = source as IndexedList;
    const filters = Object.entries(indexed.filters ?? {}).flatMap(([field, values]) =>
      Array.isArray(values) && values.length > 0 ? [{ field, values }] : [],
    );
    const store = context.services.store;
    if (typeof query.name === "string") {
      // Names are unique in a project: the name index finds the one record, if any.
      all = store.lookup<StoredRecord & T>(
        indexed.collection,
        INDEX.name,
        context.project,
        query.name,
      );
    } else {
      const found = store.listPage<StoredRecord & T>(indexed.collection, context.project, {
        labels: requirements ?? [],
        filters,
        sort: keys,
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      if (found)
        result = { items: found.records, pagination: paginationOf(page, perPage, found.total) };
      all = found ? [] : store.listOwned<StoredRecord & T>(indexed.collection, context.project);
    }
    for (const filter of filters) {
      all = filterByValues(all, filter.values, (item) => read(item, filter.field));
    }
  }
  if (!result) {
    let items = all;
    if (typeof query.name === "string") {
      const name = query.name;
      items = items.filter((item) => read(item, "name") === name);
    }
    if (requirements)
      items = items.filter((item) => matchesLabels(item.labels ?? {}, requirements));
    // Only the items up to the end of the requested page need to be put in order.
    const ordered = sortItems(items, keys, read, page * perPage);
    result = paginate(ordered, page, perPage, items.length);
  }
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

/** The query parameters each operation declares (a property of the operation, not a request). */
const queryParametersOf = new WeakMap<AnyRequest["operation"], ReadonlySet<string>>();

/** The query parameters the operation declares. */
function queryParameterNames(context: AnyRequest): ReadonlySet<string> {
  let names = queryParametersOf.get(context.operation);
  if (!names) {
    names = new Set(
      context.operation.parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => parameter.name),
    );
    queryParametersOf.set(context.operation, names);
  }
  return names;
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
