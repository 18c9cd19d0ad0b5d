// `tsc-native` (packages/typescript-native), the compiler of every package's `typecheck`: it must
// be TypeScript 7 and pass the compiler's verdict on as its exit code, or a type error would let
// `pnpm typecheck` (and CI) pass.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = dirname(
  createRequire(import.meta.url).resolve("@cloud-api/typescript-native/package.json"),
);
const bin = join(packageDir, "bin", "tsc-native.mjs");
const project = mkdtempSync(join(tmpdir(), "tsc-native-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function check(source: string) {
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, files: ["main.ts"] }),
  );
  writeFileSync(join(project, "main.ts"), source);
  return spawnSync(process.execPath, [bin, "-p", project], { encoding: "utf8" });
}

describe("tsc-native", () => {
  it("is TypeScript 7", () => {
    const result = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Version 7\./);
  });

  it("fails with the compiler's message on a type error, and passes a correct file", () => {
    const wrong = check('export const count: number = "three";\n');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toContain("main.ts(1,14): error TS2322");
    const right = check("export const count: number = 3;\n");
    expect(right.stdout).toBe("");
    expect(right.status).toBe(0);
  });
});
