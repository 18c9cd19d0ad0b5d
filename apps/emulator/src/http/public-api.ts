import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { ValidateFunction } from "ajv";
import { parse as parseQuery } from "fast-querystring";
import type { Account } from "../account/account.js";
import type { TokenGrant } from "../config.js";
import type { ControlPlane } from "../control/control-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import type { OperationSpec } from "../spec/operations.js";
import { fieldProblems, nonCanonicalIntegers } from "../spec/validators.js";
import { StoreWriteError } from "../store/store.js";
import { ApiError, invalidInput } from "./api-error.js";
import { type JsonBody, serializeJsonBody } from "./json-body.js";
import type { HandlerTable, Services } from "./operation-handler.js";
import type { RateLimiter } from "./rate-limiter.js";
import { PathRouter } from "./router.js";

export const API_PREFIX = "/v1";

/** Limits of the HTTP layer (the README's "Limits the emulator enforces" lists them all). */
export const HTTP_LIMITS = {
  /** Request line plus headers, in bytes (Node's default, set explicitly). */
  maxHeaderBytes: 16 * 1024,
  /** One path parameter, in characters. */
  maxParamLength: 1000,
  /** A request body, in bytes. */
  maxBodyBytes: 1024 * 1024,
} as const;

/**
 * One request and its answer, whatever carries them: a real HTTP exchange, or a request made
 * in-process (the console's resource pages and the seed fixture, see `inject`).
 */
interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly ip: string;
  /** Reads the whole body as UTF-8 text; `tooLarge` past `HTTP_LIMITS.maxBodyBytes`. */
  readBody(done: (result: { text: string } | { tooLarge: true } | { failed: Error }) => void): void;
  /** `headers` as name, value, name, value... (lower-case names). */
  respond(status: number, headers: string[], body: JsonBody | undefined, close: boolean): void;
  /** Closes the connection without an answer (the `drop` fault). */
  drop(): void;
}

/** The answer to a request made in-process. */
export interface InjectedResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

export interface InjectedRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

export interface PublicApiOptions {
  /** The public API's document, operations and request validators. */
  api: ApiDocument;
  handlers: HandlerTable;
  services: Services;
  clock: () => number;
  control: ControlPlane;
  rateLimiter: RateLimiter;
  /** Projects and token hashes: every bearer token is looked up here. */
  account: Account;
  /** The next `X-Correlation-Id` (shared with the control API's answers). */
  nextCorrelationId: () => string;
}

/** What the pipeline learns of a request on its way. */
interface RequestState {
  readonly exchange: Exchange;
  readonly correlationId: string;
  readonly arrivedMs: number;
  readonly startedAt: number;
  /** The path without the query. */
  readonly path: string;
  /** The query without its `?` ("" when none). */
  readonly rawQuery: string;
  /** Response headers so far: name, value, ... */
  readonly headers: string[];
  token: string | undefined;
  grant: TokenGrant | undefined;
  internal: boolean;
  operation: OperationSpec | undefined;
  pathParams: Record<string, string> | undefined;
  /** A `/v1` path that exists, with another method (405 rather than 404). */
  pathExists: boolean;
  /** The injected fault that changed this request's answer, for the journal. */
  fault: string | null;
}

