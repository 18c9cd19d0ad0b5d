// `pnpm test`: every package's tests through turbo, with the external tools' presence (see
// test-run/tools.ts) and the Node version in turbo's cache key, then one short recap
// (test-run/recap.ts). Arguments are passed on to `turbo run test` (e.g. `--force`, `--filter`).
//
// Without arguments the longest suites start first. One `turbo run test` starts tasks in the order
// their dependencies finish, so the docs suite (the longest, and the deepest in the graph) often
// started last and ran alone at the end on a machine with two idle cores' worth of work left. So:
// first `turbo run build` makes every build the tests depend on; then each package's tests run
// through a `turbo run test --filter=<package>` of their own (the same task, the same cache key),
// three at a time, longest first. The builds those runs meet are cache hits whose files are
// already in place, so no run rewrites what another one's tests are reading.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatRecap, readRecap } from "../test-run/recap.js";
import { toolFingerprint } from "../test-run/tools.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const turbo = createRequire(join(repoRoot, "package.json")).resolve("turbo/bin/turbo");

/**
 * Packages whose tests take longest, longest first: wall time of each suite in one run of all on
 * 2 cores, 2026-11-26 (emulator 127 s, docs 108, console 66, client 53, scripts 50, conformance
 * 39, official-clients 35); the console's and client's suites are short on CPU but long on
 * waiting (Chromium, timeouts), so started late they ran on alone. A package not named here
 * starts after these. The spec's tests come last on purpose: they bundle the spec again into
 * spec/dist, and a run started after that would find spec/dist changed and restore it from the
 * cache while other suites read it.
 */
const LONGEST_FIRST = [
  "@cloud-api/docs",
  "@cloud-api/emulator",
  "@cloud-api/console",
  "@cloud-api/client",
  "@cloud-api/scripts",
  "@cloud-api/conformance",
  "@cloud-api/official-clients",
  "@cloud-api/mock",
];
const LAST = ["@cloud-api/spec"];
/**
 * Suites running at once on 2 cores: most spend much of their time waiting (official tools
 * polling, browsers, child processes); all at once was slower, and tests hit their time limits.
 */
const SUITES_AT_ONCE = 3;

const { fingerprint, missing } = toolFingerprint();
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  CLOUD_API_TEST_TOOLS: fingerprint,
  // The Node version the suites run on (turbo's hash leaves it out): a run on another Node
  // version runs every test again, while the builds it depends on replay from the cache.
  CLOUD_API_TEST_NODE: process.version,
};

let output = "";
const running = new Set<ChildProcess>();
let stopping: NodeJS.Signals | undefined;

/**
 * Runs turbo with `args`, passing its output on line by line (runs side by side do not split
 * each other's lines) and keeping it for the recap; resolves to its exit code.
 */
function runTurbo(args: string[], keep = true): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [turbo, ...args], {
      cwd: repoRoot,
      env,
      stdio: ["inherit", "pipe", "pipe"],
    });
    running.add(child);
    let collected = "";
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = "";
      stream.on("data", (chunk: Buffer) => {
        const text = partial + chunk.toString("utf8");
        const end = text.lastIndexOf("\n") + 1;
        partial = text.slice(end);
        if (end > 0) {
          sink.write(text.slice(0, end));
          collected += text.slice(0, end);
        }
      });
      stream.on("end", () => {
        if (partial !== "") {
          sink.write(`${partial}\n`);
          collected += `${partial}\n`;
        }
      });
    }
    child.once("close", (code, signal) => {
      running.delete(child);
      if (keep) output += collected;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The packages that have tests, as `turbo run test` would run them. */
async function packagesWithTests(): Promise<string[]> {
  const child = spawn(process.execPath, [turbo, "run", "test", "--dry=json"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let json = "";
  child.stdout.on("data", (chunk: Buffer) => {
    json += chunk.toString("utf8");
  });
  await new Promise((resolve) => child.once("close", resolve));
  const tasks = (
    JSON.parse(json) as { tasks: { task: string; package: string; command: string }[] }
  ).tasks;
  return tasks
    .filter((task) => task.task === "test" && task.command !== "<NONEXISTENT>")
    .map((task) => task.package);
}

function rank(name: string): number {
  const early = LONGEST_FIRST.indexOf(name);
  if (early >= 0) return early;
  return LONGEST_FIRST.length + (LAST.includes(name) ? 1 : 0);
}

/** One `turbo run test` of everything (with the caller's arguments). */
function runAll(args: string[]): Promise<number> {
  // --continue: every package's tests run even after one fails, so the recap is complete.
  return runTurbo(["run", "test", `--concurrency=${SUITES_AT_ONCE}`, "--continue", ...args]);
}

async function runOrdered(): Promise<number> {
  // Every build, bundle and generated file the tests depend on, before any test runs. Should one
  // fail, one run of everything reports it and still runs the suites that do not need it.
  const built = await runTurbo(["run", "build", "--output-logs=new-only"], false);
  if (stopping) return 1;
  if (built !== 0) return runAll([]);
  let packages: string[];
  try {
    packages = await packagesWithTests();
  } catch {
    return runAll([]); // turbo could not list the tasks: one run of everything says why
  }
  const queue = packages.sort((a, b) => rank(a) - rank(b));
  let status = 0;
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined && !stopping; next = queue.shift()) {
      // --continue as in one run: a failing suite does not stop the others.
      const code = await runTurbo(["run", "test", `--filter=${next}`, "--continue"]);
      if (code !== 0) status = code;
    }
  };
  await Promise.all(Array.from({ length: SUITES_AT_ONCE }, lane));
  return stopping ? 1 : status;
}

const stop = (signal: NodeJS.Signals) => {
  stopping = signal;
  for (const child of running) child.kill(signal);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

const args = process.argv.slice(2);
const status = args.length === 0 ? await runOrdered() : await runAll(args);
process.stdout.write(formatRecap(readRecap(output), missing));
process.exit(status);
