// Issue 47: calling an operation with an announced sunset warns once per process, with the day and
// what to use instead; the table it warns from is generated from the spec, never kept by hand.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sunsetOperations } from "@cloud-api/spec/deprecations";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const datacenter = { id: 2, name: "nbg1-dc3", description: "Nuremberg 1 DC 3" };

/**
 * The client as a fresh process would load it: the table of sunsets is module state (once per
 * process), so each test gets its own copy of the modules.
 */
async function freshClient(extra: object = {}) {
  vi.resetModules();
  const { createCloudClient } = await import("../src/client.js");
  return createCloudClient({ token: "t", baseUrl: server.baseUrl, retry: false, ...extra });
}

describe("a deprecated operation with an announced sunset", () => {
  it("emits one DeprecationWarning per process and operation, with the day and the replacement", async () => {
    server.handle((req, res) =>
      sendJson(res, 200, req.url.endsWith("/2") ? { datacenter } : { datacenters: [datacenter] }),
    );
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const client = await freshClient();
    await client.GET("/datacenters");
    await client.GET("/datacenters");
    const { createCloudClient } = await import("../src/client.js");
    const another = createCloudClient({ token: "t", baseUrl: server.baseUrl, retry: false });
    await another.GET("/datacenters");
    expect(emitWarning.mock.calls).toEqual([
      [
        "GET /datacenters: sunset 2026-10-01; use GET /locations and GET /server_types",
        "DeprecationWarning",
      ],
    ]);
    await client.GET("/datacenters/{id}", { params: { path: { id: 2 } } });
    await client.GET("/locations");
    expect(emitWarning.mock.calls.slice(1)).toEqual([
      [
        "GET /datacenters/{id}: sunset 2026-10-01; use GET /locations/{id} and GET /server_types",
        "DeprecationWarning",
      ],
    ]);
  });

  it("tells onDeprecation instead, when given, and still answers the call", async () => {
    server.handle((_req, res) => sendJson(res, 200, { datacenters: [datacenter] }));
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const told: string[] = [];
    const client = await freshClient({ onDeprecation: (message: string) => told.push(message) });
    const first = await client.GET("/datacenters");
    await client.GET("/datacenters");
    expect(first.data?.datacenters).toEqual([datacenter]);
    expect(told).toEqual([
      "GET /datacenters: sunset 2026-10-01; use GET /locations and GET /server_types",
    ]);
    expect(emitWarning).not.toHaveBeenCalled();
  });

  it("says nothing for an operation without a sunset", async () => {
    server.handle((_req, res) => sendJson(res, 200, { locations: [] }));
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const client = await freshClient();
    await client.GET("/locations");
    await client.GET("/servers/{id}/actions/{action_id}", {
      params: { path: { id: 1, action_id: 2 } },
    });
    expect(emitWarning).not.toHaveBeenCalled();
  });
});

describe("the table of sunsets (src/generated/sunsets.ts)", () => {
  const GENERATOR = new URL("../scripts/generate-sunsets.mjs", import.meta.url).pathname;
  const specPath = createRequire(import.meta.url).resolve("@cloud-api/spec/openapi.json");
  const scratch = mkdtempSync(join(tmpdir(), "client-sunsets-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const generate = (...args: string[]) => {
    try {
      execFileSync(process.execPath, [GENERATOR, ...args], { stdio: "pipe" });
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it("holds every deprecated operation of the spec with an x-sunset, and nothing else", async () => {
    const { SUNSETS } = await import("../src/generated/sunsets.js");
    const spec = JSON.parse(readFileSync(specPath, "utf8"));
    const expected = sunsetOperations(spec);
    expect(expected.length).toBeGreaterThan(0);
    expect(Object.keys(SUNSETS).sort()).toEqual(
      expected.map(({ method, path }) => `${method} ${path}`).sort(),
    );
  });

  it("is committed as the generator writes it, and --check fails for a stale copy", () => {
    expect(generate("--check")).toBe(0);
    const stale = join(scratch, "sunsets.ts");
    writeFileSync(stale, "export const SUNSETS = {};\n");
    expect(generate("--check", `--out=${stale}`)).toBe(1);
    expect(generate(`--out=${stale}`)).toBe(0);
    expect(readFileSync(stale, "utf8")).toContain('"GET /datacenters": "2026-10-01; use ');
  });
});
