// The plain-server limit: a bare node:http handler that answers each known route with bytes
// captured from the emulator, with no work in between. Whatever the emulator does beyond this
// (auth, validation, the store, serialising) is the distance to the limit.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CapturedResponse } from "./capture.js";

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** A request told apart by its token and body as well (captures that kept their request). */
export const exchangeKey = (method: string, path: string, token: string, body: string) =>
  `${routeKey(method, path)}\n${token}\n${body}`;

/**
 * Answers a request whose method and path (query included) match a capture with that capture's
 * status, headers and body, after reading the request body to its end (as a real server must);
 * anything else gets a 404 that a load run counts as an error. Captures that kept their request
 * (the mixed traffic's) match on the token and the body too.
 */
export function replayHandler(
  captures: readonly CapturedResponse[],
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
      return [key, { capture, headers }] as const;
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
      response.writeHead(answer.capture.status, answer.headers);
      response.end(answer.capture.body);
    });
  };
}