const JSON_TYPE = "application/json; charset=utf-8";
/** A media type as RFC 9110 spells it (`type/subtype`, optional parameters). */
const MEDIA_TYPE = /^\s*[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+\s*(;.*)?$/s;
const BEARER = /^bearer /i;

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

/**
 * The public API (`/v1`) on Node's own HTTP types: authentication, rate limit, routing, body,
 * faults, validation, the operation, the answer and the journal, in that order. No web
 * framework sits in between: at the emulator's rates (thousands of requests a second on a
 * laptop core), a framework's hooks, reply object and content-type machinery cost as much CPU
 * as the operation itself. Everything else (the control API) is served by fastify.
 */
export class PublicApi {
  private readonly router = new PathRouter<OperationSpec>(HTTP_LIMITS.maxParamLength);

  constructor(private readonly options: PublicApiOptions) {
    for (const operation of options.api.operations) {
      this.router.add(operation.method.toUpperCase(), operation.path, operation);
    }
  }

  /** Serves one request that arrived over HTTP. */
  handleHttp(request: IncomingMessage, response: ServerResponse): void {
    this.run(httpExchange(request, response));
  }

  /** Makes a request in-process (no socket), answered exactly as over HTTP. */
  inject(request: InjectedRequest): Promise<InjectedResponse> {
    return new Promise((resolve) => {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        headers[name.toLowerCase()] = value;
      }
      const payload = request.payload;
      if (payload !== undefined) headers["content-length"] = String(Buffer.byteLength(payload));
      this.run({
        method: request.method.toUpperCase(),
        url: request.url,
        headers,
        ip: "127.0.0.1",
        readBody(done) {
          if (payload !== undefined && Buffer.byteLength(payload) > HTTP_LIMITS.maxBodyBytes) {
            done({ tooLarge: true });
          } else {
            done({ text: payload ?? "" });
          }
        },
        respond(status, names, body) {
          const answerHeaders: Record<string, string> = {};
          for (let index = 0; index < names.length; index += 2) {
            answerHeaders[names[index] as string] = names[index + 1] as string;
          }
          const text =
            body === undefined
              ? ""
              : typeof body === "string"
                ? body
                : Buffer.concat(body.pieces, body.length).toString("utf8");
          resolve({
            statusCode: status,
            headers: answerHeaders,
            body: text,
            json: () => JSON.parse(text),
          });
        },
        drop() {
          resolve({ statusCode: 0, headers: {}, body: "", json: () => undefined });
        },
      });
    });
  }

  private run(exchange: Exchange): void {
    const { clock } = this.options;
    const correlationId = this.options.nextCorrelationId();
    const url = exchange.url;
    const queryAt = url.indexOf("?");
    const state: RequestState = {
      exchange,
      correlationId,
      arrivedMs: clock(),
      startedAt: performance.now(),
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      rawQuery: queryAt === -1 ? "" : url.slice(queryAt + 1),
      headers: ["x-correlation-id", correlationId],
      token: undefined,
      grant: undefined,
      internal: false,
      operation: undefined,
      pathParams: undefined,
      pathExists: false,
      fault: null,
    };
    try {
      const refused = this.admit(state);
      if (refused) {
        this.fail(state, refused);
        return;
      }
      if (!state.operation) {
        this.fail(state, this.notFound(state));
        return;
      }
    } catch (error) {
      this.fail(state, error);
      return;
    }
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
      this.dispatch(state, undefined);
      return;
    }
    if (contentType !== undefined && !MEDIA_TYPE.test(contentType)) {
      this.fail(
        state,
        new ApiError(400, "json_error", "the Content-Type header is not a valid media type"),
      );
      return;
    }
    exchange.readBody((result) => {
      if ("tooLarge" in result) {
        // The rest of the body is not read: the connection is closed after the answer.
        this.fail(
          state,
          invalidInput([{ name: "body", messages: ["is larger than 1 MiB"] }]),
          true,
        );
        return;
      }
      if ("failed" in result) {
        this.fail(
          state,
          new ApiError(400, "json_error", "the request body could not be read"),
          true,
        );
        return;
      }
      const text = result.text;
      let body: unknown;
      // Every body is parsed as JSON whatever its content type, so the error is json_error.
      if (text.trim() !== "") {
        try {
          body = JSON.parse(text);
        } catch (error) {
          const reason = error instanceof Error ? error.message : "parse error";
          this.fail(
            state,
            new ApiError(400, "json_error", `request body is not valid JSON: ${reason}`),
          );
          return;
        }
      }
      this.dispatch(state, body);
    });
  }

  /** Routing, authentication and rate limit: the refusal, or undefined to go on. */
  private admit(state: RequestState): ApiError | undefined {
    const { account, rateLimiter, clock } = this.options;
    const exchange = state.exchange;
    const authorization = exchange.headers.authorization;
    const token =
      typeof authorization === "string" && BEARER.test(authorization)
        ? authorization.slice(7).trim()
        : undefined;
    state.token = token;
    if (state.path.startsWith(`${API_PREFIX}/`)) {
      // Path errors (414, 400) come before authentication, as the HTTP layer's own.
      const found = this.router.lookup(exchange.method, state.path.slice(API_PREFIX.length));
      if (found.found) {
        state.operation = found.value;
        state.pathParams = found.params;
      } else {
        state.pathExists = found.pathExists;
      }
    }
    const grant = token === undefined ? undefined : account.authenticate(token);
    state.grant = grant;
    // The console's own calls (its live refresh reads every half second) spend no budget.
    if (grant && token !== undefined && account.isInternal(token)) {
      state.internal = true;
      return undefined;
    }
    // Unauthenticated requests are limited too, per client address.
    const decision = rateLimiter.take(
      grant ? `project:${grant.project}` : `ip:${exchange.ip}`,
      clock(),
    );
    state.headers.push(
      "ratelimit-limit",
      String(decision.limit),
      "ratelimit-remaining",
      String(decision.remaining),
      "ratelimit-reset",
      String(decision.resetAt),
    );
    if (!decision.allowed) {
      return new ApiError(429, "rate_limit_exceeded", "rate limit exceeded; retry later", null, {
        "Retry-After": String(decision.retryAfter),
      });
    }
    if (!grant) {
      return new ApiError(
        401,
        "unauthorized",
        token === undefined
          ? "missing 'Authorization: Bearer <token>' header"
          : "unable to authenticate: the token is unknown",
      );
    }
    // Checked before the body is read: a read-only token learns nothing about its payload.
    if (grant.readOnly && exchange.method !== "GET" && exchange.method !== "HEAD") {
      return new ApiError(401, "token_readonly", "the token is read-only; this request writes");
    }
    return undefined;
  }

  private notFound(state: RequestState): ApiError {
    return state.pathExists
      ? new ApiError(
          405,
          "method_not_allowed",
          `method ${state.exchange.method} is not allowed on ${state.path}`,
        )
      : new ApiError(404, "not_found", `no such endpoint: ${state.path}`);
  }

  /** Faults, validation and the operation itself. */
  private dispatch(state: RequestState, body: unknown): void {
    const operation = state.operation as OperationSpec;
    const grant = state.grant as TokenGrant;
    try {
      const fault = this.options.control.faults.forRequest({
        operationId: operation.operationId,
        method: state.exchange.method,
        path: state.path.slice(API_PREFIX.length),
        project: grant.project,
      });
      if (fault) {
        state.fault = fault.type;
        if (fault.type === "latency") {
          setTimeout(() => this.operate(state, body), fault.ms);
          return;
        }
        if (fault.type === "drop") {
          this.journal(state, 0, null);
          state.exchange.drop();
          return;
        }
        if (fault.type === "error") {
          const retryAfter = fault.retry_after ?? (fault.status === 429 ? 1 : undefined);
          throw new ApiError(
            fault.status,
            fault.code,
            fault.message ?? `injected fault: ${fault.code}`,
            null,
            retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
          );
        }
      }
    } catch (error) {
      this.fail(state, error);
      return;
    }
    this.operate(state, body);
  }

  private operate(state: RequestState, givenBody: unknown): void {
    const { handlers, api, services, clock } = this.options;
    const operation = state.operation as OperationSpec;
    const grant = state.grant as TokenGrant;
    let result: ReturnType<HandlerTable[string]>;
    try {
      const params: Record<string, unknown> = { ...state.pathParams };
      const query: Record<string, unknown> =
        state.rawQuery === "" ? {} : { ...parseQuery(state.rawQuery) };
      let body = givenBody;
      // Generated validators are a lookup; compiled ones are compiled on the first request.
      const check = api.validators(operation);
      // A non-canonical integer is reported once, in our words, not as coerced by ajv.
      const problems = validateParameters(check.path, check.integerParameters.path, params);
      if (state.rawQuery !== "" || check.query) {
        problems.push(...validateParameters(check.query, check.integerParameters.query, query));
      }
      if (check.body) {
        if (body === undefined && !operation.body?.required) {
          // No body is fine when the spec makes it optional.
        } else {
          // A required body that is missing is checked as `{}`: its required fields are named.
          if (body === undefined) body = {};
          problems.push(...runValidator(check.body, body));
        }
      } else {
        body = undefined;
      }
      if (problems.length > 0) throw invalidInput(problems);
      const handler = handlers[operation.operationId];
      if (!handler) {
        throw new ApiError(
          422,
          "unsupported_error",
          `${operation.operationId} is not implemented by the emulator`,
        );
      }
      const nowMs = clock();
      const exchange = state.exchange;
      const path = state.path;
      const rawQuery = state.rawQuery;
      // Settling finished actions and the operation itself are one transaction: durable
      // before the response, or undone (and a 500) when the disk refuses the write.
      result = services.store.transaction(() => {
        services.actions.settle(nowMs);
        return handler({
          project: grant.project,
          params,
          query,
          body,
          nowMs,
          operation,
          // Only lists need these (for `Link`): computed when read, not on every request.
          get absoluteUrl() {
            return `http://${exchange.headers.host ?? "127.0.0.1"}${path}`;
          },
          get rawQuery() {
            return new URLSearchParams(rawQuery);
          },
          services,
        });
      });
    } catch (error) {
      this.fail(state, error);
      return;
    }
    const headers = state.headers;
    if (result.headers) {
      for (const name of Object.keys(result.headers)) {
        headers.push(name.toLowerCase(), result.headers[name] as string);
      }
    }
    this.answer(
      state,
      result.status,
      null,
      result.body === undefined ? undefined : serializeJsonBody(result.body),
    );
  }

  /** Answers with the error envelope (an ApiError, or a 500 for anything else). */
  private fail(state: RequestState, error: unknown, close = false): void {
    let apiError: ApiError;
    if (error instanceof ApiError) {
      apiError = error;
    } else if (error instanceof StoreWriteError) {
      // The disk refused the change; the store undid it, so the client may simply retry.
      console.error(`emulator: ${error.message}`);
      apiError = new ApiError(500, "server_error", error.message);
    } else {
      // A bug in the emulator: say so in the envelope rather than leaking a stack.
      console.error("emulator: unexpected error", error);
      apiError = new ApiError(500, "server_error", "the emulator hit an internal error");
    }
    for (const name of Object.keys(apiError.headers)) {
      state.headers.push(name.toLowerCase(), apiError.headers[name] as string);
    }
    this.answer(state, apiError.status, apiError.code, JSON.stringify(apiError.toBody()), close);
  }

  private answer(
    state: RequestState,
    status: number,
    errorCode: string | null,
    body: JsonBody | undefined,
    close = false,
  ): void {
    const headers = state.headers;
    if (body !== undefined) headers.push("content-type", JSON_TYPE);
    state.exchange.respond(status, headers, body, close);
    this.journal(state, status, errorCode);
  }

  private journal(state: RequestState, status: number, errorCode: string | null): void {
    const method = state.exchange.method;
    // The console's refresh is not journaled (it would flood the journal); its changes are.
    if (state.internal && (method === "GET" || method === "HEAD")) return;
    this.options.control.journal.record({
      timeMs: state.arrivedMs,
      method,
      path: state.exchange.url,
      operation_id: state.operation?.operationId ?? null,
      project: state.grant?.project ?? null,
      status,
      error_code: errorCode,
      duration_ms: Math.round((performance.now() - state.startedAt) * 1000) / 1000,
      correlation_id: state.correlationId,
      fault: state.fault,
    });
  }
}

