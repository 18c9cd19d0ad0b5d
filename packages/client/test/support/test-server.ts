import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
  index: number,
) => unknown;

/** A node:http server on 127.0.0.1:0 whose answers each test scripts with `handle`. */
export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the handler and forgets the recorded requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = (_request, response) => sendJson(response, 404, notFound);
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      void Promise.resolve(handler(request, response, requests.length - 1)).catch((error) => {
        response.destroy(error as Error);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const notFound = { error: { code: "not_found", message: "no handler", details: null } };

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function apiError(code: string, message: string, details: unknown = null) {
  return { error: { code, message, details } };
}
