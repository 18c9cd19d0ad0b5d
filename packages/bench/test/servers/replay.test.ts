import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChildService } from "../../src/harness/processes.js";
import {
  type CapturedResponse,
  captureResponse,
  serializeCaptures,
} from "../../src/servers/capture.js";
import { startPlainNodeService } from "../../src/servers/plain-node.js";
import { replayHandler } from "../../src/servers/replay.js";

// Stands in for the emulator: lower-case header names as Fastify sends them, a per-request
// header, a body with multi-byte characters, and a 201 for a POST that checks it got the body.
const LIST_BODY = JSON.stringify({ servers: [{ id: 1, name: "größe-ü" }], meta: { total: 1 } });
const source: RequestListener = (request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (request.method === "POST") {
      const received = Buffer.concat(chunks).toString("utf8");
      const body = JSON.stringify({ ssh_key: { id: 7, received: received.length } });
      response.writeHead(201, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
      });
      response.end(body);
      return;
    }
    response.writeHead(200, {
      "x-correlation-id": "ca6af6c600000001",
      "ratelimit-limit": "1000000000",
      link: '<http://127.0.0.1:1/v1/servers?page=1&per_page=25>; rel="last"',
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(LIST_BODY),
    });
    response.end(LIST_BODY);
  });
};

async function listen(handler: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The whole raw answer to `request` (Connection: close), with the Date line blanked. */
function rawExchange(origin: string, request: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("end", () =>
      resolve(
        Buffer.concat(chunks)
          .toString("latin1")
          .replace(/^Date: .*$/m, "Date: -"),
      ),
    );
    socket.end(request);
  });
}

const GET_LIST =
  "GET /v1/servers?sort=name%3Adesc HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer t\r\nConnection: close\r\n\r\n";
const POST_BODY = '{"name":"k","public_key":"ssh-ed25519 AAAA"}';
const POST_KEY = `POST /v1/ssh_keys HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${POST_BODY.length}\r\nConnection: close\r\n\r\n${POST_BODY}`;

/** The list GET and the key POST, captured from `origin`. */
async function captureListAndPost(origin: string): Promise<CapturedResponse[]> {
  return [
    await captureResponse({
      method: "GET",
      url: `${origin}/v1/servers?sort=name%3Adesc`,
      token: "t",
    }),
    await captureResponse({
      method: "POST",
      url: `${origin}/v1/ssh_keys`,
      token: "t",
      body: POST_BODY,
    }),
  ];
}

