import { connect } from "node:net";

export interface RawResponse {
  /** 0 when the server sent nothing before closing (or before the deadline). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection before the deadline. */
  closed: boolean;
  elapsedMs: number;
}

/**
 * Writes `chunks` to a fresh TCP connection, byte for byte (no HTTP client in between, so
 * requests can be malformed, truncated or oversized), and reads until the server closes the
 * connection or `deadlineMs` passes. Only the first response is parsed.
 */
export function rawRequest(
  port: number,
  chunks: (string | Buffer)[],
  deadlineMs = 3000,
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...parse(Buffer.concat(received).toString("utf8")),
        closed,
        elapsedMs: Date.now() - started,
      });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on("data", (data) => received.push(data));
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
  });
}

function parse(text: string): Pick<RawResponse, "status" | "headers" | "body"> {
  const split = text.indexOf("\r\n\r\n");
  if (split === -1) return { status: 0, headers: {}, body: text };
  const [statusLine = "", ...lines] = text.slice(0, split).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: text.slice(split + 4) };
}

/** True when `body` is the API's error envelope `{"error": {"code", "message", "details"}}`. */
export function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: Record<string, unknown> };
    const error = parsed.error;
    return (
      typeof error === "object" &&
      error !== null &&
      typeof error.code === "string" &&
      typeof error.message === "string" &&
      "details" in error &&
      Object.keys(parsed).length === 1
    );
  } catch {
    return false;
  }
}
