import type { Client, MaybeOptionalInit } from "openapi-fetch";
import type { paths } from "./api-types.js";
import { CloudError, unwrap } from "./errors.js";

type JsonBody<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } }
  ? B
  : never;

/** Paths whose GET answers with `meta.pagination`: the list endpoints. */
export type ListPath<Paths = paths> = {
  [P in keyof Paths]: Paths[P] extends { get: infer Op }
    ? JsonBody<Op> extends { meta: { pagination: unknown } }
      ? P
      : never
    : never;
}[keyof Paths] &
  string;

/** The element type of a list endpoint (the array next to `meta`). */
export type ListItem<Paths, P extends keyof Paths> = Paths[P] extends { get: infer Op }
  ? {
      [K in keyof JsonBody<Op>]: K extends "meta"
        ? never
        : JsonBody<Op>[K] extends readonly (infer Item)[]
          ? Item
          : never;
    }[keyof JsonBody<Op>]
  : never;

/** The same options as `client.GET(path, init)`, e.g. `{ params: { query: { per_page: 50 } } }`. */
export type ListInit<Paths, P extends keyof Paths> = Paths[P] extends { get: unknown }
  ? MaybeOptionalInit<Paths[P], "get">
  : never;

interface PageBody {
  meta?: { pagination?: { page?: number; next_page?: number | null } };
  [key: string]: unknown;
}

/** `init` with `extra` added to its query; the rest of the query and of `init` is kept. */
export function withQuery(init: unknown, extra: object): Record<string, unknown> {
  const options = (init ?? {}) as { params?: { query?: object } };
  return {
    ...options,
    params: { ...options.params, query: { ...options.params?.query, ...extra } },
  };
}

/**
 * Every item of a list endpoint, page after page, following `meta.pagination.next_page`.
 * `for await (const server of paginate(client, "/servers")) ...`
 */
export async function* paginate<Paths extends {}, P extends ListPath<Paths>>(
  client: Client<Paths>,
  path: P,
  ...[init]: undefined extends ListInit<Paths, P>
    ? [init?: ListInit<Paths, P>]
    : [init: ListInit<Paths, P>]
): AsyncGenerator<ListItem<Paths, P>, void, undefined> {
  // One boundary cast: the typed overloads cannot be called with a generic path.
  const get = client.GET as unknown as (
    path: string,
    init: Record<string, unknown>,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  // The first request sends the caller's query as it is; `page` is added from the second on.
  for (let page: number | undefined; ; ) {
    const body = (await unwrap(get(path, withQuery(init, page ? { page } : {})))) as PageBody;
    const pagination = body.meta?.pagination;
    // The items are the one array beside `meta`.
    const [items, other] = Object.values(body).filter(Array.isArray);
    if (!items || other) {
      throw new CloudError(`GET ${path} is not a list`);
    }
    yield* items as ListItem<Paths, P>[];
    // A list without `meta` is not paginated (a Storage Box's subaccounts): it is one page.
    const next = pagination?.next_page;
    if (next === null || next === undefined) return;
    // A next_page that does not move forward would loop forever.
    if (next <= (pagination?.page ?? 0)) throw new CloudError(`GET ${path}: bad next_page ${next}`);
    page = next;
  }
}

/** All items of a list endpoint in one array (every page is fetched first). */
export async function collectAll<Paths extends {}, P extends ListPath<Paths>>(
  ...args: Parameters<typeof paginate<Paths, P>>
): Promise<ListItem<Paths, P>[]> {
  const items: ListItem<Paths, P>[] = [];
  for await (const item of paginate<Paths, P>(...args)) items.push(item);
  return items;
}
