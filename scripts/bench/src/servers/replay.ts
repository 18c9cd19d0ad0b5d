// The plain-server limit: a bare node:http handler that answers each known route with bytes
// captured from the emulator, with no work in between. Whatever the emulator does beyond this
// (auth, validation, the store, serialising) is the distance to the limit.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CapturedResponse } from "../capture.js";

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Answers a request whose method and path (query included) match a capture with that capture's
 * status, headers and body, after reading the request body to its end (as a real server must);
 * anything else gets a 404 that a load run counts as an error.
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
      return [routeKey(capture.method, capture.path), { capture, headers }] as const;
    }),
  );
  return (request, response) => {
    const answer = answers.get(routeKey(request.method ?? "", request.url ?? ""));
    request.resume();
    request.once("end", () => {
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
