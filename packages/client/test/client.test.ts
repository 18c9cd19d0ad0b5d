import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCloudClient } from "../src/client.js";
import { CloudNetworkError, unwrap } from "../src/errors.js";
import { CLIENT_VERSION } from "../src/version.js";
import type { TestPaths } from "./support/test-paths.js";
import { apiError, sendJson, startTestServer, type TestServer } from "./support/test-server.js";

const TOKEN = "secretTOKENvalue0123456789abcdefsecretTOKENvalue0123456789abcdef";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const clientFor = (extra: object = {}) =>
  createCloudClient<TestPaths>({ token: TOKEN, baseUrl: server.baseUrl, retry: false, ...extra });

describe("createCloudClient", () => {
  it("sends the bearer token, User-Agent and JSON headers", async () => {
    server.handle((_req, res) => sendJson(res, 201, { thing: { id: 1, name: "a" } }));
    await clientFor({ userAgent: "my-tool/1.2" }).POST("/things", { body: { name: "a" } });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers["user-agent"]).toBe(`my-tool/1.2 cloud-api-client/${CLIENT_VERSION}`);
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({ name: "a" });
  });

  it("refuses a missing or blank token before any request", () => {
    // @ts-expect-error the token is required
    expect(() => createCloudClient({ baseUrl: server.baseUrl })).toThrow(/token` is required/);
    expect(() => createCloudClient({ token: "  " })).toThrow(/token` is required/);
  });

  it("refuses a token with a line break without quoting it", () => {
    const error = catchSync(() => createCloudClient({ token: "abc\r\nX-Evil: 1" }));
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).not.toContain("abc");
  });

  it("refuses a token with NUL, another control character or a non-ASCII character without quoting it", () => {
    for (const token of ["abc\u0000def", "abc\u007fdef", "abc\u00e9def", "abc\u20acdef"]) {
      const error = catchSync(() => createCloudClient({ token }));
      expect(error).toBeInstanceOf(TypeError);
      expect(String(error)).toMatch(/`token` must be/);
      expect(String(error)).not.toContain("abc");
    }
  });

  it("refuses a plain http base URL that is not loopback", () => {
    expect(() => createCloudClient({ token: TOKEN, baseUrl: "http://api.example.com/v1" })).toThrow(
      /plain http.*allowInsecureHttp/,
    );
  });

  it("accepts loopback http, https, and http when the caller opts in", () => {
    for (const baseUrl of [
      "http://localhost:4010/v1",
      "http://127.0.0.1/v1",
      "http://[::1]:8080",
    ]) {
      expect(() => createCloudClient({ token: TOKEN, baseUrl })).not.toThrow();
    }
    expect(() =>
      createCloudClient({
        token: TOKEN,
        baseUrl: "http://api.example.com",
        allowInsecureHttp: true,
      }),
    ).not.toThrow();
    expect(() => createCloudClient({ token: TOKEN, baseUrl: "ftp://example.com" })).toThrow(
      /http\(s\)/,
    );
  });

  it("refuses a base URL that is not an absolute http(s) URL, or carries credentials, without quoting it", () => {
    for (const baseUrl of ["api.example.com/v1", "https://user:secret@api.example.com/v1"]) {
      expect(() => createCloudClient({ token: TOKEN, baseUrl })).toThrow(
        /baseUrl must be an absolute http\(s\) URL without credentials$/,
      );
    }
  });

  it("refuses a timeout that is not a positive number", () => {
    expect(() => createCloudClient({ token: TOKEN, timeoutMs: 0 })).toThrow(/timeoutMs/);
  });

  it("keeps the token out of inspect, toString and JSON of the client", () => {
    const client = clientFor();
    expect(inspect(client, { depth: 10, showHidden: true })).not.toContain(TOKEN);
    expect(String(client)).not.toContain(TOKEN);
    expect(JSON.stringify(client)).not.toContain(TOKEN);
  });

  it("keeps the token out of API errors and network errors", async () => {
    server.handle((_req, res) =>
      sendJson(res, 401, apiError("unauthorized", "unable to authenticate")),
    );
    const apiFailure = await unwrap(clientFor().GET("/things")).catch((error: unknown) => error);
    const closed = await startTestServer();
    await closed.close();
    const networkFailure = await createCloudClient<TestPaths>({
      token: TOKEN,
      baseUrl: closed.baseUrl,
      retry: false,
    })
      .GET("/things")
      .catch((error: unknown) => error);
    expect(networkFailure).toBeInstanceOf(CloudNetworkError);
    for (const error of [apiFailure, networkFailure]) {
      expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(TOKEN);
      expect(String(error)).not.toContain(TOKEN);
      expect(JSON.stringify(error)).not.toContain(TOKEN);
    }
  });

  it("exposes the rate-limit state of the latest response", async () => {
    const client = clientFor();
    expect(client.rateLimit).toBeUndefined();
    server.handle((_req, res) =>
      sendJson(
        res,
        200,
        { thing: { id: 1, name: "a" } },
        {
          "RateLimit-Limit": "3600",
          "RateLimit-Remaining": "3599",
          "RateLimit-Reset": "1800000000",
        },
      ),
    );
    await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(client.rateLimit).toEqual({
      limit: 3600,
      remaining: 3599,
      resetAt: new Date(1_800_000_000_000),
    });
  });

  it("sends its package.json version in the User-Agent", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(CLIENT_VERSION).toBe(pkg.version);
  });
});

