// The one request pipeline of the emulator. Every OpenAPI document the emulator serves (the public
// API under /v1, the control API under /_emulator, the console API under /console-api) is a
// `Mount` of this pipeline: route from the document, admit, read and parse the body, validate with
// the document's validators, call the handler of the operation id from the mount's handler table,
// answer, or map the error to the envelope. The pipeline owns the handler table (typed per
// operation id from the document's generated types, checked complete against the document once,
// here) and the envelope; a mount supplies what differs as named hooks: `admit` (who is calling),
// `intercept` (between the body and validation), `context` (what its handlers receive besides
// their input), `run` (around the handler, e.g. a store transaction), `mapError` (its errors in
// the envelope) and `answered` (after every answer). Adding a document is writing the document,
// its handler table and these hooks (src/mounts/).
import { performance } from "node:perf_hooks";
import type { ValidateFunction } from "ajv";
import { parse as parseQuery } from "fast-querystring";
import type { ApiDocument } from "../spec/api-document.js";
import type { OperationSpec } from "../spec/operations.js";
import {
  fieldProblems,
  nonCanonicalIntegers,
  type OperationValidators,
} from "../spec/validators.js";
import { ApiError, type FieldProblem, invalidInput } from "./api-error.js";
import {
  type Exchange,
  HTTP_LIMITS,
  type InjectedRequest,
  type InjectedResponse,
  injectedExchange,
} from "./exchange.js";
import { serializeAnswer } from "./json-fragments.js";
import type { TypedInput } from "./operation-types.js";
import { PathRouter } from "./router.js";

/** What the pipeline learns of a request on its way. */
export interface PipelineRequest {
  readonly exchange: Exchange;
  readonly correlationId: string;
  /** The emulator clock's time when the request arrived. */
  readonly arrivedMs: number;
  readonly startedAt: number;
  /** The path without the query, prefix included. */
  readonly path: string;
  /** The query without its `?` ("" when none). */
  readonly rawQuery: string;
  /** Response headers so far: name, value, ... (lower-case names). */
  readonly headers: string[];
  operation: OperationSpec | undefined;
  pathParams: Record<string, string> | undefined;
  /** A path of the document that exists, with another method (405 rather than 404). */
  pathExists: boolean;
}

/** Path, query and body after validation (coerced by the document's validators). */
export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** What a handler answers. */
export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Answer = HandlerResult | Promise<HandlerResult>;

/**
 * A document's operations, as openapi-typescript generates them (`operations`): an object type
 * keyed by operation id.
 */
export type Operations = object;
/** The operation ids of a document. */
export type OperationIdOf<Ops extends Operations> = keyof Ops & string;

/** The handler of one operation: its validated input and the mount's context, in one object. */
export type OperationHandler<Operation, Context> = (
  request: TypedInput<Operation> & Context,
) => Answer;

/**
 * Every operation's handler, by operation id, typed from the document's generated types: a
 * missing handler fails the build.
 */
export type HandlerTable<Ops extends Operations, Context> = {
  [K in OperationIdOf<Ops>]: OperationHandler<Ops[K], Context>;
};

/** What a mount's `intercept` decides between the body and validation. */
export type Interception = { delayMs: number } | "drop" | undefined;

export interface Mount<Ops extends Operations, Admission, Context> {
  /** Where the document's paths start (`/v1`). */
  prefix: string;
  api: ApiDocument;
  /** Every operation's handler (the pipeline looks them up by the routed operation id). */
  handlers: HandlerTable<Ops, Context>;
  /** Only `application/json` bodies are read; any other media type is 415. */
  jsonBodiesOnly?: boolean;
  /** Path parameters that, last in a path, take the rest of it (see router.ts). */
  greedyParameters?: readonly string[];
  /**
   * Admission: who is calling (before the body is read, and before an unknown path is
   * reported): what the request is admitted as, or the error that refuses it.
   */
  admit(request: PipelineRequest): Admission | ApiError;
  /** Interception: between the body and validation (fault injection); may throw ApiError. */
  intercept?(request: PipelineRequest, admission: Admission): Interception;
  /**
   * What the handler receives: the validated `input` (the same object, which may be extended)
   * with the mount's context (the project, the clock, the session, ...).
   */
  context(
    input: ValidatedInput,
    admission: Admission,
    request: PipelineRequest,
  ): Context & ValidatedInput;
  /** Around the handler (the public API runs it in a store transaction); default: calls it. */
  run?(handler: () => Answer, context: Context): Answer;
  /**
   * The 404 for a path that is no operation of the document (after admission); without it,
   * `no such endpoint: <path>`. The public API's says what its base URL is and where paths start.
   */
  notFound?(path: string): ApiError;
  /**
   * Error mapping: errors of the emulator's parts in the envelope (an ApiError is answered as it
   * is; anything the hook does not map is a bug: 500, logged).
   */
  mapError?(error: unknown): ApiError | undefined;
  /** Answered: after every answer, and after a dropped connection (status 0). */
  answered?(
    request: PipelineRequest,
    admission: Admission | undefined,
    status: number,
    errorCode: string | null,
  ): void;
}

