// The public API's 404 for a path that is no operation, in words that point at the fix. Opening
// the printed base URL (`…/v1`) as it is, or a base URL without `/v1`, is the first thing a new
// user does; the answer stays the API's `not_found` envelope, so a client sees what the real API
// would send, and the message says what was meant.
import { ApiError } from "../../http/api-error.js";

/** The collections the document's paths start with (`/servers`, `/volumes`, ...), sorted. */
export function collectionsOf(paths: Iterable<string>): string[] {
  const first = new Set<string>();
  for (const path of paths) {
    const segment = path.split("/")[1];
    if (segment && !segment.startsWith("{")) first.add(`/${segment}`);
  }
  return [...first].sort();
}

/**
 * `prefix` alone (or with a trailing `/`) is the base URL: say so and list the paths. A path
 * outside `prefix` says that every path starts with it, with the path it probably meant.
 */
export function unknownPathError(
  path: string,
  prefix: string,
  collections: string[],
  example = "/servers",
): ApiError {
  if (path === prefix || path === `${prefix}/`) {
    return new ApiError(
      404,
      "not_found",
      `${prefix} is the API's base URL, not an endpoint: add a resource path, e.g. GET ${prefix}${example} with 'Authorization: Bearer <token>'. Paths: ${collections.map((collection) => `${prefix}${collection}`).join(", ")}`,
    );
  }
  if (!path.startsWith(`${prefix}/`)) {
    const segment = `/${path.split("/")[1] ?? ""}`;
    const meant = collections.includes(segment) ? `${prefix}${path}` : `${prefix}${example}`;
    return new ApiError(
      404,
      "not_found",
      `no such endpoint: ${path}. The API's paths start with ${prefix} (e.g. ${meant}): end the base URL with ${prefix}`,
    );
  }
  return new ApiError(404, "not_found", `no such endpoint: ${path}`);
}