// A plain call (no middleware, no per-call fetch or middleware, no streamed body) reaches global
// fetch as (url, init), without the Request openapi-fetch would build first (fetch builds its own
// from its arguments). Once anything else may see a request, every call gets a real Request.
describe("the request path", () => {
  const answerThing = () =>
    server.handle((_req, res) => sendJson(res, 200, { thing: { id: 1, name: "a" } }));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives global fetch the URL and init of a plain call, with the attempt's signal, headers and body", async () => {
    answerThing();
    const globalFetch = vi.spyOn(globalThis, "fetch");
    await clientFor().PUT("/things/{id}", { params: { path: { id: 1 } }, body: { name: "b" } });
    expect(globalFetch).toHaveBeenCalledTimes(1);
    const [input, init] = globalFetch.mock.calls[0] ?? [];
    expect(input).toBe(`${server.baseUrl}/things/1`);
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe('{"name":"b"}');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(request?.body ?? "")).toEqual({ name: "b" });
  });

  it("gives each attempt of a plain call its own init: the call's options, a fresh signal following yours", async () => {
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 503, { error: { code: "unavailable", message: "busy" } })
        : sendJson(res, 200, { thing: { id: 1, name: "a" } }),
    );
    const globalFetch = vi.spyOn(globalThis, "fetch");
    const caller = new AbortController();
    const { response } = await clientFor({ retry: { sleep: async () => {} } }).GET("/things/{id}", {
      params: { path: { id: 1 } },
      cache: "no-store",
      signal: caller.signal,
    });
    expect(response.status).toBe(200);
    const [first, second] = globalFetch.mock.calls.map(([, init]) => init);
    expect(globalFetch).toHaveBeenCalledTimes(2);
    expect(first).not.toBe(second);
    expect([first?.cache, second?.cache]).toEqual(["no-store", "no-store"]);
    expect(first?.signal).toBeInstanceOf(AbortSignal);
    expect(first?.signal).not.toBe(caller.signal);
    expect(second?.signal).not.toBe(first?.signal);
    // Each attempt's signal follows yours.
    caller.abort();
    expect([first?.signal?.aborted, second?.signal?.aborted]).toEqual([true, true]);
  });

  it("repeats a POST's body unchanged after a 429", async () => {
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 429, { error: { code: "rate_limit_exceeded", message: "slow" } })
        : sendJson(res, 201, { thing: { id: 1, name: "a" }, action: null, next_actions: [] }),
    );
    const client = clientFor({ retry: { sleep: async () => {} } });
    const { response } = await client.POST("/things", { body: { name: "twice" } });
    expect(response.status).toBe(201);
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"name":"twice"}',
      '{"name":"twice"}',
    ]);
  });

  it("gives middleware added with use() a Request, before and after other calls", async () => {
    answerThing();
    const client = clientFor();
    await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    const seen: unknown[] = [];
    client.use({
      onRequest: ({ request }) => {
        seen.push(request);
        expect(request.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
      },
    });
    await client.POST("/things", { body: { name: "a" } });
    await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(seen).toHaveLength(2);
    for (const request of seen) expect(request).toBeInstanceOf(Request);
    expect(JSON.parse(server.requests[1]?.body ?? "")).toEqual({ name: "a" });
  });

  it("gives per-call middleware and a per-call fetch a Request, and every call after them one", async () => {
    answerThing();
    const client = clientFor();
    const globalFetch = vi.spyOn(globalThis, "fetch");
    await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(typeof globalFetch.mock.calls[0]?.[0]).toBe("string");
    const seen: unknown[] = [];
    await client.GET("/things/{id}", {
      params: { path: { id: 1 } },
      middleware: [{ onRequest: ({ request }) => void seen.push(request) }],
    });
    const { data } = await client.GET("/things/{id}", {
      params: { path: { id: 1 } },
      fetch: (request: Request) => {
        seen.push(request);
        return fetch(request);
      },
    });
    expect(data?.thing.id).toBe(1);
    expect(seen).toHaveLength(2);
    for (const request of seen) expect(request).toBeInstanceOf(Request);
    await client.GET("/things/{id}", { params: { path: { id: 1 } } });
    expect(globalFetch.mock.calls.at(-1)?.[0]).toBeInstanceOf(Request);
  });

  it("sends a body that is not a string (FormData) as it is, and again on a retry", async () => {
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 429, { error: { code: "rate_limit_exceeded", message: "slow" } })
        : sendJson(res, 200, { thing: { id: 1, name: "a" } }),
    );
    const client = clientFor({ retry: { sleep: async () => {} } });
    const globalFetch = vi.spyOn(globalThis, "fetch");
    const form = new FormData();
    form.set("name", "a");
    await client.PUT("/things/{id}", {
      params: { path: { id: 1 } },
      body: form as unknown as { name: string },
    });
    expect(globalFetch.mock.calls.map((call) => call[1]?.body)).toEqual([form, form]);
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
      expect(request.body).toContain('name="name"');
    }
  });
});

function catchSync(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}
