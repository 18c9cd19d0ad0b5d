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
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: {
      page,
      per_page: perPage,
      previous_page: page > 1 ? Math.min(page - 1, lastPage) : null,
      next_page: page < lastPage ? page + 1 : null,
      last_page: lastPage,
      total_entries: total,
    },
  };
}

/** RFC 8288 `Link` with absolute URLs for `prev`, `next` and `last` (only those that exist). */
export function linkHeader(
  baseUrl: string,
  query: URLSearchParams,
  pagination: Pagination,
): string {
  const link = (page: number, rel: string) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    params.set("per_page", String(pagination.per_page));
    return `<${baseUrl}?${params.toString()}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (pagination.previous_page !== null) parts.push(link(pagination.previous_page, "prev"));
  if (pagination.next_page !== null) parts.push(link(pagination.next_page, "next"));
  parts.push(link(pagination.last_page, "last"));
  return parts.join(", ");
}
