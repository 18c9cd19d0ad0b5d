import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMock, startMock } from "../src/start-mock.js";

interface Operation {
  operationId: string;
  parameters?: unknown[];
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

const bundlePath = createRequire(import.meta.url).resolve("@cloud-api/spec/openapi.json");
const bundle = JSON.parse(readFileSync(bundlePath, "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
};

/** The first GET of the bundle without path parameters, to call it as-is. */
function firstPlainGet(): { path: string; operation: Operation } {
  for (const [path, item] of Object.entries(bundle.paths)) {
    if (!path.includes("{") && item.get) return { path, operation: item.get };
  }
  throw new Error("the bundle has no GET operation without path parameters");
}

describe("startMock", () => {
  let mock: RunningMock;
  const { path, operation } = firstPlainGet();

  beforeAll(async () => {
    mock = await startMock({ port: 0 });
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it("serves the bundle's operations under the server base path with their examples", async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await fetch(`${mock.url}${path}`, {
      headers: { Authorization: "Bearer conformance" },
    });
    expect(response.status).toBe(200);
    const example = operation.responses["200"]?.content?.["application/json"]?.example;
    expect(await response.json()).toEqual(example);
  });

  it("answers 401 with the spec's error envelope without a token", async () => {
    const response = await fetch(`${mock.url}${path}`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error?: { code?: string } };
    expect(body.error?.code).toBe("unauthorized");
  });

  it("answers 404 for the same path outside the base path", async () => {
    const response = await fetch(`${mock.origin}${path}`, {
      headers: { Authorization: "Bearer conformance" },
    });
    expect(response.status).toBe(404);
  });

  // Last of this group: it stops the mock the tests above used (one Prism start fewer).
  it("stops Prism so the port refuses connections, and stop() can be called twice", async () => {
    await mock.stop();
    await mock.stop();
    await expect(fetch(`${mock.origin}/`)).rejects.toThrow();
  });
});
