// One request and its answer, whatever carries them: a real HTTP exchange over Node's server, or
// a request made in-process (the console's resource pages and the seed fixture call the public
// API this way). The pipeline (pipeline.ts) only ever sees this interface.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

/** Limits of the HTTP layer (the README's "Limits the emulator enforces" lists them all). */
export const HTTP_LIMITS = {
  /** Request line plus headers, in bytes (Node's default, set explicitly). */
  maxHeaderBytes: 16 * 1024,
  /** One path parameter, in characters. */
  maxParamLength: 1000,
  /** A request body, in bytes. */
  maxBodyBytes: 1024 * 1024,
} as const;

export type BodyResult = { text: string } | { tooLarge: true } | { failed: Error };

export interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly ip: string;
  /** Reads the whole body as UTF-8 text; `tooLarge` past `HTTP_LIMITS.maxBodyBytes`. */
  readBody(done: (result: BodyResult) => void): void;
  /** `headers` as name, value, name, value... (lower-case names). */
  respond(
    status: number,
    headers: string[],
    body: string | Buffer | undefined,
    close: boolean,
  ): void;
  /** Closes the connection without an answer (the `drop` fault). */
  drop(): void;
}

/** An exchange over Node's HTTP server. */
export function httpExchange(request: IncomingMessage, response: ServerResponse): Exchange {
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
      const finish = (result: BodyResult) => {
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
      const onEnd = () => finish({ text: Buffer.concat(chunks, received).toString("utf8") });
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
        return;
      }
      headers.push("content-length", String(Buffer.byteLength(body)));
      response.writeHead(status, headers);
      response.end(body);
    },
    drop() {
      request.socket.destroy();
    },
  };
}

/** A request made in-process. */
export interface InjectedRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The client address the pipeline sees (default 127.0.0.1). */
  ip?: string;
}

/** The answer to a request made in-process (status 0: the connection was dropped). */
export interface InjectedResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

/** An exchange without a socket: the answer resolves `answered`. */
export function injectedExchange(
  request: InjectedRequest,
  answered: (response: InjectedResponse) => void,
): Exchange {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const payload = request.payload;
  if (payload !== undefined) headers["content-length"] = String(Buffer.byteLength(payload));
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    headers,
    ip: request.ip ?? "127.0.0.1",
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
      const text = body === undefined ? "" : body.toString();
      answered({
        statusCode: status,
        headers: answerHeaders,
        body: text,
        json: () => JSON.parse(text),
      });
    },
    drop() {
      answered({ statusCode: 0, headers: {}, body: "", json: () => undefined });
    },
  };
}
