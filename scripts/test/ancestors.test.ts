// `pnpm start` stops when the process chain it was started under goes away (SIGTERM to `npx`).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ancestors } from "../src/start/ancestors.js";

const ANCESTORS = fileURLToPath(new URL("../src/start/ancestors.ts", import.meta.url));
const TSX = fileURLToPath(new URL("../node_modules/tsx/dist/cli.mjs", import.meta.url));

describe("the process chain", () => {
  it("lists this process's ancestors, nearest first", () => {
    const chain = ancestors();
    expect(chain[0]).toBe(process.ppid);
    expect(chain).not.toContain(1);
  });

  it("a watcher stops when a process above its parent is killed", async () => {
    // sh (killed) -> sh -> tsx -> node (watching): the death up the chain reaches the watcher.
    const directory = mkdtempSync(join(tmpdir(), "ancestors-"));
    const program = join(directory, "watch.ts");
    writeFileSync(
      program,
      [
        `import { watchAncestors } from ${JSON.stringify(ANCESTORS)};`,
        "setInterval(() => {}, 1000);",
        `watchAncestors(() => { console.log("gone"); process.exit(0); }, 50);`,
        // Only once the watcher holds its chain: killed earlier, the outer shell would not be in
        // it (a race the test lost on a loaded machine).
        `console.log("watching");`,
      ].join("\n"),
    );
    const outer = spawn(
      "sh",
      ["-c", `sh -c '"${process.execPath}" "${TSX}" "${program}"'; sleep 60`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    outer.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await expect.poll(() => output, { timeout: 15_000 }).toContain("watching");
      outer.kill("SIGKILL");
      await expect.poll(() => output, { timeout: 10_000 }).toContain("gone");
    } finally {
      outer.kill("SIGKILL");
      rmSync(directory, { recursive: true, force: true });
    }
  }, 30_000);
});
