#!/usr/bin/env node
// The package's `test` script. With CONFORMANCE_TARGET set, runs the suite against that target
// only; unset, against the mock and then the emulator, so that one `pnpm test` proves both the
// examples (Prism) and the behaviour (emulator). Each run is its own vitest process (the target
// is chosen in the global setup) and writes its own coverage file. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const DEFAULT_TARGETS = ["mock", "emulator"];

const chosen = process.env.CONFORMANCE_TARGET?.trim();
// The value itself is validated by the suite (src/target.ts), which names the allowed ones.
const targets = chosen ? [chosen] : DEFAULT_TARGETS;

const require = createRequire(import.meta.url);
const vitestCli = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
const vitestArgs = process.argv.slice(2);

const failed = [];
for (const target of targets) {
  console.log(`\nconformance: running the suite against ${target}`);
  const result = spawnSync(process.execPath, [vitestCli, "run", ...vitestArgs], {
    stdio: "inherit",
    env: { ...process.env, CONFORMANCE_TARGET: target },
  });
  if (result.signal) {
    // Interrupted (Ctrl-C, a CI timeout): do not start the next target.
    console.error(`conformance: the ${target} run was stopped by ${result.signal}`);
    process.exit(1);
  }
  if (result.status !== 0) failed.push(target);
}

if (failed.length > 0) {
  console.error(`\nconformance: failed against ${failed.join(", ")} (of ${targets.join(", ")})`);
  process.exit(1);
}
if (targets.length > 1) console.log(`\nconformance: passed against ${targets.join(" and ")}`);
