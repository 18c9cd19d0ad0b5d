// The emulator's HTTP listener: Node's own server, with its timeouts and size limits set, each
// request handed to the pipeline mount that owns its path (or the fallback), and the errors
// Node's HTTP parser raises before there is a request answered in the envelope on the raw socket.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { ApiError } from "./api-error.js";
import { type Exchange, HTTP_LIMITS, httpExchange } from "./exchange.js";

// node:http taken as Node's own module object, not through an ESM import: from Node 22 on its
// exports include getters (WebSocket, CloseEvent, MessageEvent) that load undici, and an ESM
// import of a built-in module reads every export to build its namespace. On Node 24 that was about
// 18 ms of CPU in every start of the command (a --cpu-prof of one start), for nothing it uses.
const { createServer, STATUS_CODES } = process.getBuiltinModule("node:http");

/** An idle keep-alive connection is closed after 72 s (fastify's default, kept). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Something that serves the exchanges of some paths (a pipeline mount, static files). */
export interface Route {
  owns(path: string): boolean;
  handle(exchange: Exchange): void;
}

export interface HttpServerOptions {
  /** Tried in order; the first that owns the path serves it. */
  routes: Route[];
  /** Serves whatever no route owns. */
  fallback: Route;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  nextCorrelationId: () => string;
}

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

export function createHttpServer(options: HttpServerOptions): Server {
  const { routes, fallback, headersTimeoutMs, requestTimeoutMs } = options;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      // Whole request (headers and body): a body that stops short is answered 408, not held.
      requestTimeout: requestTimeoutMs,
      maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
      // Node checks the two timeouts on this interval (default 30 s, which would let a stalled
      // request live up to twice its limit).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
    },
    (request, response) => {
      const exchange = httpExchange(request, response);
      const url = exchange.url;
      const queryAt = url.indexOf("?");
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      for (const route of routes) {
        if (route.owns(path)) {
          route.handle(exchange);
          return;
        }
      }
      fallback.handle(exchange);
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Errors Node's HTTP parser raises before there is a request (malformed, 431, 408): answered
  // in the envelope on the raw socket, then the connection is closed.
  server.on("clientError", (error: Error & { code?: string }, socket: Socket) => {
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
    const answer = () => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      // Closed once written, whatever the client does next (no half-open socket left).
      socket.write(rawErrorResponse(apiError, options.nextCorrelationId()), () => socket.destroy());
    };
    // Answers on one connection stay in request order: a malformed request pipelined behind one
    // still being served is answered after that one's answer has gone out, never before it.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    // (A timeout is about the request in flight itself: answered at once.)
    if (error.code !== "ERR_HTTP_REQUEST_TIMEOUT" && inFlight && !inFlight.writableFinished) {
      inFlight.once("finish", answer);
      // An answer that never finishes (the connection went away): nothing more to say.
      inFlight.once("close", () => socket.destroy());
      return;
    }
    answer();
  });
  // An `Expect:` other than 100-continue (which Node answers itself): 417 in the envelope.
  server.on("checkExpectation", (request: IncomingMessage, response: ServerResponse) => {
    const error = new ApiError(
      417,
      "invalid_input",
      `the Expect header (${String(request.headers.expect)}) is not supported; only 100-continue is`,
    );
    const body = JSON.stringify(error.toBody());
    response.writeHead(417, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "x-correlation-id": options.nextCorrelationId(),
    });
    response.end(body);
  });
  return server;
}

/** Listens on `host:port` (0: a free port) and resolves with the port. */
export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** Stops accepting, ends idle keep-alive connections, and resolves once every one has closed. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeIdleConnections();
    // Connections still busy get a moment to answer, then are cut.
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  });
}
