// The long-lived interpreters that run the TypeScript and Python samples (support/sample-host.ts)
// must report each sample's own success or failure as its own process would: a throw, a non-zero
// exit, an unhandled rejection and a hang all fail that sample and not the next one.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pythonPath } from "@cloud-api/test-support/official-tools";
import { afterAll, describe, expect, it } from "vitest";
import { SampleHost } from "./support/sample-host.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const supportDir = join(appRoot, "test", "support");
const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "sample-host-"));
// The interpreter the Python samples run on (tools/install.sh's virtual environment).
const PYTHON = pythonPath();
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function moduleFile(name: string, source: string): { file: string } {
  const file = join(workDir, `${name}.mjs`);
  writeFileSync(file, source);
  return { file };
}

describe("the TypeScript sample host", () => {
  it("runs modules one after another, each with its own result and output", async () => {
    const host = new SampleHost(
      process.execPath,
      [join(supportDir, "typescript-sample-host.mjs")],
      {
        CLOUD_API_TOKEN: "t0ken",
      },
    );
    try {
      const green = await host.run(
        moduleFile("green", "console.log('token', process.env.CLOUD_API_TOKEN);"),
      );
      expect(green).toEqual({ ok: true, output: "token t0ken\n" });
      const thrown = await host.run(
        moduleFile("thrown", "await Promise.resolve(); throw new Error('boom');"),
      );
      expect(thrown.ok).toBe(false);
      expect(thrown.output).toContain("Error: boom");
      const rejected = await host.run(moduleFile("rejected", "Promise.reject(new Error('late'));"));
      expect(rejected.ok).toBe(false);
      expect(rejected.output).toContain("unhandled: Error: late");
      expect(await host.run(moduleFile("after", "console.log('still here');"))).toEqual({
        ok: true,
        output: "still here\n",
      });
    } finally {
      host.stop();
    }
  });

  it("fails a sample that does not finish in time, and starts afresh for the next", async () => {
    const host = new SampleHost(
      process.execPath,
      [join(supportDir, "typescript-sample-host.mjs")],
      {},
      1_000,
    );
    try {
      const hung = await host.run(
        moduleFile("hung", "await new Promise(() => setInterval(() => {}, 1000));"),
      );
      expect(hung.ok).toBe(false);
      expect(hung.output).toContain("no result within 1000 ms");
      expect((await host.run(moduleFile("next", "console.log(1);"))).ok).toBe(true);
    } finally {
      host.stop();
    }
  });
});

describe.skipIf(!existsSync(PYTHON))("the Python sample host", () => {
  it("fails a sample that raises or exits non-zero, passes one that exits 0", async () => {
    const host = new SampleHost(
      PYTHON,
      ["-E", "-s", "-B", join(supportDir, "python-sample-host.py")],
      {
        CLOUD_API_TOKEN: "t0ken",
      },
    );
    const run = (source: string) => host.run({ source, name: "sample.py" });
    try {
      expect(await run('import os\nprint("token", os.environ["CLOUD_API_TOKEN"])')).toEqual({
        ok: true,
        output: "token t0ken\n",
      });
      const raised = await run('raise ValueError("boom")');
      expect(raised.ok).toBe(false);
      expect(raised.output).toContain("ValueError: boom");
      expect(await run("import sys\nsys.exit(3)")).toEqual({
        ok: false,
        output: "exit status 3\n",
      });
      expect((await run("import sys\nsys.exit(0)")).ok).toBe(true);
      // Each sample gets a fresh __main__: nothing leaks from the one before.
      await run("leftover = 1");
      const fresh = await run("print(leftover)");
      expect(fresh.ok).toBe(false);
      expect(fresh.output).toContain("NameError");
    } finally {
      host.stop();
    }
  });
});
