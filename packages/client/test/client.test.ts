import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

function catchSync(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}
