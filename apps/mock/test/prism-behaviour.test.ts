import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMock, startMock } from "../src/start-mock.js";

// How Prism 5.14 treats the constructs our spec uses, proven on a small document of the same
// shape: `{base_url}/v1` server, global bearer security, `5XX` keys, `oneOf` nullable objects.
const errorResponse = {
  description: "error",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["error"],
        properties: { error: { type: "object", required: ["code"] } },
      },
      example: { error: { code: "server_error" } },
    },
  },
};

const thingSchema = {
  type: "object",
  required: ["id", "image"],
  properties: {
    id: { type: "integer", minimum: 1 },
    image: { oneOf: [{ type: "null" }, { type: "object", required: ["name"] }] },
  },
};

const document = {
  openapi: "3.1.0",
  info: { title: "fixture", version: "1" },
  servers: [
    { url: "{base_url}/v1", variables: { base_url: { default: "https://api.example.test" } } },
  ],
  security: [{ bearerAuth: [] }],
  components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
  paths: {
    "/things/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      get: {
        operationId: "get_thing",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": { schema: thingSchema, example: { id: 1, image: null } },
            },
          },
          "401": errorResponse,
          "5XX": errorResponse,
        },
      },
    },
    "/broken": {
      get: {
        operationId: "get_broken",
        responses: {
          "200": {
            description: "an example that breaks its own schema",
            content: {
              "application/json": { schema: thingSchema, example: { id: "one", image: null } },
            },
          },
        },
      },
    },
  },
};

describe("Prism 5.14 on our spec's constructs", () => {
  let mock: RunningMock;
  let workDir: string;
  const auth = { Authorization: "Bearer any" };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "mock-fixture-"));
    const specPath = join(workDir, "openapi.json");
    await writeFile(specPath, JSON.stringify(document));
    mock = await startMock({ specPath });
  });
  afterAll(async () => {
    await mock?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("serves the paths under the server URL's path with the variable at its default", async () => {
    expect(mock.url).toBe(`${mock.origin}/v1`);
    const response = await fetch(`${mock.url}/things/1`, { headers: auth });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 1, image: null });
  });

  it("validates a oneOf nullable example as JSON Schema does (null is accepted)", async () => {
    const response = await fetch(`${mock.url}/things/1`, { headers: auth });
    expect(response.headers.get("sl-violations")).toBeNull();
  });

  it("answers a 5XX range key when asked with Prefer: code", async () => {
    const response = await fetch(`${mock.url}/things/1`, {
      headers: { ...auth, Prefer: "code=503" },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "server_error" } });
  });

  it("refuses a request without a bearer token with the documented 401", async () => {
    const response = await fetch(`${mock.url}/things/1`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "server_error" } });
  });

  it("answers the bare base URL with a not_found envelope that names it and lists the paths", async () => {
    for (const headers of [auth, {}]) {
      const response = await fetch(mock.url, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: "not_found",
          message:
            "/v1 is the API's base URL, not an endpoint: add a resource path, e.g. GET /v1/broken with 'Authorization: Bearer <token>'. Paths: /v1/broken, /v1/things",
          details: null,
        },
      });
      expect(response.headers.get("sl-violations")).toBeNull();
    }
  });

  it("fails loudly (500) on an example that breaks its schema, because of --errors", async () => {
    const response = await fetch(`${mock.url}/broken`, { headers: auth });
    expect(response.status).toBe(500);
  });
});
