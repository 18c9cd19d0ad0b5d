import { appendRecord, type ExerciseRecord } from "./exercise-log.js";
import { listOperations } from "./openapi.js";
import { OperationMatcher } from "./operation-matcher.js";
import { ResponseValidator } from "./response-validator.js";

/**
 * Sees every response the suite receives: finds its operation in the bundle, records it for
 * coverage and checks it against the spec. Nonconformances are collected, not thrown, so the
 * client's own error handling stays untouched; `afterEach` (src/setup-checks.ts) fails the test.
 */
export class Exerciser {
  readonly #matcher = new OperationMatcher(listOperations());
  readonly #validator = new ResponseValidator();
  readonly #basePath: string;
  #nonconformances: string[] = [];

  constructor(
    baseUrl: string,
    private readonly target: string,
  ) {
    this.#basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  }

  /**
   * `strict`: an undocumented status is a nonconformance (client calls). Hand-made negative
   * requests pass `strict: false`: they assert their status themselves, and only a documented
   * status has a schema to check. `checkBody: false` only records the request: for a known
   * deviation of the target that the test names where it passes it.
   */
  observe(
    method: string,
    url: string,
    status: number,
    body: string,
    headers: Headers,
    via: ExerciseRecord["via"],
    checkBody = true,
  ): string | undefined {
    const pathname = new URL(url).pathname;
    const path = pathname.startsWith(this.#basePath)
      ? pathname.slice(this.#basePath.length) || "/"
      : pathname;
    const operation = this.#matcher.match(method, path);
    appendRecord(this.target, { operationId: operation?.operationId, method, path, status, via });
    if (!operation || !checkBody) return undefined;
    const problem = this.#validator.check(operation.operationId, status, body, headers);
    const undocumented = problem?.includes("a status the spec does not document") ?? false;
    if (problem && (via === "client" || !undocumented)) this.#nonconformances.push(problem);
    return problem;
  }

  /** Nonconformances since the last call. */
  drain(): string[] {
    const drained = this.#nonconformances;
    this.#nonconformances = [];
    return drained;
  }
}
