// How far V8 lets the old generation grow before its next full GC. By default V8 picks a factor
// from its GC and allocation speeds, up to 4x what the last full GC kept, so a project of 10,000
// servers (about 30 MB live) sat in 48-65 MB of heap and the process at 143-155 MB on Node 24.
// The published command's #! line (bin/cloud-api-emulator.js) fixes the factor at 1.3 with
// `--heap-growing-percent=30`: the process holds 30-40 MB less under the bench's mixed traffic,
// for 2% (Node 20) and 4% (Node 24) more CPU per request (packages/bench/README.md, Memory; the
// A/B in DECISIONS.md, "Heap growth of the command").
//
// V8 reads the factor at every full GC, but the flag is also part of the hash of V8's flags that
// Node's built-in code cache must match (src/builtin-code-cache.ts): set during startup, every
// built-in module loaded then would be compiled from source. So the CLI takes it out first thing
// (V8's dynamic factor while it starts, with a heap of a few MB that does not matter) and sets it
// again once it listens. CLOUD_API_HEAP_GROWTH=off leaves V8's own factor for the whole run.
// `node dist/cli.js` has no such flag and runs with Node's defaults.

/** The flag as the #! line gives it; V8 accepts `-` and `_` in flag names alike. */
const GROWTH_FLAG = /^--heap[-_]growing[-_]percent=(\d+)$/;

export type HeapGrowthOutcome =
  /** The flag was taken out for startup; `apply` sets it again (once the command listens). */
  | { status: "deferred"; percent: number; apply: () => void }
  /** The process was started without the flag: V8's own factor, nothing to do. */
  | { status: "no-flag" }
  /** CLOUD_API_HEAP_GROWTH=off: the flag was taken out and stays out. */
  | { status: "off" };

/**
 * Takes the command's heap-growth flag out of V8's flags for startup. `setFlags` is node:v8's
 * `setFlagsFromString`, loaded only when there is a flag.
 */
export async function deferHeapGrowth(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
  setFlags?: (flags: string) => void,
): Promise<HeapGrowthOutcome> {
  const setting = env.CLOUD_API_HEAP_GROWTH;
  if (setting !== undefined && !/^(on|off|)$/.test(setting)) {
    throw new Error(
      `CLOUD_API_HEAP_GROWTH must be on or off, got '${setting}' (the factor itself is the command's --heap-growing-percent)`,
    );
  }
  // The last one counts, as V8 reads them.
  const flag = execArgv.findLast((argument) => GROWTH_FLAG.test(argument));
  if (flag === undefined) return { status: "no-flag" };
  const percent = Number(GROWTH_FLAG.exec(flag)?.[1]);
  const set = setFlags ?? (await import("node:v8")).setFlagsFromString;
  // 0 is V8's default: its own dynamic factor.
  set("--heap-growing-percent=0");
  if (setting === "off") return { status: "off" };
  let applied = false;
  return {
    status: "deferred",
    percent,
    apply() {
      if (applied) return;
      applied = true;
      set(`--heap-growing-percent=${percent}`);
    },
  };
}
