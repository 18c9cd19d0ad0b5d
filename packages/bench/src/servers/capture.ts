// One real answer of a server, kept byte for byte (status, header names and values as sent, body),
// so the plain-server limit can send exactly what the emulator sent.
import { request } from "node:http";

export interface CapturedResponse {
  method: string;
  /** Path and query as the request line carries them (`/v1/servers?sort=name%3Adesc`). */
  path: string;
  status: number;
  /** Header names and values as sent (Content-Length included), minus those node:http writes itself. */
  headers: [string, string][];
  body: Buffer;
  /**
   * For a replay that tells requests apart by more than method and path (the mixed traffic):
   * the request's bearer token and body.
   */
  request?: { token: string; body?: string };
}

/**
 * node:http writes these on every answer from its own state (connection handling, the clock); a
 * replaying server gets them from node:http the same way. Content-Length is kept as it was sent
 * (name, place and value); Transfer-Encoding is dropped because the replay sends a length.
 */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export interface CaptureRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Absolute URL of the request. */
  url: string;
  token: string;
  body?: string;
  timeoutMs?: number;
  /** Keep the token and body with the answer (CapturedResponse.request). */
  keepRequest?: boolean;
}

/** Sends one request (on a connection of its own) and keeps the whole answer. */
export function captureResponse(capture: CaptureRequest): Promise<CapturedResponse> {
  const url = new URL(capture.url);
  const timeoutMs = capture.timeoutMs ?? 30_000;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${capture.token}`,
    Accept: "application/json",
  };
  if (capture.body !== undefined) headers["Content-Type"] = "application/json";
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: capture.method, headers, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("error", reject);
        response.once("end", () => {
          const pairs: [string, string][] = [];
          const raw = response.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            const name = raw[index] as string;
            if (!WRITTEN_BY_NODE.has(name.toLowerCase()))
              pairs.push([name, raw[index + 1] as string]);
          }
          resolve({
            method: capture.method,
            path: `${url.pathname}${url.search}`,
            status: response.statusCode ?? 0,
            headers: pairs,
            body: Buffer.concat(chunks),
            ...(capture.keepRequest
              ? {
                  request: {
                    token: capture.token,
                    ...(capture.body === undefined ? {} : { body: capture.body }),
                  },
                }
              : {}),
          });
        });
      },
    );
    outgoing.once("timeout", () =>
      outgoing.destroy(
        new Error(`${capture.method} ${url.pathname} took longer than ${timeoutMs} ms`),
      ),
    );
    outgoing.once("error", reject);
    outgoing.end(capture.body);
  });
}

/** JSON form for handing captures to a child process (bodies as base64). */
export interface SerializedCapture {
  method: string;
  path: string;
  status: number;
  headers: [string, string][];
  bodyBase64: string;
  request?: { token: string; body?: string };
}

export function serializeCaptures(captures: readonly CapturedResponse[]): string {
  const serialized: SerializedCapture[] = captures.map(({ body, ...rest }) => ({
    ...rest,
    bodyBase64: body.toString("base64"),
  }));
  return JSON.stringify(serialized);
}

export function parseCaptures(text: string): CapturedResponse[] {
  const parsed = JSON.parse(text) as SerializedCapture[];
  return parsed.map(({ bodyBase64, ...rest }) => ({
    ...rest,
    body: Buffer.from(bodyBase64, "base64"),
  }));
}
