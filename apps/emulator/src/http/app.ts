import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { ValidateFunction } from "ajv";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Account } from "../account/account.js";
import type { TokenGrant } from "../config.js";
import { CONTROL_PREFIX, type ControlPlane, registerControlApi } from "../control/control-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import type { OperationSpec } from "../spec/operations.js";
import { fieldProblems, nonCanonicalIntegers } from "../spec/validators.js";
import { StoreWriteError } from "../store/store.js";
import { ApiError, invalidInput } from "./api-error.js";
import { serializeJson } from "./json-body.js";
import type { HandlerTable, Services } from "./operation-handler.js";
import type { RateLimiter } from "./rate-limiter.js";
import { PathRouter } from "./router.js";

declare module "fastify" {
  interface FastifyRequest {
    grant: TokenGrant | undefined;
    /** The injected fault that changed this request's answer, for the journal. */
    fault: string | null;
    /** When the request arrived, on the emulator's clock. */
    arrivedMs: number;
    /** Made by the console in-process with its internal grant. */
    internal: boolean;
    /** The public API operation the path and method name (found in `onRequest`). */
    operation: OperationSpec | undefined;
    /** Its path parameters, percent-decoded. */
    pathParams: Record<string, string> | undefined;
    /** A `/v1` path that exists, with another method (405 rather than 404). */
    pathExists: boolean;
  }
  interface FastifyReply {
    /** The error envelope's code, when the answer is an error (for the journal). */
    errorCode: string | null;
  }
}

const API_PREFIX = "/v1";

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
 * Fastify's own schema compilers (ajv and fast-json-stringify) are loaded when an app is created
 * unless factories are given. No route of ours declares a fastify schema (requests are checked
 * by the spec's validators, see api-document.ts), so these stand in for them: loading the real
 * ones cost about a tenth of the emulator's start.
 */
export const NO_FASTIFY_SCHEMAS = {
  compilersFactory: {
    buildValidator: () => () => {
      throw new Error("emulator: routes declare no fastify schema");
    },
    buildSerializer: () => () => {
      throw new Error("emulator: routes declare no fastify schema");
    },
  },
};

/** A raw HTTP/1.1 response with the envelope, for errors raised before fastify has a reply. */
function rawErrorResponse(error: ApiError, correlationId: string): string {
  const body = JSON.stringify(error.toBody());
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? "Error"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Correlation-Id: ${correlationId}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

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
  const flagged = new Set(nonCanonical.map((problem) => problem.name));
  return [
    ...nonCanonical,
    ...runValidator(validate, values, true).filter((problem) => !flagged.has(problem.name)),
  ];
}

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  reply.errorCode = error.code;
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type("application/json").send(error.toBody());
}

export interface BuildAppOptions {
  /** The public API's document, operations and request validators. */
  api: ApiDocument;
  /** The control API's, served under `/_emulator`. */
  controlApi: ApiDocument;
  handlers: HandlerTable;
  services: Services;
  clock: () => number;
  /** The control API's state; its routes live under `/_emulator`, behind `adminToken`. */
  control: ControlPlane;
  adminToken: string;
  rateLimiter: RateLimiter;
  /** Projects and token hashes: every bearer token is looked up here. */
  account: Account;
}

