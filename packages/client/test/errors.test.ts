import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCloudClient } from "../src/client.js";
import {
  CloudApiError,
  CloudNetworkError,
  CloudResponseFormatError,
  isCloudApiError,
  unwrap,
} from "../src/errors.js";
import type { TestPaths } from "./support/test-paths.js";
import { apiError, sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () =>
  createCloudClient<TestPaths>({ token: "t0ken", baseUrl: server.baseUrl, retry: false });

const invalidName = apiError("invalid_input", "invalid input in field 'name'", {
  fields: [{ name: "name", messages: ["is too long"] }],
});

describe("errors", () => {
  it("returns the error envelope in the { data, error } style", async () => {
    server.handle((_req, res) => sendJson(res, 422, invalidName));
    const { data, error, response } = await client().PUT("/things/{id}", {
      params: { path: { id: 7 } },
      body: { name: "x".repeat(99) },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(422);
    expect(error?.error.code).toBe("invalid_input");
  });

  it("throws a CloudApiError with status, code, details, request and correlation id", async () => {
    server.handle((_req, res) =>
      sendJson(res, 422, invalidName, { "X-Correlation-Id": "corr-123" }),
    );
    const error = await unwrap(
      client().PUT("/things/{id}", { params: { path: { id: 7 } }, body: { name: "x" } }),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudApiError);
    const apiFailure = error as CloudApiError;
    expect(apiFailure).toMatchObject({
      status: 422,
      code: "invalid_input",
      method: "PUT",
      path: "/v1/things/7",
      correlationId: "corr-123",
      details: { fields: [{ name: "name", messages: ["is too long"] }] },
    });
    expect(apiFailure.message).toBe(
      "PUT /v1/things/7 failed with 422 invalid_input: invalid input in field 'name' (correlation id corr-123)",
    );
  });

  it("narrows by code with isCloudApiError", async () => {
    server.handle((_req, res) =>
      sendJson(
        res,
        403,
        apiError("resource_limit_exceeded", "limit", { limits: [{ name: "project_limit" }] }),
      ),
    );
    const error = await unwrap(client().GET("/things")).catch((thrown: unknown) => thrown);
    expect(isCloudApiError(error)).toBe(true);
    expect(isCloudApiError(error, "not_found", "locked")).toBe(false);
    if (!isCloudApiError(error, "resource_limit_exceeded"))
      throw new Error("expected a limit error");
    // `details` is typed per code: this line type-checks only after narrowing.
    expect(error.details?.limits[0]?.name).toBe("project_limit");
  });

  it("resolves to data in the throwing style when the request succeeds", async () => {
    server.handle((_req, res) => sendJson(res, 200, { thing: { id: 3, name: "c" } }));
    const { thing } = await unwrap(client().GET("/things/{id}", { params: { path: { id: 3 } } }));
    expect(thing).toEqual({ id: 3, name: "c" });
  });

  // Issue 43: `unwrap(await client.GET(...))` (the console's snippet) is as natural as
  // `await unwrap(client.GET(...))`; both must work, and be typed.
  it("takes a result already awaited: returns its data at once, or throws at once", async () => {
    server.handle((req, res) =>
      req.url.endsWith("/3")
        ? sendJson(res, 200, { thing: { id: 3, name: "c" } })
        : sendJson(res, 404, apiError("not_found", "thing not found")),
    );
    const found = await client().GET("/things/{id}", { params: { path: { id: 3 } } });
    const { thing } = unwrap(found);
    expect(thing).toEqual({ id: 3, name: "c" });
    const missing = await client().GET("/things/{id}", { params: { path: { id: 4 } } });
    let thrown: unknown;
    try {
      unwrap(missing);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CloudApiError);
    expect(thrown).toMatchObject({ status: 404, code: "not_found", path: "/v1/things/4" });
  });

  it("takes the call's promise: resolves to data, or rejects", async () => {
    server.handle((req, res) =>
      req.url.endsWith("/3")
        ? sendJson(res, 200, { thing: { id: 3, name: "c" } })
        : sendJson(res, 404, apiError("not_found", "thing not found")),
    );
    const pending = unwrap(client().GET("/things/{id}", { params: { path: { id: 3 } } }));
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toEqual({ thing: { id: 3, name: "c" } });
    await expect(
      unwrap(client().GET("/things/{id}", { params: { path: { id: 4 } } })),
    ).rejects.toMatchObject({ name: "CloudApiError", code: "not_found" });
  });

  it("resolves a 204 to undefined", async () => {
    server.handle((_req, res) => {
      res.writeHead(204).end();
    });
    await expect(
      unwrap(client().DELETE("/things/{id}", { params: { path: { id: 3 } } })),
    ).resolves.toBeUndefined();
  });

  it("throws CloudResponseFormatError for an HTML error page", async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { "Content-Type": "text/html" }).end("<html>Bad Gateway</html>");
    });
    const error = await client()
      .GET("/things")
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudResponseFormatError);
    expect(error).toMatchObject({ status: 502, contentType: "text/html", method: "GET" });
    expect((error as Error).message).toContain("<html>Bad Gateway</html>");
  });

  it("throws CloudResponseFormatError for JSON that is not the envelope, and for an empty body", async () => {
    server.handle((_req, res, index) =>
      index === 0 ? sendJson(res, 500, { oops: true }) : res.writeHead(500).end(),
    );
    await expect(client().GET("/things")).rejects.toBeInstanceOf(CloudResponseFormatError);
    await expect(client().GET("/things")).rejects.toBeInstanceOf(CloudResponseFormatError);
  });

  it("redacts the token from the body snippet of a proxy that echoes the request", async () => {
    const token = "echoedTOKEN0123456789abcdef0123456789abcdef0123456789abcdef0123";
    server.handle((req, res) => {
      res
        .writeHead(502, { "Content-Type": "text/plain" })
        .end(`echo: authorization: ${req.headers.authorization}\n`);
    });
    const error = await createCloudClient<TestPaths>({
      token,
      baseUrl: server.baseUrl,
      retry: false,
    })
      .GET("/things")
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudResponseFormatError);
    const formatError = error as CloudResponseFormatError;
    expect(formatError.bodySnippet).toBe("echo: authorization: Bearer [redacted]\n");
    expect(formatError.message).toContain("Bearer [redacted]");
    expect(inspect(formatError, { depth: 10, showHidden: true })).not.toContain(token);
    expect(JSON.stringify(formatError)).not.toContain(token);
  });

  it("leaves no part of the token in a snippet whose 200-character cut falls inside it", async () => {
    const token = "cutTOKEN0123456789abcdef0123456789abcdef0123456789abcdef0123456";
    server.handle((req, res) => {
      res
        .writeHead(500, { "Content-Type": "text/html" })
        .end(`${"x".repeat(185)}${req.headers.authorization}`);
    });
    const error = await createCloudClient<TestPaths>({
      token,
      baseUrl: server.baseUrl,
      retry: false,
    })
      .GET("/things")
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudResponseFormatError);
    const { bodySnippet, message } = error as CloudResponseFormatError;
    expect(bodySnippet).toHaveLength(200);
    for (const text of [bodySnippet, message]) expect(text).not.toContain(token.slice(0, 6));
  });

  it("throws CloudNetworkError when the connection resets while a success body downloads", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"things": [');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const error = await client()
      .GET("/things")
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudNetworkError);
    expect(error).toMatchObject({ method: "GET", path: "/v1/things" });
    expect((error as Error).message).toMatch(/^GET \/v1\/things failed .*terminated/);
  });

  it("throws CloudNetworkError for a reset during the body with middleware too, and passes a middleware's own error", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"things": [');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const withMiddleware = client();
    withMiddleware.use({ onRequest: ({ request }) => request });
    const reset = await withMiddleware.GET("/things").catch((thrown: unknown) => thrown);
    expect(reset).toBeInstanceOf(CloudNetworkError);
    expect((reset as Error).message).toMatch(/^GET \/v1\/things failed while reading the body: /);
    // Thrown before anything was sent: not a network failure, passed on as it is.
    const own = new Error("refused by my middleware");
    withMiddleware.use({
      onRequest: () => {
        throw own;
      },
    });
    await expect(withMiddleware.GET("/things")).rejects.toBe(own);
  });

  it("throws CloudNetworkError when the connection resets while an error body downloads", async () => {
    server.handle((_req, res) => {
      res.writeHead(503, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"error": {"code": "unavai');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const error = await client()
      .DELETE("/things/{id}", { params: { path: { id: 4 } } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudNetworkError);
    expect(error).toMatchObject({ method: "DELETE", path: "/v1/things/4" });
  });

  it("suggests adding /v1 when a base URL without it answers 404", async () => {
    const withoutV1 = server.baseUrl.replace(/\/v1$/, "");
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 404, apiError("not_found", "not found"))
        : sendJson(res, 404, { message: "Route GET:/things not found", statusCode: 404 }),
    );
    const noV1 = createCloudClient<TestPaths>({ token: "t0ken", baseUrl: withoutV1, retry: false });
    const envelope = await unwrap(noV1.GET("/things")).catch((thrown: unknown) => thrown);
    const other = await noV1.GET("/things").catch((thrown: unknown) => thrown);
    expect(envelope).toBeInstanceOf(CloudApiError);
    expect(other).toBeInstanceOf(CloudResponseFormatError);
    for (const error of [envelope, other]) {
      expect((error as Error).message).toMatch(
        /^GET \/things failed with 404 .*; baseUrl without \/v1\?$/,
      );
    }
  });

  it("does not suggest /v1 for a 404 under /v1", async () => {
    server.handle((_req, res) => sendJson(res, 404, apiError("not_found", "server not found")));
    const error = await unwrap(client().GET("/things/{id}", { params: { path: { id: 9 } } })).catch(
      (thrown: unknown) => thrown,
    );
    expect((error as Error).message).toBe(
      "GET /v1/things/9 failed with 404 not_found: server not found",
    );
  });

  it("throws CloudNetworkError naming the request when nothing answers", async () => {
    const gone = await startTestServer();
    await gone.close();
    const error = await createCloudClient<TestPaths>({
      token: "t",
      baseUrl: gone.baseUrl,
      retry: false,
    })
      .GET("/things/{id}", { params: { path: { id: 1 } } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudNetworkError);
    expect((error as Error).message).toMatch(
      /^GET \/v1\/things\/1 failed without a response: TypeError: fetch failed: connect ECONNREFUSED/,
    );
  });
});
