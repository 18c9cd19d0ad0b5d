// `pnpm test`'s run: every package's tests through turbo, with the external tools' presence (see
// tools.ts) and the Node version in turbo's cache key, the output passed on (without colour when
// it goes to a file or a pipe, or with NO_COLOR: colour.ts), then one short recap (recap.ts).
import { spawn } from "node:child_process";
import { colourStripper, wantsColour, withoutColour } from "./colour.js";
import { formatRecap, readRecap } from "./recap.js";
import { toolFingerprint } from "./tools.js";

export interface RunTestsOptions {
  /** turbo's JavaScript entry point (run with this node). */
  turbo: string;
  repoRoot: string;
  /** Passed on to `turbo run test` (e.g. `--force`, `--filter`). */
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  /** Where signals to pass on to turbo come from (the command's own process). */
  signals?: NodeJS.EventEmitter;
}

/** Runs the tests; resolves with turbo's exit code once the recap is written. */
export function runTests(options: RunTestsOptions): Promise<number> {
  const { fingerprint, missing } = toolFingerprint();
  const colour = wantsColour(Boolean(options.stdout.isTTY), options.env);
  const child = spawn(
    process.execPath,
    [
      options.turbo,
      "run",
      "test",
      // --continue: every package's tests run even after one fails, so the recap is complete.
      // Three packages at a time on 2 cores: most suites spend much of their time waiting
      // (official tools polling, browsers, child processes), and the emulator's suite is the
      // longest task.
      "--concurrency=3",
      "--continue",
      ...(colour ? [] : ["--no-color"]),
      ...options.args,
    ],
    {
      cwd: options.repoRoot,
      env: {
        ...(colour ? options.env : withoutColour(options.env)),
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
  for (const [stream, target] of [
    [child.stdout, options.stdout],
    [child.stderr, options.stderr],
  ] as const) {
    // turbo replays a cached run's output with the colours it had then: strip them here too.
    const plain = colour ? (text: string) => text : colourStripper();
    stream.setEncoding("utf8");
    stream.on("data", (text: string) => {
      output += text;
      target.write(plain(text));
    });
  }
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  options.signals?.once("SIGINT", stop);
  options.signals?.once("SIGTERM", stop);
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      options.stdout.write(formatRecap(readRecap(output), missing, exitCode));
      resolve(exitCode);
    });
  });
}