/** The HTTP layer: auth, rate limit, correlation id, validation, dispatch, error envelope. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { handlers, services, clock, control, api } = options;
  const operations = api.operations;
  const account = options.account;
  const limiter = options.rateLimiter;
  const correlationPrefix = control.random.bytes(4).toString("hex");
  let requestCounter = 0;
  const nextCorrelationId = () => {
    requestCounter += 1;
    return `${correlationPrefix}${requestCounter.toString(16).padStart(8, "0")}`;
  };
  const { headersTimeoutMs, requestTimeoutMs } = services.config;

  const router = new PathRouter<OperationSpec>(HTTP_LIMITS.maxParamLength);
  for (const operation of operations) {
    router.add(operation.method.toUpperCase(), operation.path, operation);
  }

  const app = Fastify({
    logger: false,
    schemaController: NO_FASTIFY_SCHEMAS,
    routerOptions: { maxParamLength: HTTP_LIMITS.maxParamLength },
    bodyLimit: HTTP_LIMITS.maxBodyBytes,
    return503OnClosing: false,
    // Whole request (headers and body): a body that stops short is answered 408, not held.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
      // Node checks the two timeouts on this interval (default 30 s, which would let a
      // stalled request live up to twice its limit).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
    },
    // Errors Node's HTTP parser raises before there is a request (malformed, 431, 408):
    // answered in the envelope on the raw socket, then the connection is closed.
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const apiError =
        error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? new ApiError(
              408,
              "timeout",
              `the request did not arrive in time (headers within ${headersTimeoutMs} ms, the whole request within ${requestTimeoutMs} ms)`,
            )
          : error.code === "HPE_HEADER_OVERFLOW"
            ? new ApiError(
                431,
                "invalid_input",
                `the request line and headers are larger than ${HTTP_LIMITS.maxHeaderBytes} bytes`,
              )
            : new ApiError(400, "invalid_input", "the request is not valid HTTP/1.1");
      // Like Node's own handler: never write into a response that has already started.
      const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })
        ._httpMessage;
      if (socket.writable && inFlight?.headersSent !== true) {
        // Closed once written, whatever the client does next (no half-open socket left).
        socket.write(rawErrorResponse(apiError, nextCorrelationId()), () => socket.destroy());
      } else {
        socket.destroy();
      }
    },
    // Errors the router raises before any hook runs: a path segment over the length limit
    // and broken percent-encoding.
    frameworkErrors: (error, _request, reply) => {
      reply.header("X-Correlation-Id", nextCorrelationId());
      const tooLong = (error as { code?: string }).code === "FST_ERR_MAX_PARAM_LENGTH";
      return sendError(
        reply,
        tooLong
          ? new ApiError(
              414,
              "invalid_input",
              `a path parameter is longer than ${HTTP_LIMITS.maxParamLength} characters`,
            )
          : new ApiError(400, "invalid_input", "the path is not valid percent-encoding"),
      );
    },
  });
  app.decorateRequest("grant", undefined);
  app.decorateRequest("fault", null);
  app.decorateRequest("arrivedMs", 0);
  app.decorateRequest("internal", false);
  app.decorateRequest("operation", undefined);
  app.decorateRequest("pathParams", undefined);
  app.decorateRequest("pathExists", false);
  app.decorateReply("errorCode", null);

  // Every body is parsed as JSON whatever its content type, so the error is always json_error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, text, done) => {
    const source = String(text);
    if (source.trim() === "") {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      const reason = error instanceof Error ? error.message : "parse error";
      done(new ApiError(400, "json_error", `request body is not valid JSON: ${reason}`), undefined);
      return;
    }
    // Outside the try: `done` runs the rest of the request, whose errors are not JSON errors.
    done(null, parsed);
  });

  // Callback-style hooks: an async hook costs a promise and a tick on every request.
  app.addHook("onRequest", (request, reply, done) => {
    let answered: FastifyReply | undefined;
    try {
      answered = admit(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    // When answered (401, 429, 414, ...), fastify goes no further.
    if (answered === undefined) done();
  });

  /** Authentication, rate limit and routing; an early answer, or undefined to go on. */
  function admit(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    reply.header("X-Correlation-Id", nextCorrelationId());
    request.arrivedMs = clock();
    const authorization = request.headers.authorization;
    const token =
      typeof authorization === "string" && /^bearer /i.test(authorization)
        ? authorization.slice(7).trim()
        : undefined;
    if (request.url.startsWith(`${CONTROL_PREFIX}/`)) {
      // The control API: admin token only, no rate limit, not journaled.
      if (token !== options.adminToken) {
        return sendError(
          reply,
          new ApiError(401, "unauthorized", "the control API needs the emulator's admin token"),
        );
      }
      return undefined;
    }
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      const queryAt = request.url.indexOf("?");
      const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      try {
        // Path errors (414, 400) come before authentication, as the HTTP layer's own.
        const found = router.lookup(request.method, path.slice(API_PREFIX.length));
        if (found.found) {
          request.operation = found.value;
          request.pathParams = found.params;
        } else {
          request.pathExists = found.pathExists;
        }
      } catch (error) {
        if (error instanceof ApiError) return sendError(reply, error);
        throw error;
      }
    }
    const grant = token === undefined ? undefined : account.authenticate(token);
    request.grant = grant;
    // The console's own calls (its live refresh reads every half second) spend no budget.
    if (grant && token !== undefined && account.isInternal(token)) {
      request.internal = true;
      return undefined;
    }
    // Unauthenticated requests are limited too, per client address.
    const decision = limiter.take(grant ? `project:${grant.project}` : `ip:${request.ip}`, clock());
    reply.header("RateLimit-Limit", String(decision.limit));
    reply.header("RateLimit-Remaining", String(decision.remaining));
    reply.header("RateLimit-Reset", String(decision.resetAt));
    if (!decision.allowed) {
      return sendError(
        reply,
        new ApiError(429, "rate_limit_exceeded", "rate limit exceeded; retry later", null, {
          "Retry-After": String(decision.retryAfter),
        }),
      );
    }
    if (!grant) {
      return sendError(
        reply,
        new ApiError(
          401,
          "unauthorized",
          token === undefined
            ? "missing 'Authorization: Bearer <token>' header"
            : "unable to authenticate: the token is unknown",
        ),
      );
    }
    // Checked before the body is parsed: a read-only token learns nothing about its payload.
    if (grant.readOnly && request.method !== "GET" && request.method !== "HEAD") {
      return sendError(
        reply,
        new ApiError(401, "token_readonly", "the token is read-only; this request writes"),
      );
    }
    return undefined;
  }

  app.addHook("onResponse", (request, reply, done) => {
    // The control API is not journaled, nor the console's refresh (it would flood the
    // journal); the console's changes are journaled like any other.
    const skip =
      request.url.startsWith(`${CONTROL_PREFIX}/`) ||
      (request.internal && (request.method === "GET" || request.method === "HEAD"));
    if (!skip) {
      journal(
        request,
        reply.statusCode,
        reply.errorCode,
        reply.elapsedTime,
        String(reply.getHeader("X-Correlation-Id") ?? ""),
      );
    }
    done();
  });

  function journal(
    request: FastifyRequest,
    status: number,
    errorCode: string | null,
    durationMs: number,
    correlationId: string,
  ): void {
    control.journal.record({
      time: new Date(request.arrivedMs).toISOString(),
      method: request.method,
      path: request.url,
      operation_id: request.operation?.operationId ?? null,
      project: request.grant?.project ?? null,
      status,
      error_code: errorCode,
      duration_ms: Math.round(durationMs * 1000) / 1000,
      correlation_id: correlationId,
      fault: request.fault,
    });
  }

  registerControlApi(app, control, options.controlApi);

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "";
    if (request.pathExists) {
      return sendError(
        reply,
        new ApiError(
          405,
          "method_not_allowed",
          `method ${request.method} is not allowed on ${path}`,
        ),
      );
    }
    return sendError(reply, new ApiError(404, "not_found", `no such endpoint: ${path}`));
  };
  app.setNotFoundHandler(notFound);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof StoreWriteError) {
      // The disk refused the change; the store undid it, so the client may simply retry.
      console.error(`emulator: ${error.message}`);
      return sendError(reply, new ApiError(500, "server_error", error.message));
    }
    const fastifyError = error as { statusCode?: number; code?: string; message?: string };
    if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendError(reply, invalidInput([{ name: "body", messages: ["is larger than 1 MiB"] }]));
    }
    if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
      return sendError(
        reply,
        new ApiError(400, "json_error", fastifyError.message ?? "the request is malformed"),
      );
    }
    // A bug in the emulator: say so in the envelope rather than leaking a stack.
    console.error("emulator: unexpected error", error);
    return sendError(
      reply,
      new ApiError(500, "server_error", "the emulator hit an internal error"),
    );
  });

  // One route for the whole API: `onRequest` found the operation (see router.ts).
  app.route({
    method: ["GET", "POST", "PUT", "DELETE"],
    url: `${API_PREFIX}/*`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const operation = request.operation;
      if (!operation) return notFound(request, reply);
      const handler = handlers[operation.operationId];
      const grant = request.grant as TokenGrant;
      const fault = control.faults.forRequest({
        operationId: operation.operationId,
        method: request.method,
        path: (request.url.split("?")[0] ?? "").slice(API_PREFIX.length),
        project: grant.project,
      });
      if (fault) {
        request.fault = fault.type;
        if (fault.type === "latency") await sleep(fault.ms);
        else if (fault.type === "drop") {
          reply.hijack();
          journal(
            request,
            0,
            null,
            reply.elapsedTime,
            String(reply.getHeader("X-Correlation-Id") ?? ""),
          );
          request.raw.socket.destroy();
          return reply;
        } else if (fault.type === "error") {
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
      const params: Record<string, unknown> = { ...request.pathParams };
      const query = { ...(request.query as Record<string, unknown>) };
      let body = request.body;
      // Generated validators are a lookup; compiled ones are compiled on the first request.
      const check = api.validators(operation);
      // A non-canonical integer is reported once, in our words, not as coerced by ajv.
      const problems = [
        ...validateParameters(check.path, check.integerParameters.path, params),
        ...validateParameters(check.query, check.integerParameters.query, query),
      ];
      if (check.body) {
        if (body === undefined && !operation.body?.required) {
          // No body is fine when the spec makes it optional.
        } else {
          problems.push(...runValidator(check.body, body === undefined ? {} : body));
        }
      } else {
        body = undefined;
      }
      if (problems.length > 0) throw invalidInput(problems);
      if (!handler) {
        throw new ApiError(
          422,
          "unsupported_error",
          `${operation.operationId} is not implemented by the emulator`,
        );
      }
      const nowMs = clock();
      const url = request.url;
      const queryIndex = url.indexOf("?");
      // Settling finished actions and the operation itself are one transaction: durable
      // before the response, or undone (and a 500) when the disk refuses the write.
      const result = services.store.transaction(() => {
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
            const host = request.headers.host ?? "127.0.0.1";
            return `${request.protocol}://${host}${queryIndex === -1 ? url : url.slice(0, queryIndex)}`;
          },
          get rawQuery() {
            return new URLSearchParams(queryIndex === -1 ? "" : url.slice(queryIndex + 1));
          },
          services,
        });
      });
      if (result.headers) {
        for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
      }
      reply.code(result.status);
      if (result.body === undefined) return reply.send();
      return reply.type("application/json").send(serializeJson(result.body));
    },
  });
  return app;
}
