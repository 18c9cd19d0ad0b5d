// Finds the operation of a concrete request (`GET /servers/42` -> `get_server`) from path
// templates, the way a router of the document would: a literal segment beats a parameter
// (`/servers/actions` is not server "actions"). A path's last parameter may be named greedy: it
// then takes the rest of the path, slashes included, as the emulator's router lets a mount say
// (the console API's `/projects/{id}/api/{path}` pass-through). Types: operation-matcher.d.mts.

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** @template {{ method: string, path: string }} T */
export class OperationMatcher {
  /** @type {Array<{ operation: T, method: string, pattern: RegExp, literalSegments: number }>} */
  #routes;

  /**
   * @param {readonly T[]} operations
   * @param {{ greedyParameters?: readonly string[] }} [options]
   */
  constructor(operations, options = {}) {
    const greedy = new Set(options.greedyParameters ?? []);
    this.#routes = operations
      .map((operation) => {
        const segments = operation.path.split("/").filter(Boolean);
        const pattern = segments
          .map((segment, index) => {
            const parameter = /^\{([^}]+)\}$/.exec(segment)?.[1];
            if (parameter === undefined) return escapeRegExp(segment);
            return index === segments.length - 1 && greedy.has(parameter) ? ".+" : "[^/]+";
          })
          .join("/");
        return {
          operation,
          method: operation.method.toUpperCase(),
          pattern: new RegExp(`^/${pattern}/?$`),
          literalSegments: segments.filter((segment) => !segment.startsWith("{")).length,
        };
      })
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /**
   * The operation `method` and `path` (relative to the API's base URL: `/servers/42`, not
   * `/v1/servers/42`) hit, or undefined. The method's case does not matter.
   * @param {string} method @param {string} path
   */
  match(method, path) {
    const upper = method.toUpperCase();
    return this.#routes.find((route) => route.method === upper && route.pattern.test(path))
      ?.operation;
  }
}
