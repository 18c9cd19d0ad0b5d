import type { SpecOperation } from "./openapi.js";

interface CompiledRoute {
  operation: SpecOperation;
  pattern: RegExp;
  /** Literal segments count: a literal match (`/servers/actions`) beats a parameter (`/servers/{id}`). */
  literalSegments: number;
}

/** Finds the spec operation of a concrete request (`GET /servers/42` -> `get_server`). */
export class OperationMatcher {
  readonly #routes: CompiledRoute[];

  constructor(operations: readonly SpecOperation[]) {
    this.#routes = operations
      .map((operation) => {
        const segments = operation.path.split("/").filter(Boolean);
        const pattern = segments
          .map((segment) =>
            /^\{[^}]+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("/");
        return {
          operation,
          pattern: new RegExp(`^/${pattern}/?$`),
          literalSegments: segments.filter((segment) => !segment.startsWith("{")).length,
        };
      })
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /** `path` is relative to the API base URL (`/servers/42`, not `/v1/servers/42`). */
  match(method: string, path: string): SpecOperation | undefined {
    const upper = method.toUpperCase();
    return this.#routes.find(
      (route) => route.operation.method === upper && route.pattern.test(path),
    )?.operation;
  }
}
