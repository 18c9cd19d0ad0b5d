import type { SpecDocumentId } from "@cloud-api/spec/documents";
import { OperationMatcher } from "@cloud-api/spec/operation-matcher";
import { loadSpecDocument } from "@cloud-api/spec/reader";
import { ResponseValidator } from "@cloud-api/spec/response-validator";
import { appendRecord, type ExerciseRecord } from "./exercise-log.js";
import { listOperations, type SpecOperation } from "./openapi.js";

interface ApiRoutes {
  /** `http://127.0.0.1:4011/v1`: a request under it belongs to this API. */
  prefix: string;
  basePath: string;
  matcher: OperationMatcher<SpecOperation>;
  validator: ResponseValidator;
}

/**
 * Sees every response the suite receives: finds its operation in the bundle of the API it was
 * sent to (each API has its own base URL), records it for coverage and checks it against that
 * spec. Nonconformances are collected, not thrown, so the client's own error handling stays
 * untouched; `afterEach` (src/setup-checks.ts) fails the test.
 */
export class Exerciser {
  readonly #apis: ApiRoutes[];
  #nonconformances: string[] = [];

  /** `apis`: the documents the target serves and their base URLs; the first is the default. */
  constructor(
    apis: readonly { document: { id: SpecDocumentId }; baseUrl: string }[],
    private readonly target: string,
  ) {
    this.#apis = apis.map(({ document, baseUrl }) => {
      const url = new URL(baseUrl);
      const basePath = url.pathname.replace(/\/+$/, "");
      const bundle = loadSpecDocument(document.id);
      return {
        prefix: `${url.origin}${basePath}`,
        basePath,
        matcher: new OperationMatcher(listOperations(bundle)),
        validator: new ResponseValidator(bundle),
      };
    });
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
    const parsed = new URL(url);
    // The API whose base URL the request went to; outside all of them (unknown-path checks),
    // the first API's routes, which then match nothing.
    const api =
      this.#apis.find((candidate) =>
        `${parsed.origin}${parsed.pathname}`.startsWith(candidate.prefix),
      ) ?? this.#apis[0];
    if (!api) throw new Error("the exerciser knows no API");
    const pathname = parsed.pathname;
    const path = pathname.startsWith(api.basePath)
      ? pathname.slice(api.basePath.length) || "/"
      : pathname;
    const operation = api.matcher.match(method, path);
    appendRecord(this.target, { operationId: operation?.operationId, method, path, status, via });
    if (!operation || !checkBody) return undefined;
    const problem = api.validator.check(operation.operationId, status, body, headers);
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