/** An exchange over Node's HTTP server. */
function httpExchange(request: IncomingMessage, response: ServerResponse): Exchange {
  return {
    method: request.method ?? "GET",
    url: request.url ?? "/",
    headers: request.headers,
    ip: request.socket.remoteAddress ?? "",
    readBody(done) {
      const declared = Number(request.headers["content-length"]);
      if (declared > HTTP_LIMITS.maxBodyBytes) {
        done({ tooLarge: true });
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      let finished = false;
      const finish = (result: Parameters<typeof done>[0]) => {
        if (finished) return;
        finished = true;
        request.off("data", onData);
        request.off("end", onEnd);
        request.off("error", onError);
        done(result);
      };
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > HTTP_LIMITS.maxBodyBytes) finish({ tooLarge: true });
        else chunks.push(chunk);
      };
      const onEnd = () =>
        finish({
          text:
            chunks.length === 1
              ? (chunks[0] as Buffer).toString("utf8")
              : Buffer.concat(chunks, received).toString("utf8"),
        });
      const onError = (error: Error) => finish({ failed: error });
      request.on("data", onData);
      request.on("end", onEnd);
      request.on("error", onError);
    },
    respond(status, headers, body, close) {
      if (close) headers.push("connection", "close");
      if (body === undefined) {
        // A 204 carries no Content-Length (RFC 9110, 8.6).
        if (status !== 204) headers.push("content-length", "0");
        response.writeHead(status, headers);
        response.end();
      } else if (typeof body === "string") {
        headers.push("content-length", String(Buffer.byteLength(body)));
        response.writeHead(status, headers);
        response.end(body);
      } else {
        headers.push("content-length", String(body.length));
        response.writeHead(status, headers);
        // One write of all pieces (the socket is corked until `end`).
        response.cork();
        for (const piece of body.pieces) response.write(piece);
        response.end();
        response.uncork();
      }
    },
    drop() {
      request.socket.destroy();
    },
  };
}