describe("captureResponse and replayHandler", () => {
  let original: { server: Server; origin: string };
  let replay: { server: Server; origin: string };
  let captures: CapturedResponse[];

  beforeAll(async () => {
    original = await listen(source);
    captures = await captureListAndPost(original.origin);
    replay = await listen(replayHandler(captures));
  });
  afterAll(async () => {
    await new Promise((resolve) => original.server.close(resolve));
    await new Promise((resolve) => replay.server.close(resolve));
  });

  it("keeps status, header names as sent and the body, without the headers node:http writes", () => {
    const [list] = captures;
    expect(list?.status).toBe(200);
    expect(list?.path).toBe("/v1/servers?sort=name%3Adesc");
    expect(list?.headers.map(([name]) => name)).toEqual([
      "x-correlation-id",
      "ratelimit-limit",
      "link",
      "content-type",
      "content-length",
    ]);
    expect(list?.body.equals(Buffer.from(LIST_BODY))).toBe(true);
  });

  it("answers a GET with exactly the bytes the original server sent (Date aside)", async () => {
    const fromOriginal = await rawExchange(original.origin, GET_LIST);
    const fromReplay = await rawExchange(replay.origin, GET_LIST);
    expect(fromOriginal).toContain("x-correlation-id: ca6af6c600000001\r\n");
    expect(fromReplay).toBe(fromOriginal);
  });

  it("reads a POST body to its end, then answers the captured 201 byte for byte", async () => {
    const fromOriginal = await rawExchange(original.origin, POST_KEY);
    const fromReplay = await rawExchange(replay.origin, POST_KEY);
    expect(fromReplay.startsWith("HTTP/1.1 201 Created\r\n")).toBe(true);
    expect(fromReplay).toBe(fromOriginal);
  });

  it("answers 404 to a route it has no capture for, so a load run counts it as an error", async () => {
    const other = await rawExchange(
      replay.origin,
      "GET /v1/servers?sort=id HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(other.startsWith("HTTP/1.1 404 Not Found\r\n")).toBe(true);
    expect(other).toContain("no capture for GET /v1/servers?sort=id");
  });
});

describe("replayHandler with captures that kept their request (the mixed traffic)", () => {
  let original: { server: Server; origin: string };
  let replay: { server: Server; origin: string };

  beforeAll(async () => {
    original = await listen(source);
    const post = (token: string, body: string) =>
      captureResponse({
        method: "POST",
        url: `${original.origin}/v1/ssh_keys`,
        token,
        body,
        keepRequest: true,
      });
    replay = await listen(
      replayHandler([await post("t", POST_BODY), await post("u", `${POST_BODY}  `)]),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => original.server.close(resolve));
    await new Promise((resolve) => replay.server.close(resolve));
  });

  const postAs = (token: string, body: string) =>
    rawExchange(
      replay.origin,
      `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );

  it("answers each request with the answer to the same token and body", async () => {
    expect(await postAs("t", POST_BODY)).toContain(`"received":${POST_BODY.length}}`);
    expect(await postAs("u", `${POST_BODY}  `)).toContain(`"received":${POST_BODY.length + 2}}`);
  });

  it("answers 404 to the same path with another token or body", async () => {
    expect((await postAs("u", POST_BODY)).startsWith("HTTP/1.1 404 Not Found\r\n")).toBe(true);
    expect((await postAs("t", `${POST_BODY} `)).startsWith("HTTP/1.1 404 Not Found\r\n")).toBe(
      true,
    );
  });
});

describe("replay-server.ts as a plain node process", () => {
  let directory: string;
  let original: { server: Server; origin: string };
  let service: ChildService<{ url: string }>;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "replay-test-"));
    original = await listen(source);
    const capture = await captureResponse({
      method: "GET",
      url: `${original.origin}/v1/servers?sort=name%3Adesc`,
      token: "t",
    });
    const file = join(directory, "captures.json");
    writeFileSync(file, serializeCaptures([capture]));
    service = await startPlainNodeService<{ url: string }>(
      fileURLToPath(new URL("../../src/servers/replay-server.ts", import.meta.url)),
      { BENCH_REPLAY_FILE: file },
    );
  }, 30_000);
  afterAll(async () => {
    await service?.stop();
    await new Promise((resolve) => original.server.close(resolve));
    rmSync(directory, { recursive: true, force: true });
  });

  it("replays the captures from BENCH_REPLAY_FILE byte for byte", async () => {
    const origin = new URL(service.info.url).origin;
    // Node's Keep-Alive header differs only in the timeout value; Connection: close drops it.
    expect(await rawExchange(origin, GET_LIST)).toBe(await rawExchange(original.origin, GET_LIST));
  });
});

describe("replayHandler with reserialize (the serialization floor)", () => {
  let original: { server: Server; origin: string };
  let limit: { server: Server; origin: string };
  let floor: { server: Server; origin: string };
  let captures: CapturedResponse[];

  beforeAll(async () => {
    original = await listen(source);
    captures = await captureListAndPost(original.origin);
    limit = await listen(replayHandler(captures));
    floor = await listen(replayHandler(captures, { reserialize: true }));
  });
  afterAll(async () => {
    for (const { server } of [original, limit, floor]) {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("sends the limit's bytes (multi-byte characters and Content-Length included) for a GET and a POST", async () => {
    expect(await rawExchange(floor.origin, GET_LIST)).toBe(
      await rawExchange(limit.origin, GET_LIST),
    );
    expect(await rawExchange(floor.origin, POST_KEY)).toBe(
      await rawExchange(limit.origin, POST_KEY),
    );
  });

  it("builds the body from objects on every request, not from the captured bytes", async () => {
    // The captured bytes changed after the start: the limit sends the change, the floor does not.
    const [list] = captures;
    const original = Buffer.from(list?.body ?? "");
    list?.body.fill(0x20);
    try {
      const fromLimit = await rawExchange(limit.origin, GET_LIST);
      const fromFloor = await rawExchange(floor.origin, GET_LIST);
      expect(fromLimit).not.toContain('"servers"');
      // rawExchange reads the answer as latin1.
      expect(fromFloor).toContain(Buffer.from(LIST_BODY).toString("latin1"));
    } finally {
      original.copy(list?.body ?? Buffer.alloc(0));
    }
  });

  it("refuses at start a capture that JSON.stringify would not give back byte for byte", () => {
    const spaced: CapturedResponse = {
      method: "GET",
      path: "/v1/servers",
      status: 200,
      headers: [["content-type", "application/json"]],
      body: Buffer.from('{"servers": []}'),
    };
    expect(() => replayHandler([spaced], { reserialize: true })).toThrow(
      /does not give back the answer to GET \/v1\/servers byte for byte/,
    );
    expect(() =>
      replayHandler([{ ...spaced, body: Buffer.from("not json") }], { reserialize: true }),
    ).toThrow(/is not JSON/);
    expect(() => replayHandler([spaced])).not.toThrow();
  });
});
