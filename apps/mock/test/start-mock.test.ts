import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
});

describe("startMock lifecycle", () => {
  let blocker: Server | undefined;
  let workDir: string | undefined;

  afterAll(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("stops Prism so the port refuses connections, and stop() can be called twice", async () => {
    const mock = await startMock();
    await mock.stop();
    await mock.stop();
    await expect(fetch(`${mock.origin}/`)).rejects.toThrow();
  });

  it("rejects with Prism's own output when the port is taken", async () => {
    // Refuses to talk HTTP: it only holds the port.
    blocker = createServer((socket) => socket.destroy());
    const port = await new Promise<number>((resolve) => {
      blocker?.listen(0, "127.0.0.1", () => {
        const address = blocker?.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
    // Something else listens there, so Prism fails to bind and exits.
    await expect(startMock({ port })).rejects.toThrow(/EADDRINUSE|address already in use/i);
  });

  it("rejects with Prism's output when the document cannot be loaded", async () => {
    workDir = await mkdtemp(join(tmpdir(), "mock-test-"));
    const specPath = join(workDir, "broken.json");
    await writeFile(
      specPath,
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "broken", version: "1" },
        paths: { "/things": { $ref: "./missing-file.yaml" } },
      }),
    );
    await expect(startMock({ specPath })).rejects.toThrow(/Prism's output:\n.*missing-file/s);
  });

  it("names the missing bundle instead of starting Prism", async () => {
    await expect(startMock({ specPath: "/nonexistent/openapi.json" })).rejects.toThrow(
      /\/nonexistent\/openapi\.json does not exist/,
    );
  });
});
