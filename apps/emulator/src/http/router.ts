// The pipeline's router, built from an OpenAPI document's paths (`/servers/{id}/actions/{action_id}`)
// as a tree of path segments, literal segments before parameters (`/servers/actions` is not
// server "actions"). A path's last parameter may be declared greedy: it then takes the rest of the
// path, slashes included (the console API's `/projects/{id}/api/{path}` pass-through).
import { ApiError } from "./api-error.js";

interface RouteNode<T> {
  literals: Map<string, RouteNode<T>>;
  parameter: { name: string; node: RouteNode<T>; greedy: boolean } | undefined;
  byMethod: Map<string, T>;
}

function emptyNode<T>(): RouteNode<T> {
  return { literals: new Map(), parameter: undefined, byMethod: new Map() };
}

export type RouteLookup<T> =
  | { found: true; value: T; params: Record<string, string> }
  | { found: false; pathExists: boolean };

export class PathRouter<T> {
  private readonly root: RouteNode<T> = emptyNode();

  /**
   * `greedyParameters`: parameter names that, as the last segment of a path, take the rest of
   * the path.
   */
  constructor(
    private readonly maxParamLength: number,
    private readonly greedyParameters: readonly string[] = [],
  ) {}

  /** `method` in upper case; `path` as the spec writes it, below the API prefix. */
  add(method: string, path: string, value: T): void {
    let node = this.root;
    const segments = path.split("/").slice(1);
    for (const [index, segment] of segments.entries()) {
      const parameter = /^\{([^}]+)\}$/.exec(segment);
      if (parameter) {
        const name = parameter[1] as string;
        if (node.parameter && node.parameter.name !== name) {
          throw new Error(`router: {${node.parameter.name}} and {${name}} at the same place`);
        }
        const greedy = index === segments.length - 1 && this.greedyParameters.includes(name);
        node.parameter ??= { name, node: emptyNode(), greedy };
        node = node.parameter.node;
      } else {
        let next = node.literals.get(segment);
        if (!next) {
          next = emptyNode();
          node.literals.set(segment, next);
        }
        node = next;
      }
    }
    if (node.byMethod.has(method)) throw new Error(`router: ${method} ${path} added twice`);
    node.byMethod.set(method, value);
  }

  /**
   * Finds the operation of a raw path below the prefix (`/servers/42`, still percent-encoded).
   * Throws the API's errors for a parameter over the length limit (414) and for broken
   * percent-encoding (400), whatever the method.
   */
  lookup(method: string, rawPath: string): RouteLookup<T> {
    const segments = rawPath.split("/");
    let node: RouteNode<T> | undefined = this.root;
    const params: Record<string, string> = {};
    for (let index = 1; index < segments.length && node; index += 1) {
      const raw = segments[index] as string;
      const literal: RouteNode<T> | undefined = node.literals.get(raw);
      if (literal) {
        node = literal;
        continue;
      }
      const parameter: RouteNode<T>["parameter"] = node.parameter;
      if (!parameter || raw === "") {
        node = undefined;
        break;
      }
      if (raw.length > this.maxParamLength) {
        throw new ApiError(
          414,
          "invalid_input",
          `a path parameter is longer than ${this.maxParamLength} characters`,
        );
      }
      if (parameter.greedy) {
        const rest = segments.slice(index);
        params[parameter.name] = rest.map(decodeSegment).join("/");
        node = parameter.node;
        break;
      }
      params[parameter.name] = decodeSegment(raw);
      node = parameter.node;
    }
    if (!node || node.byMethod.size === 0) return { found: false, pathExists: false };
    const value = node.byMethod.get(method === "HEAD" ? "GET" : method);
    if (value === undefined) return { found: false, pathExists: true };
    return { found: true, value, params };
  }
}

function decodeSegment(raw: string): string {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, "invalid_input", "the path is not valid percent-encoding");
  }
}
