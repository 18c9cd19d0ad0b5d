// The spec bundle cache finds a bundle only by everything it is made of (the spec inputs, the
// document's root file and the Redocly CLI's version), across processes through its folder,
// and never leaves half a file.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSpecBundleCache } from "../src/spec/bundle-cache.js";

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "spec-bundle-cache-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the spec bundle cache", () => {
  it("finds a bundle kept by another instance on the same folder (another process, a later run)", () => {
    const dir = freshDir();
    createSpecBundleCache(dir, "2.77.0").set("inputs-a", "openapi.yaml", '{"openapi":"3.1.0"}');
    const later = createSpecBundleCache(dir, "2.77.0");
    expect(later.get("inputs-a", "openapi.yaml")).toBe('{"openapi":"3.1.0"}');
    expect(readdirSync(dir).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("misses for other spec inputs, another root file and another Redocly CLI version", () => {
    const dir = freshDir();
    createSpecBundleCache(dir, "2.77.0").set("inputs-a", "openapi.yaml", "{}");
    expect(createSpecBundleCache(dir, "2.77.0").get("inputs-b", "openapi.yaml")).toBeUndefined();
    // One version holds several documents: each root file has a bundle of its own.
    expect(
      createSpecBundleCache(dir, "2.77.0").get("inputs-a", "hetzner-api.yaml"),
    ).toBeUndefined();
    expect(createSpecBundleCache(dir, "2.78.0").get("inputs-a", "openapi.yaml")).toBeUndefined();
  });

  it("keeps bundles in memory only without a folder", () => {
    const cache = createSpecBundleCache(undefined, "2.77.0");
    expect(cache.get("inputs-a", "openapi.yaml")).toBeUndefined();
    cache.set("inputs-a", "openapi.yaml", "{}");
    expect(cache.get("inputs-a", "openapi.yaml")).toBe("{}");
    expect(
      createSpecBundleCache(undefined, "2.77.0").get("inputs-a", "openapi.yaml"),
    ).toBeUndefined();
  });

  it("still answers from memory when its folder cannot be written", () => {
    const parent = freshDir();
    const blocked = join(parent, "file");
    writeFileSync(blocked, "");
    // A path below a file: neither the folder nor an entry can be made.
    const cache = createSpecBundleCache(join(blocked, "cache"), "2.77.0");
    expect(() => cache.set("inputs-a", "openapi.yaml", "{}")).not.toThrow();
    expect(cache.get("inputs-a", "openapi.yaml")).toBe("{}");
    expect(
      createSpecBundleCache(join(blocked, "cache"), "2.77.0").get("inputs-a", "openapi.yaml"),
    ).toBeUndefined();
  });
});
