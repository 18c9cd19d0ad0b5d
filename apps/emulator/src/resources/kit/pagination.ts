export interface Pagination {
  page: number;
  per_page: number;
  previous_page: number | null;
  next_page: number | null;
  last_page: number;
  total_entries: number;
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 50;

/**
 * Cuts one page. The spec bounds `page >= 1` and `1 <= per_page <= 50` (outside → 422 from
 * request validation). A page past the end is not an error: it is empty, `next_page` is null
 * and `previous_page` points back to the last page that has entries. `items` may be only the
 * ordered prefix up to the end of the page when `total` gives the full count.
 */
export function paginate<T>(
  items: readonly T[],
  page = 1,
  perPage = DEFAULT_PER_PAGE,
  total = items.length,
): { items: T[]; pagination: Pagination } {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: paginationOf(page, perPage, total),
  };
}

/** `meta.pagination` of page `page` when `total` items match. */
export function paginationOf(page: number, perPage: number, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    page,
    per_page: perPage,
    previous_page: page > 1 ? Math.min(page - 1, lastPage) : null,
    next_page: page < lastPage ? page + 1 : null,
    last_page: lastPage,
    total_entries: total,
  };
}

/** Longest `Link` header the emulator sends, in characters. */
export const MAX_LINK_HEADER_LENGTH = 4096;

/**
 * RFC 8288 `Link` with absolute URLs for `prev`, `next` and `last` (only those that exist).
 * Each URL repeats the request's query, so the header is bounded: only the operation's own
 * parameters (`parameters`) are echoed, and when the relations together would pass
 * `MAX_LINK_HEADER_LENGTH` only `next` is sent, or no header at all when even `next` is too
 * long. A relation is never shortened by dropping a filter: that link would list other items.
 */
export function linkHeader(
  baseUrl: string,
  query: URLSearchParams,
  pagination: Pagination,
  parameters: ReadonlySet<string>,
): string | undefined {
  const params = new URLSearchParams();
  for (const [name, value] of query) {
    if (parameters.has(name)) params.append(name, value);
  }
  // One copy for every relation: `set` puts `page` and `per_page` where the first of each was (or
  // at the end), the same place in each link, so only their values differ.
  const link = (page: number, rel: string) => {
    params.set("page", String(page));
    params.set("per_page", String(pagination.per_page));
    return `<${baseUrl}?${params.toString()}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (pagination.previous_page !== null) parts.push(link(pagination.previous_page, "prev"));
  if (pagination.next_page !== null) parts.push(link(pagination.next_page, "next"));
  parts.push(link(pagination.last_page, "last"));
  const full = parts.join(", ");
  if (full.length <= MAX_LINK_HEADER_LENGTH) return full;
  const next = pagination.next_page === null ? undefined : link(pagination.next_page, "next");
  return next !== undefined && next.length <= MAX_LINK_HEADER_LENGTH ? next : undefined;
}