export interface PipelineOptions {
  /** The emulator's clock (milliseconds). */
  clock: () => number;
  /** The next `X-Correlation-Id` (one sequence for every mount). */
  nextCorrelationId: () => string;
}

const JSON_TYPE = "application/json; charset=utf-8";
/** A media type as RFC 9110 spells it (`type/subtype`, optional parameters). */
const MEDIA_TYPE = /^\s*[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+\s*(;.*)?$/s;
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;.*)?$/is;

function runValidator(
  validate: ValidateFunction | undefined,
  data: unknown,
  parameters = false,
): ReturnType<typeof fieldProblems> {
  if (!validate || validate(data)) return [];
  return fieldProblems(validate.errors, { parameters });
}

/** Checks path or query parameters; a non-canonical integer is reported once, in our words. */
function validateParameters(
  validate: ValidateFunction | undefined,
  integerNames: readonly string[],
  values: Record<string, unknown>,
): ReturnType<typeof fieldProblems> {
  const nonCanonical = nonCanonicalIntegers(integerNames, values);
  if (nonCanonical.length === 0) return runValidator(validate, values, true);
  const flagged = new Set(nonCanonical.map((problem) => problem.name));
  return [
    ...nonCanonical,
    ...runValidator(validate, values, true).filter((problem) => !flagged.has(problem.name)),
  ];
}

/** Problems of path, query and body (path and query are coerced in place). */
function inputProblems(
  check: OperationValidators,
  request: PipelineRequest,
  input: ValidatedInput,
): FieldProblem[] {
  // A non-canonical integer is reported once, in our words, not as coerced by ajv.
  const problems = validateParameters(check.path, check.integerParameters.path, input.params);
  if (request.rawQuery !== "" || check.query) {
    problems.push(...validateParameters(check.query, check.integerParameters.query, input.query));
  }
  if (check.body && input.body !== undefined)
    problems.push(...runValidator(check.body, input.body));
  return problems;
}

/**
 * The API reads a boolean query value in any case: Python's HTTP library sends `True` and
 * `False`, hcloud-go `true`; both get the same answer (DECISIONS.md, boolean query values).
 * Any other text is left for the validator to refuse.
 */
function normalizeBooleans(operation: OperationSpec, query: Record<string, unknown>): void {
  for (const parameter of operation.parameters) {
    if (parameter.in !== "query" || parameter.schema.type !== "boolean") continue;
    const value = query[parameter.name];
    if (typeof value === "string" && /^(true|false)$/i.test(value)) {
      query[parameter.name] = value.toLowerCase();
    }
  }
}

/** One document served through the pipeline. */
export class Pipeline<Ops extends Operations, Admission, Context> {
  private readonly router: PathRouter<OperationSpec>;
  /**
   * Operations of the document without a handler: only possible when the document served is
   * newer than the types the handlers were built against (the public API's `specPath`). They
   * are answered `422 unsupported_error`, and the CLI lists them at start.
   */
  readonly unimplemented: readonly string[];

  constructor(
    private readonly mount: Mount<Ops, Admission, Context>,
    private readonly options: PipelineOptions,
  ) {
    this.router = new PathRouter(HTTP_LIMITS.maxParamLength, mount.greedyParameters);
    const unimplemented: string[] = [];
    for (const operation of mount.api.operations) {
      this.router.add(operation.method.toUpperCase(), operation.path, operation);
      if (!this.handles(operation.operationId)) unimplemented.push(operation.operationId);
    }
    this.unimplemented = unimplemented;
  }

  /** The handler table's completeness check at run time: the table has this operation. */
  private handles(operationId: string): operationId is OperationIdOf<Ops> {
    return Object.hasOwn(this.mount.handlers, operationId);
  }

  get prefix(): string {
    return this.mount.prefix;
  }

