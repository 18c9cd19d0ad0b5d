// The plain-server limit: a bare node:http handler that answers each known route with bytes
// captured from the emulator, with no work in between. Whatever the emulator does beyond this
// (auth, validation, the store, serialising) is the distance to the limit.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CapturedResponse } from "./capture.js";

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** A request told apart by its token and body as well (captures that kept their request). */
export const exchangeKey = (method: string, path: string, token: string, body: string) =>
  `${routeKey(method, path)}\n${token}\n${body}`;

export interface ReplayOptions {
  /**
   * The serialization floor: each answer's body is kept as the value it parses to and written
   * with `JSON.stringify` on every request (Content-Length measured each time), the least a
   * server that builds its answers from objects does beyond sending bytes. Every captured body
   * must come back byte for byte from JSON.parse and JSON.stringify (checked at start), so the
   * floor sends what the limit sends. An empty body is sent as captured.
   */
  reserialize?: boolean;
}

/** The value a captured JSON body parses to, checked to give the same bytes back. */
export function reserializable(capture: CapturedResponse): unknown {
  const text = capture.body.toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(
      `replay: the answer to ${capture.method} ${capture.path} is not JSON, so the floor cannot build it from objects`,
    );
  }
  if (JSON.stringify(value) !== text) {
    throw new Error(
      `replay: JSON.stringify does not give back the answer to ${capture.method} ${capture.path} byte for byte (spacing or key order), so the floor would send other bytes`,
    );
  }
  return value;
}

/**
 * Answers a request whose method and path (query included) match a capture with that capture's
 * status, headers and body, after reading the request body to its end (as a real server must);
 * anything else gets a 404 that a load run counts as an error. Captures that kept their request
 * (the mixed traffic's) match on the token and the body too. With `reserialize`, the body is
 * written from its parsed value on every request (ReplayOptions).
 */
export function replayHandler(
  captures: readonly CapturedResponse[],
  options: ReplayOptions = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  const answers = new Map(
    captures.map((capture) => {
      // The captured Content-Length (as sent) is the body's length; a capture of a chunked
      // answer has none, and gets one.
      const headers = capture.headers
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .flat();
      const sent = capture.headers.find(([name]) => name.toLowerCase() === "content-length");
      const lengthAt = sent ? capture.headers.indexOf(sent) * 2 : headers.length;
      headers.splice(lengthAt, 0, sent?.[0] ?? "Content-Length", String(capture.body.length));
      const key = capture.request
        ? exchangeKey(
            capture.method,
            capture.path,
            capture.request.token,
            capture.request.body ?? "",
          )
        : routeKey(capture.method, capture.path);
      // An empty body (a 204) has nothing to build: it is sent as captured.
      const value =
        options.reserialize && capture.body.length > 0 ? reserializable(capture) : undefined;
      return [key, { capture, headers, lengthAt, value }] as const;
    }),
  );
  const byExchange = captures.some((capture) => capture.request !== undefined);
  return (request, response) => {
    const chunks: Buffer[] = [];
    if (byExchange) request.on("data", (chunk: Buffer) => chunks.push(chunk));
    else request.resume();
    request.once("end", () => {
      const answer = answers.get(
        byExchange
          ? exchangeKey(
              request.method ?? "",
              request.url ?? "",
              (request.headers.authorization ?? "").replace(/^Bearer /, ""),
              Buffer.concat(chunks).toString(),
            )
          : routeKey(request.method ?? "", request.url ?? ""),
      );
      if (!answer) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(
          `{"error":{"code":"not_found","message":"the replay server has no capture for ${request.method} ${request.url}"}}`,
        );
        return;
      }
      if (answer.value === undefined) {
        response.writeHead(answer.capture.status, answer.headers);
        response.end(answer.capture.body);
        return;
      }
      const text = JSON.stringify(answer.value);
      const headers = [...answer.headers];
      headers[answer.lengthAt + 1] = String(Buffer.byteLength(text));
      response.writeHead(answer.capture.status, headers);
      response.end(text);
    });
  };
}
