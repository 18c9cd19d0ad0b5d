import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_SPEC_VERSION } from "../src/index.js";

const GENERATOR = new URL("../scripts/generate-spec-version.mjs", import.meta.url).pathname;
const specPath = createRequire(import.meta.url).resolve("@cloud-api/spec/openapi.json");
const spec = JSON.parse(readFileSync(specPath, "utf8")) as { info: { version: string } };
const scratch = mkdtempSync(join(tmpdir(), "client-spec-version-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the generator; resolves to its exit code. */
function generate(...args: string[]): number {
  try {
    execFileSync(process.execPath, [GENERATOR, ...args], { stdio: "pipe" });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("API_SPEC_VERSION", () => {
  it("equals the info.version of the bundled spec", () => {
    expect(spec.info.version).toMatch(/\S/);
    expect(API_SPEC_VERSION).toBe(spec.info.version);
  });

  it("is committed as the generator writes it (--check passes)", () => {
    expect(generate("--check")).toBe(0);
  });

  it("--check fails for a stale copy, and the generator rewrites it", () => {
    const stale = join(scratch, "spec-version.ts");
    writeFileSync(stale, 'export const API_SPEC_VERSION = "0.0.0-stale";\n');
    expect(generate("--check", `--out=${stale}`)).toBe(1);
    expect(generate(`--out=${stale}`)).toBe(0);
    expect(readFileSync(stale, "utf8")).toContain(
      `API_SPEC_VERSION = ${JSON.stringify(spec.info.version)};`,
    );
    expect(generate("--check", `--out=${stale}`)).toBe(0);
  });
});