  /** True when `path` (without query) belongs to this mount. */
  owns(path: string): boolean {
    const prefix = this.mount.prefix;
    return (
      path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === "/")
    );
  }

  /** Makes a request in-process (no socket), answered exactly as over HTTP. */
  inject(request: InjectedRequest): Promise<InjectedResponse> {
    return new Promise((resolve) => this.handle(injectedExchange(request, resolve)));
  }

  /** Serves one exchange (normally one whose path this mount owns). */
  handle(exchange: Exchange): void {
    const correlationId = this.options.nextCorrelationId();
    const url = exchange.url;
    const queryAt = url.indexOf("?");
    const request: PipelineRequest = {
      exchange,
      correlationId,
      arrivedMs: this.options.clock(),
      startedAt: performance.now(),
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      rawQuery: queryAt === -1 ? "" : url.slice(queryAt + 1),
      headers: ["x-correlation-id", correlationId],
      operation: undefined,
      pathParams: undefined,
      pathExists: false,
    };
    let admission: { value: Admission } | undefined;
    try {
      // Path errors (414, 400) come first, as the HTTP layer's own. A path outside the prefix
      // (the server's fallback mount) is admitted first and then not found.
      if (this.owns(request.path)) {
        // The prefix alone is the document's `/`.
        const found = this.router.lookup(
          exchange.method,
          request.path.slice(this.mount.prefix.length) || "/",
        );
        if (found.found) {
          request.operation = found.value;
          request.pathParams = found.params;
        } else {
          request.pathExists = found.pathExists;
        }
      }
      const decision = this.mount.admit(request);
      if (decision instanceof ApiError) throw decision;
      admission = { value: decision };
      if (!request.operation) {
        throw request.pathExists
          ? new ApiError(
              405,
              "method_not_allowed",
              `method ${exchange.method} is not allowed on ${request.path}`,
            )
          : (this.mount.notFound?.(request.path) ??
              new ApiError(404, "not_found", `no such endpoint: ${request.path}`));
      }
    } catch (error) {
      this.fail(request, admission?.value, error);
      return;
    }
    // Set whenever nothing above threw.
    if (!admission) return;
    const admitted = admission.value;
    const method = exchange.method;
    const headers = exchange.headers;
    const contentType = headers["content-type"];
    const noBody =
      method === "GET" ||
      method === "HEAD" ||
      (headers["transfer-encoding"] === undefined &&
        (headers["content-length"] === undefined || headers["content-length"] === "0") &&
        contentType === undefined);
    if (noBody) {
      this.dispatch(request, admitted, undefined);
      return;
    }
    if (contentType !== undefined && !MEDIA_TYPE.test(contentType)) {
      this.fail(
        request,
        admitted,
        new ApiError(400, "json_error", "the Content-Type header is not a valid media type"),
      );
      return;
    }
    if (
      this.mount.jsonBodiesOnly &&
      (contentType === undefined || !JSON_MEDIA_TYPE.test(contentType))
    ) {
      this.fail(
        request,
        admitted,
        new ApiError(415, "json_error", "the request body must be application/json"),
        true,
      );
      return;
    }
    exchange.readBody((result) => {
      if ("tooLarge" in result) {
        // The rest of the body is not read: the connection is closed after the answer.
        this.fail(
          request,
          admitted,
          invalidInput([{ name: "body", messages: ["is larger than 1 MiB"] }]),
          true,
        );
        return;
      }
      if ("failed" in result) {
        this.fail(
          request,
          admitted,
          new ApiError(400, "json_error", "the request body could not be read"),
          true,
        );
        return;
      }
      let body: unknown;
      // Every body is parsed as JSON whatever its content type, so the error is json_error.
      if (result.text.trim() !== "") {
        try {
          body = JSON.parse(result.text);
        } catch (error) {
          const reason = error instanceof Error ? error.message : "parse error";
          this.fail(
            request,
            admitted,
            new ApiError(400, "json_error", `request body is not valid JSON: ${reason}`),
          );
          return;
        }
      }
      this.dispatch(request, admitted, body);
    });
  }

  private dispatch(request: PipelineRequest, admission: Admission, body: unknown): void {
    let interception: Interception;
    try {
      interception = this.mount.intercept?.(request, admission);
    } catch (error) {
      this.fail(request, admission, error);
      return;
    }
    if (interception === "drop") {
      this.mount.answered?.(request, admission, 0, null);
      request.exchange.drop();
      return;
    }
    if (interception !== undefined) {
      setTimeout(() => this.operate(request, admission, body), interception.delayMs);
      return;
    }
    this.operate(request, admission, body);
  }

  private operate(request: PipelineRequest, admission: Admission, body: unknown): void {
    let result: Answer;
    try {
      result = this.invoke(request, admission, body);
    } catch (error) {
      this.fail(request, admission, error);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (settled) => this.succeed(request, admission, settled),
        (error: unknown) => this.fail(request, admission, error),
      );
    } else {
      this.succeed(request, admission, result);
    }
  }

  /** Reads the input of the routed operation, validates it, and calls the operation's handler. */
  private invoke(request: PipelineRequest, admission: Admission, givenBody: unknown): Answer {
    const operation = request.operation;
    // `dispatch` runs only for a routed request.
    if (!operation) throw new Error("the request has no operation");
    const check = this.mount.api.validators(operation);
    let body = givenBody;
    if (!check.body) body = undefined;
    // A required body that is missing is checked as `{}`: its required fields are named.
    else if (body === undefined && operation.body?.required) body = {};
    const query: Record<string, unknown> =
      request.rawQuery === "" ? {} : { ...parseQuery(request.rawQuery) };
    normalizeBooleans(operation, query);
    const input: ValidatedInput = { params: { ...request.pathParams }, query, body };
    const operationId = operation.operationId;
    if (!this.handles(operationId)) {
      const problems = inputProblems(check, request, input);
      if (problems.length > 0) throw invalidInput(problems);
      throw new ApiError(
        422,
        "unsupported_error",
        `${operationId} is not implemented by the emulator`,
      );
    }
    return this.call(operationId, check, request, this.mount.context(input, admission, request));
  }

  /** Calls operation `operationId`'s handler once its input is valid. */
  private call<K extends OperationIdOf<Ops>>(
    operationId: K,
    check: OperationValidators,
    request: PipelineRequest,
    argument: Context & ValidatedInput,
  ): Answer {
    const problems: FieldProblem[] = [];
    if (!this.validates(operationId, check, request, argument, problems)) {
      throw invalidInput(problems);
    }
    const handler = this.mount.handlers[operationId];
    return this.mount.run ? this.mount.run(() => handler(argument), argument) : handler(argument);
  }

  /**
   * Validates path, query and body (coercing path and query in place), collecting `problems`.
   * The validators are generated from the same document as the handlers' types: what passes is
   * what operation `operationId`'s handler is typed to receive.
   */
  private validates<K extends OperationIdOf<Ops>, T extends ValidatedInput>(
    _operationId: K,
    check: OperationValidators,
    request: PipelineRequest,
    input: T,
    problems: FieldProblem[],
  ): input is T & TypedInput<Ops[K]> {
    problems.push(...inputProblems(check, request, input));
    return problems.length === 0;
  }

  private succeed(request: PipelineRequest, admission: Admission, result: HandlerResult): void {
    const headers = request.headers;
    if (result.headers) {
      for (const name of Object.keys(result.headers)) {
        headers.push(name.toLowerCase(), result.headers[name] as string);
      }
    }
    this.answer(
      request,
      admission,
      result.status,
      null,
      result.body === undefined ? undefined : serializeAnswer(result.body),
    );
  }

  /** Answers with the error envelope (an ApiError, or a 500 for anything else). */
  private fail(
    request: PipelineRequest,
    admission: Admission | undefined,
    error: unknown,
    close = false,
  ): void {
    const apiError = this.toApiError(error);
    for (const name of Object.keys(apiError.headers)) {
      request.headers.push(name.toLowerCase(), apiError.headers[name] as string);
    }
    this.answer(
      request,
      admission,
      apiError.status,
      apiError.code,
      JSON.stringify(apiError.toBody()),
      close,
    );
  }

  private toApiError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const mapped = this.mount.mapError?.(error);
    if (mapped) return mapped;
    // A bug in the emulator: say so in the envelope rather than leaking a stack.
    console.error("emulator: unexpected error", error);
    return new ApiError(500, "server_error", "the emulator hit an internal error");
  }

  private answer(
    request: PipelineRequest,
    admission: Admission | undefined,
    status: number,
    errorCode: string | null,
    body: string | Buffer | undefined,
    close = false,
  ): void {
    const headers = request.headers;
    if (body !== undefined) headers.push("content-type", JSON_TYPE);
    request.exchange.respond(status, headers, body, close);
    this.mount.answered?.(request, admission, status, errorCode);
  }
}
