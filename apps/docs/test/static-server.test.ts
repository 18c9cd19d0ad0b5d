import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, fileForRequest } from "../src/static-server.js";

const root = mkdtempSync(join(tmpdir(), "docs-static-"));
const server = createStaticServer(root);
let base: string;

beforeAll(async () => {
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "openapi.yaml"), "openapi: 3.1.0\n");
  mkdirSync(join(root, "nested"));
  writeFileSync(join(root, "nested", "index.html"), "<h1>nested</h1>");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("createStaticServer", () => {
  it("serves index.html for a directory", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("<h1>home</h1>");
    expect(await (await fetch(`${base}/nested/`)).text()).toBe("<h1>nested</h1>");
  });

  it("serves files with their content type", async () => {
    const response = await fetch(`${base}/openapi.yaml`);
    expect(response.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    expect(await response.text()).toBe("openapi: 3.1.0\n");
  });

  it("answers 404 for a missing file and 405 for a write", async () => {
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/index.html`, { method: "POST" })).status).toBe(405);
  });
});

describe("fileForRequest", () => {
  it("keeps dot-dot segments, raw or encoded, inside the root", () => {
    for (const url of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/a/../../etc/passwd",
      "/..%2f..%2fetc/passwd",
    ]) {
      const file = fileForRequest("/srv/site", url);
      expect(file, url).toBe("/srv/site/etc/passwd");
    }
  });

  it("rejects a malformed percent-encoding", () => {
    expect(fileForRequest("/srv/site", "/%E0%A4%A")).toBeUndefined();
  });
});
