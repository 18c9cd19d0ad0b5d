import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCloudClient } from "../src/client.js";
import { CloudAbortError, CloudTimeoutError } from "../src/errors.js";
import type { TestPaths } from "./support/test-paths.js";
import { sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

// The server never answers; closing it in afterAll ends the hanging requests.
const hang = () => {};

describe("timeouts and cancellation", () => {
  it("throws CloudTimeoutError when no response arrives within timeoutMs", async () => {
    server.handle(hang);
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      timeoutMs: 50,
      retry: false,
    });
    const error = await client.GET("/things").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudTimeoutError);
    expect(error).toMatchObject({ method: "GET", path: "/v1/things", timeoutMs: 50 });
  });

  it("retries a timed-out GET and succeeds when the server answers", async () => {
    server.handle((_req, res, index) =>
      index === 0 ? hang() : sendJson(res, 200, { thing: { id: 1, name: "a" } }),
    );
    // 1 s, not 50 ms: on a loaded 2-core machine a 50 ms budget also timed out the answered retry.
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      timeoutMs: 1_000,
      retry: { sleep: async () => {} },
    });
    const { data } = await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(data?.thing.id).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it("does not repeat a timed-out POST, which the server may still be doing", async () => {
    server.handle(hang);
    // Count attempts at the fetch boundary: on a loaded machine the 50 ms timeout can fire
    // before the server has even accepted the connection, so the server's own count may be 0.
    let attempts = 0;
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      timeoutMs: 50,
      retry: { sleep: async () => {} },
      fetch: (request: Request) => {
        attempts += 1;
        return fetch(request);
      },
    });
    await expect(client.POST("/things", { body: { name: "a" } })).rejects.toBeInstanceOf(
      CloudTimeoutError,
    );
    expect(attempts).toBe(1);
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it("throws CloudAbortError when the caller aborts a running request", async () => {
    const controller = new AbortController();
    server.handle(() => controller.abort(new Error("user pressed ctrl-c")));
    const client = createCloudClient<TestPaths>({ token: "t", baseUrl: server.baseUrl });
    const error = await client
      .GET("/things", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudAbortError);
    expect((error as Error).cause).toEqual(new Error("user pressed ctrl-c"));
    expect(server.requests).toHaveLength(1);
  });

  it("sends nothing when the caller's signal is already aborted", async () => {
    server.handle(hang);
    const client = createCloudClient<TestPaths>({ token: "t", baseUrl: server.baseUrl });
    await expect(client.GET("/things", { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      CloudAbortError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it("ends the body download when the caller aborts after the headers arrived", async () => {
    const controller = new AbortController();
    server.handle((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"things":[');
      setTimeout(() => controller.abort(new Error("enough")), 20);
    });
    const client = createCloudClient<TestPaths>({ token: "t", baseUrl: server.baseUrl });
    const error = await client
      .GET("/things", { signal: controller.signal })
      .catch((thrown: unknown) => thrown);
    expect(controller.signal.aborted).toBe(true);
    // Like an abort before the headers: the caller's typed error, carrying their reason.
    expect(error).toBeInstanceOf(CloudAbortError);
    expect(error).toMatchObject({ method: "GET", path: "/v1/things" });
    expect((error as Error).cause).toEqual(new Error("enough"));
  });

  it("aborts the retry of a POST, sent as a copy of the request, when the caller aborts", async () => {
    const controller = new AbortController();
    server.handle((_req, res, index) => {
      if (index === 0)
        sendJson(res, 429, { error: { code: "rate_limit_exceeded", message: "slow" } });
      else controller.abort(new Error("enough"));
    });
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      retry: { sleep: async () => {} },
    });
    const error = await client
      .POST("/things", { body: { name: "a" }, signal: controller.signal })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudAbortError);
    expect((error as Error).cause).toEqual(new Error("enough"));
    expect(server.requests).toHaveLength(2);
  });

  it("times out and aborts through a middleware that replaced the request", async () => {
    server.handle(hang);
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      timeoutMs: 50,
      retry: false,
    });
    client.use({
      onRequest: ({ request }) => new Request(request, { headers: { "X-Extra": "1" } }),
    });
    await expect(client.GET("/things")).rejects.toBeInstanceOf(CloudTimeoutError);
    const controller = new AbortController();
    server.handle(() => controller.abort());
    await expect(client.GET("/things", { signal: controller.signal })).rejects.toBeInstanceOf(
      CloudAbortError,
    );
    expect(server.requests[0]?.headers["x-extra"]).toBe("1");
  });

  it("gives a custom fetch a request that ends at the timeout", async () => {
    const received: Request[] = [];
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      timeoutMs: 50,
      retry: false,
      fetch: (request) => {
        received.push(request);
        return new Promise((_resolve, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        );
      },
    });
    await expect(client.GET("/things")).rejects.toBeInstanceOf(CloudTimeoutError);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.get("Authorization")).toBe("Bearer t");
  });

  it("stops waiting between retries when the caller aborts", async () => {
    const controller = new AbortController();
    server.handle((_req, res) =>
      sendJson(res, 503, { error: { code: "unavailable", message: "busy" } }),
    );
    const client = createCloudClient<TestPaths>({
      token: "t",
      baseUrl: server.baseUrl,
      retry: {
        sleep: (_ms, signal) => {
          controller.abort();
          return Promise.reject(signal?.reason);
        },
      },
    });
    await expect(client.GET("/things", { signal: controller.signal })).rejects.toBeInstanceOf(
      CloudAbortError,
    );
    expect(server.requests).toHaveLength(1);
  });
});
