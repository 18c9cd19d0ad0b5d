import { createServer, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Account } from "../account/account.js";
import { CONTROL_PREFIX, type ControlPlane, registerControlApi } from "../control/control-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import { StoreWriteError } from "../store/store.js";
import { ApiError, invalidInput } from "./api-error.js";
import type { HandlerTable, Services } from "./operation-handler.js";
import { HTTP_LIMITS, PublicApi } from "./public-api.js";
import type { RateLimiter } from "./rate-limiter.js";

export { HTTP_LIMITS } from "./public-api.js";

/** Fastify's default, kept: an idle keep-alive connection is closed after 72 s. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

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

/** A raw HTTP/1.1 response with the envelope, for errors raised before there is a request. */
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

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
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

export interface EmulatorApp {
  /** The HTTP server's owner: `listen`, `close` and `server` are fastify's. */
  app: FastifyInstance;
  /** The public API, also callable in-process (`inject`). */
  publicApi: PublicApi;
}

/**
 * The HTTP layer. One Node HTTP server: requests under `/_emulator/` go to fastify (the control
 * API: a handful of routes, admin token only); every other request is the public API's, served
 * by `PublicApi` without a framework (see public-api.ts). Errors Node's HTTP parser raises
 * before there is a request, and the timeouts, are answered here for both.
 */
export function buildApp(options: BuildAppOptions): EmulatorApp {
  const { control } = options;
  const correlationPrefix = control.random.bytes(4).toString("hex");
  let requestCounter = 0;
  const nextCorrelationId = () => {
    requestCounter += 1;
    return `${correlationPrefix}${requestCounter.toString(16).padStart(8, "0")}`;
  };
  const { headersTimeoutMs, requestTimeoutMs } = options.services.config;
  const publicApi = new PublicApi({
    api: options.api,
    handlers: options.handlers,
    services: options.services,
    clock: options.clock,
    control,
    rateLimiter: options.rateLimiter,
    account: options.account,
    nextCorrelationId,
  });

  const app = Fastify({
    logger: false,
    schemaController: NO_FASTIFY_SCHEMAS,
    routerOptions: { maxParamLength: HTTP_LIMITS.maxParamLength },
    bodyLimit: HTTP_LIMITS.maxBodyBytes,
    return503OnClosing: false,
    requestTimeout: requestTimeoutMs,
    serverFactory: (fastifyHandler) => {
      const server = createServer(
        {
          headersTimeout: headersTimeoutMs,
          // Whole request (headers and body): a body that stops short is answered 408, not held.
          requestTimeout: requestTimeoutMs,
          maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
          // Node checks the two timeouts on this interval (default 30 s, which would let a
          // stalled request live up to twice its limit).
          connectionsCheckingInterval: Math.max(
            10,
            Math.min(1000, Math.floor(headersTimeoutMs / 4)),
          ),
        },
        (request, response) => {
          if (request.url?.startsWith(`${CONTROL_PREFIX}/`)) fastifyHandler(request, response);
          else publicApi.handleHttp(request, response);
        },
      );
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
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
    // Errors fastify's router raises before any hook runs (broken percent-encoding).
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

  // The control API: admin token only, no rate limit, not journaled.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("X-Correlation-Id", nextCorrelationId());
    const authorization = request.headers.authorization;
    const token =
      typeof authorization === "string" && /^bearer /i.test(authorization)
        ? authorization.slice(7).trim()
        : undefined;
    if (token !== options.adminToken) {
      sendError(
        reply,
        new ApiError(401, "unauthorized", "the control API needs the emulator's admin token"),
      );
      return;
    }
    done();
  });

  registerControlApi(app, control, options.controlApi);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    return sendError(reply, new ApiError(404, "not_found", `no such endpoint: ${path}`));
  });

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
  return { app, publicApi };
}
