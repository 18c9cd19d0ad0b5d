// `pnpm test`: every package's tests through turbo, with the external tools' presence (see
// test-run/tools.ts) and the Node version in turbo's cache key, then one short recap
// (test-run/recap.ts). Arguments are passed on to `turbo run test` (e.g. `--force`, `--filter`).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatRecap, readRecap } from "../test-run/recap.js";
import { toolFingerprint } from "../test-run/tools.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const turbo = createRequire(join(repoRoot, "package.json")).resolve("turbo/bin/turbo");

const { fingerprint, missing } = toolFingerprint();

const child = spawn(
  process.execPath,
  // --continue: every package's tests run even after one fails, so the recap is complete.
  // Three packages at a time on 2 cores: most suites spend much of their time waiting (official
  // tools polling, browsers, child processes), and the emulator's suite is the longest task.
  [turbo, "run", "test", "--concurrency=3", "--continue", ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: "1",
      DO_NOT_TRACK: "1",
      CLOUD_API_TEST_TOOLS: fingerprint,
      // The Node version the suites run on (turbo's hash leaves it out): a run on another Node
      // version runs every test again, while the builds it depends on replay from the cache.
      CLOUD_API_TEST_NODE: process.version,
    },
    stdio: ["inherit", "pipe", "pipe"],
  },
);
let output = "";
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    (stream === child.stdout ? process.stdout : process.stderr).write(text);
  });
}
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
child.once("exit", (code, signal) => {
  const exitCode = code ?? (signal ? 1 : 0);
  process.stdout.write(formatRecap(readRecap(output), missing, exitCode));
  process.exit(exitCode);
});
