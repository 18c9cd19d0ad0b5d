// `pnpm test`: every package's tests through turbo, then one short recap (test-run/run-tests.ts).
// Arguments are passed on to `turbo run test` (e.g. `--force`, `--filter`).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runTests } from "../test-run/run-tests.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

process.exit(
  await runTests({
    turbo: createRequire(join(repoRoot, "package.json")).resolve("turbo/bin/turbo"),
    repoRoot,
    args: process.argv.slice(2),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    signals: process,
  }),
);
