#!/usr/bin/env node
// The package's `test` script. With CONFORMANCE_TARGET set, runs the suite against that target
// only; unset, against the mock and the emulator, so that one `pnpm test` proves both the
// examples (Prism) and the behaviour (emulator). Each run is its own vitest process (the target
// is chosen in the global setup) and writes its own coverage file. Extra arguments go to vitest.
//
// The runs go at the same time: the mock run mostly waits on Prism (one process, busy starting
// and answering) while the emulator run needs the other core. The first run's output is shown
// as it comes; the others' is held and printed, whole and in order, once the first has ended.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const DEFAULT_TARGETS = ["mock", "emulator"];

const chosen = process.env.CONFORMANCE_TARGET?.trim();
// The value itself is validated by the suite (src/target.ts), which names the allowed ones.
const targets = chosen ? [chosen] : DEFAULT_TARGETS;

const require = createRequire(import.meta.url);
const vitestCli = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
const vitestArgs = process.argv.slice(2);

/** Starts one vitest run; `live` streams its output, otherwise it is kept for later. */
function startRun(target, live) {
  const held = [];
  const child = spawn(process.execPath, [vitestCli, "run", ...vitestArgs], {
    stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
    env: {
      ...process.env,
      CONFORMANCE_TARGET: target,
      // Held output is still for a person to read: keep vitest's colours when we have a terminal.
      ...(!live && process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}),
    },
  });
  if (!live) {
    child.stdout.on("data", (chunk) => held.push({ stream: process.stdout, chunk }));
    child.stderr.on("data", (chunk) => held.push({ stream: process.stderr, chunk }));
  }
  const ended = new Promise((resolve) => {
    child.on("close", (status, signal) => resolve({ status, signal }));
  });
  return { target, child, held, ended };
}

const runs = targets.map((target, index) => startRun(target, index === 0));

// Ctrl-C reaches the runs through the terminal's process group; a SIGTERM to this script alone
// (a CI timeout) is passed on, so no vitest run or target server outlives it.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const run of runs) run.child.kill(signal);
  });
}

const failed = [];
let stopped = false;
for (const run of runs) {
  console.log(`\nconformance: running the suite against ${run.target}`);
  for (const { stream, chunk } of run.held) stream.write(chunk);
  // A held run still going: whatever it prints from now on is shown as it comes.
  run.child.stdout?.removeAllListeners("data").on("data", (chunk) => process.stdout.write(chunk));
  run.child.stderr?.removeAllListeners("data").on("data", (chunk) => process.stderr.write(chunk));
  const { status, signal } = await run.ended;
  if (signal) {
    // Interrupted (Ctrl-C, a CI timeout): stop the other runs too.
    console.error(`conformance: the ${run.target} run was stopped by ${signal}`);
    stopped = true;
    for (const other of runs) other.child.kill("SIGTERM");
    continue;
  }
  if (status !== 0) failed.push(run.target);
}

if (stopped) process.exit(1);
if (failed.length > 0) {
  console.error(`\nconformance: failed against ${failed.join(", ")} (of ${targets.join(", ")})`);
  process.exit(1);
}
if (targets.length > 1) console.log(`\nconformance: passed against ${targets.join(" and ")}`);
