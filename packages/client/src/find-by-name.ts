import type { Client } from "openapi-fetch";
import type { paths } from "./api-types.js";
import { CloudError } from "./errors.js";
import { type ListInit, type ListItem, paginate, withQuery } from "./pagination.js";

/**
 * List endpoints that filter by exact `name`: the resources you can look up by name. Paginated
 * or not (a Storage Box's subaccounts and snapshots come whole).
 */
export type NamedListPath<Paths = paths> = {
  [P in keyof Paths]: Paths[P] extends { get: { parameters: { query?: infer Query } } }
    ? "name" extends keyof NonNullable<Query>
      ? [ListItem<Paths, P>] extends [never]
        ? never
        : P
      : never
    : never;
}[keyof Paths] &
  string;

/** No resource, or more than one, has the name asked for. */
export class ResourceNotFoundError extends CloudError {
  override name = "ResourceNotFoundError";
  declare readonly path: string;
  declare readonly resourceName: string;
  /** How many resources have that name: 0, or 2 for "more than one". */
  declare readonly matches: number;
  constructor(path: string, resourceName: string, matches: number) {
    super(`GET ${path}: ${matches ? "more than one" : "no"} resource named ${resourceName}`);
    this.path = path;
    this.resourceName = resourceName;
    this.matches = matches;
  }
}

/**
 * The one resource of a list with this exact name, typed by the list; ResourceNotFoundError
 * when there is none (or more than one). `init` adds to the query, e.g. a label selector.
 * `const server = await getByName(client, "/servers", "web-1")`
 */
export async function getByName<Paths extends {}, P extends NamedListPath<Paths>>(
  client: Client<Paths>,
  path: P,
  name: string,
  init?: ListInit<Paths, P>,
): Promise<ListItem<Paths, P>> {
  const found: ListItem<Paths, P>[] = [];
  for await (const item of (paginate as (...args: unknown[]) => AsyncGenerator<ListItem<Paths, P>>)(
    client,
    path,
    withQuery(init, { name }),
  )) {
    // Two are enough to know the name is ambiguous: stop fetching.
    if (found.push(item) > 1) break;
  }
  if (found.length !== 1) throw new ResourceNotFoundError(path, name, found.length);
  return found[0] as ListItem<Paths, P>;
}
