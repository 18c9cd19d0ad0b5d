import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCloudClient } from "../src/client.js";
import { CloudNetworkError } from "../src/errors.js";
import { type RetryOptions, serverRequestedDelay } from "../src/retry.js";
import type { TestPaths } from "./support/test-paths.js";
import { apiError, sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = 1_800_000_000_000;
const thing = { thing: { id: 1, name: "a" } };

/** A client whose waits are recorded instead of slept, with a fixed clock and jitter. */
function clientWithRecordedWaits(retry: RetryOptions = {}) {
  const waits: number[] = [];
  const client = createCloudClient<TestPaths>({
    token: "t",
    baseUrl: server.baseUrl,
    retry: {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
      now: () => NOW,
      ...retry,
    },
  });
  return { client, waits };
}

/** Answers with each status in turn (then 200), as error envelopes with the given codes. */
function answerInTurn(
  failures: [status: number, code: string, headers?: Record<string, string>][],
) {
  server.handle((_req, res, index) => {
    const failure = failures[index];
    if (!failure) return sendJson(res, 200, thing);
    const [status, code, headers] = failure;
    sendJson(res, status, apiError(code, `failure ${index}`), headers);
  });
}

describe("retries", () => {
  it("waits for Retry-After on 429, then succeeds", async () => {
    answerInTurn([[429, "rate_limit_exceeded", { "Retry-After": "2" }]]);
    const { client, waits } = clientWithRecordedWaits();
    const { data } = await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(data).toEqual(thing);
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it("without Retry-After, waits until RateLimit-Reset refills one request", async () => {
    // Bucket of 3600/h, empty, full again in 3600 s: one request refills per second.
    answerInTurn([
      [
        429,
        "rate_limit_exceeded",
        {
          "RateLimit-Limit": "3600",
          "RateLimit-Remaining": "0",
          "RateLimit-Reset": String(NOW / 1000 + 3600),
        },
      ],
    ]);
    const { client, waits } = clientWithRecordedWaits();
    await client.GET("/things");
    expect(waits).toEqual([1000]);
  });

  it("backs off exponentially with jitter on 502, 503 and 504 for a GET", async () => {
    answerInTurn([
      [502, "server_error"],
      [503, "unavailable"],
      [504, "timeout"],
    ]);
    const { client, waits } = clientWithRecordedWaits({ baseDelayMs: 100 });
    const { response } = await client.GET("/things");
    expect(response.status).toBe(200);
    // random() = 0.5 of the caps 100, 200, 400.
    expect(waits).toEqual([50, 100, 200]);
  });

  it("stops after maxRetries and returns the last failure", async () => {
    server.handle((_req, res) => sendJson(res, 503, apiError("unavailable", "down")));
    const { client } = clientWithRecordedWaits({ maxRetries: 2 });
    const { error, response } = await client.GET("/things");
    expect(response.status).toBe(503);
    expect(error?.error.code).toBe("unavailable");
    expect(server.requests).toHaveLength(3);
  });

  it("caps the backoff at maxDelayMs", async () => {
    answerInTurn([
      [503, "unavailable"],
      [503, "unavailable"],
      [503, "unavailable"],
    ]);
    const { client, waits } = clientWithRecordedWaits({
      baseDelayMs: 1000,
      maxDelayMs: 1500,
      random: () => 0.999,
    });
    await client.GET("/things");
    expect(Math.max(...waits)).toBeLessThanOrEqual(1500);
    expect(waits[2]).toBe(Math.floor(0.999 * 1500));
  });

  it("gives up at once when the server asks for a longer wait than maxDelayMs", async () => {
    answerInTurn([[429, "rate_limit_exceeded", { "Retry-After": "120" }]]);
    const { client, waits } = clientWithRecordedWaits({ maxDelayMs: 30_000 });
    const { response } = await client.GET("/things");
    expect(response.status).toBe(429);
    expect(waits).toEqual([]);
  });

  it("never repeats a POST after a 503, which may come after the work was done", async () => {
    answerInTurn([[503, "unavailable"]]);
    const { client } = clientWithRecordedWaits();
    const { response } = await client.POST("/things", { body: { name: "a" } });
    expect(response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it("never repeats a POST after a network failure", async () => {
    server.handle((_req, res) => res.socket?.destroy());
    const { client } = clientWithRecordedWaits();
    await expect(client.POST("/things", { body: { name: "a" } })).rejects.toBeInstanceOf(
      CloudNetworkError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it("repeats a GET after a network failure", async () => {
    server.handle((_req, res, index) =>
      index === 0 ? res.socket?.destroy() : sendJson(res, 200, thing),
    );
    const { client } = clientWithRecordedWaits();
    const { data } = await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(data).toEqual(thing);
    expect(server.requests).toHaveLength(2);
  });

  it("repeats a POST refused with 429, sending the same body again", async () => {
    answerInTurn([[429, "rate_limit_exceeded", { "Retry-After": "0" }]]);
    const { client } = clientWithRecordedWaits();
    await client.POST("/things", { body: { name: "same body" } });
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"name":"same body"}',
      '{"name":"same body"}',
    ]);
  });

  it("repeats a GET without cloning it, since it has no body to keep unread", async () => {
    answerInTurn([
      [503, "unavailable"],
      [429, "rate_limit_exceeded", { "Retry-After": "0" }],
    ]);
    const clone = vi.spyOn(Request.prototype, "clone");
    const { client } = clientWithRecordedWaits();
    const { data } = await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(data).toEqual(thing);
    expect(server.requests.map((request) => request.url)).toEqual([
      "/v1/things/1",
      "/v1/things/1",
      "/v1/things/1",
    ]);
    expect(clone).not.toHaveBeenCalled();
  });

  it("re-sends a POST body intact on every attempt up to the last one", async () => {
    answerInTurn([
      [429, "rate_limit_exceeded", { "Retry-After": "0" }],
      [409, "conflict"],
      [429, "rate_limit_exceeded", { "Retry-After": "0" }],
    ]);
    const { client } = clientWithRecordedWaits({ maxRetries: 3 });
    const name = "ü-body ".repeat(2000);
    const { response } = await client.POST("/things", { body: { name } });
    expect(response.status).toBe(200);
    // The fourth attempt is the last one allowed: it sends the original request, not a clone.
    expect(server.requests.map((request) => JSON.parse(request.body))).toEqual(
      Array.from({ length: 4 }, () => ({ name })),
    );
  });

  it("repeats a PUT on 409 conflict with its body", async () => {
    answerInTurn([[409, "conflict"]]);
    const { client } = clientWithRecordedWaits();
    const { response } = await client.PUT("/things/{id}", {
      params: { path: { id: 1 } },
      body: { name: "b" },
    });
    expect(response.status).toBe(200);
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"name":"b"}',
      '{"name":"b"}',
    ]);
  });

  it("does not repeat a 409 uniqueness_error, which would fail the same way", async () => {
    answerInTurn([[409, "uniqueness_error"]]);
    const { client } = clientWithRecordedWaits();
    const { error } = await client.POST("/things", { body: { name: "taken" } });
    expect(error?.error.code).toBe("uniqueness_error");
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry other client errors", async () => {
    answerInTurn([[404, "not_found"]]);
    const { client } = clientWithRecordedWaits();
    await client.GET("/things/{id}", { params: { path: { id: 9 } } });
    expect(server.requests).toHaveLength(1);
  });

  it("sends exactly one attempt when retries are disabled", async () => {
    answerInTurn([[503, "unavailable"]]);
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      retry: false,
    });
    const { response } = await client.GET("/things");
    expect(response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it("records the rate limit of every attempt: a retried 429's while it waits, then the latest", async () => {
    answerInTurn([
      [
        429,
        "rate_limit_exceeded",
        {
          "Retry-After": "0",
          "RateLimit-Limit": "3600",
          "RateLimit-Remaining": "0",
          "RateLimit-Reset": String(NOW / 1000 + 10),
        },
      ],
    ]);
    const seenWhileWaiting: (number | undefined)[] = [];
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      retry: { sleep: async () => void seenWhileWaiting.push(client.rateLimit?.remaining) },
    });
    await client.GET("/things");
    expect(seenWhileWaiting).toEqual([0]);
    // The answer after the wait carries no RateLimit-* (this test server; the API always does).
    expect(client.rateLimit).toBeUndefined();
  });
});

describe("serverRequestedDelay", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(serverRequestedDelay(new Headers({ "Retry-After": "3" }), NOW)).toBe(3000);
    const date = new Date(NOW + 5000).toUTCString();
    expect(serverRequestedDelay(new Headers({ "Retry-After": date }), NOW)).toBe(5000);
  });

  it("is undefined without Retry-After or RateLimit headers", () => {
    expect(serverRequestedDelay(new Headers(), NOW)).toBeUndefined();
  });
});
