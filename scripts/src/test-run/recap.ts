// One short recap at the end of the test command: what ran (per package), what was skipped and
// why, and where the first failure is. Read from the output turbo streams (each line prefixed
// `<package>:test: `), so it needs nothing from the test runners but their usual summaries.

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI = /\x1b\[[0-9;]*m/g;

export interface PackageRecap {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Replayed from turbo's cache rather than run. */
  cached: boolean;
  /** A test summary was seen (false: stopped or crashed before its summary). */
  summarized: boolean;
}

export interface Recap {
  packages: PackageRecap[];
  /** Lines where a test said why it skipped (deduplicated). */
  skipReasons: string[];
  /** `<package>: <file> > <test>` of the first failure, if any. */
  firstFailure: string | undefined;
  /** The first turbo task that exited with an error (`<package>#<task>`), e.g. a build. */
  firstFailedTask: string | undefined;
  /** The official tools driven against the emulator, with their versions and asserted steps. */
  officialTools: string | undefined;
}

const PREFIX = /^(@[\w-]+\/[\w-]+|[\w-]+):test: ?(.*)$/;
// turbo's line for a task whose command failed: `<package>#<task>:  ERROR  command (...) exited (1)`.
const TASK_ERROR = /^(@[\w-]+\/[\w-]+|[\w-]+)#([\w:-]+): +ERROR +command\b.*exited \((\d+)\)/;

export function readRecap(output: string): Recap {
  const byName = new Map<string, PackageRecap>();
  const reasons = new Set<string>();
  let firstFailure: string | undefined;
  let firstFailedTask: string | undefined;
  let officialTools: string | undefined;
  const entry = (name: string) => {
    let found = byName.get(name);
    if (!found) {
      found = { name, passed: 0, failed: 0, skipped: 0, cached: false, summarized: false };
      byName.set(name, found);
    }
    return found;
  };
  for (const raw of output.split("\n")) {
    const line = raw.replace(ANSI, "");
    const taskError = TASK_ERROR.exec(line.trim());
    if (taskError && firstFailedTask === undefined) {
      firstFailedTask = `${taskError[1]}#${taskError[2]} (exit code ${taskError[3]})`;
    }
    const match = PREFIX.exec(line);
    if (!match) continue;
    const name = match[1] as string;
    const text = (match[2] as string).trim();
    entry(name);
    const steps = /^official-clients: asserted steps per tool: (.+)$/.exec(text);
    if (steps) officialTools = steps[1];
    if (/cache hit, replaying logs/.test(text)) entry(name).cached = true;
    const tests = /^Tests\s+(.*)$/.exec(text);
    if (tests) {
      const recap = entry(name);
      recap.summarized = true;
      for (const [, count, kind] of (tests[1] as string).matchAll(
        /(\d+) (passed|failed|skipped)/g,
      )) {
        recap[kind as "passed" | "failed" | "skipped"] += Number(count);
      }
      continue;
    }
    if (firstFailure === undefined) {
      const failure = /^FAIL\s+(.+)$/.exec(text);
      if (failure && (failure[1] as string).includes(">")) {
        firstFailure = `${name}: ${failure[1]}`;
      }
    }
    const skip = /\bskipped\b[^:]*:\s*(.+)$/i.exec(text);
    if (skip && !/^Tests|Test Files/.test(text) && text.length < 300)
      reasons.add(`${name}: ${text}`);
  }
  return {
    packages: [...byName.values()],
    skipReasons: [...reasons],
    firstFailure,
    firstFailedTask,
    officialTools,
  };
}

/**
 * `exitCode`: the test run's own (turbo's). A run that failed without a failing test (a build
 * that broke, a suite that crashed, turbo refusing its arguments) must not read "no failures".
 */
export function formatRecap(
  recap: Recap,
  missingTools: readonly { name: string; needs: string; install: string }[],
  exitCode = 0,
): string {
  const lines = ["", "Test recap"];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const width = Math.max(0, ...recap.packages.map((entry) => entry.name.length));
  for (const entry of [...recap.packages].sort((a, b) => a.name.localeCompare(b.name))) {
    passed += entry.passed;
    failed += entry.failed;
    skipped += entry.skipped;
    lines.push(
      entry.summarized
        ? `  ${entry.name.padEnd(width)}  ${entry.passed} passed, ${entry.failed} failed, ${entry.skipped} skipped${entry.cached ? " (from cache)" : ""}`
        : `  ${entry.name.padEnd(width)}  no test summary: stopped or crashed before it (see its output above)`,
    );
  }
  for (const tool of missingTools) {
    lines.push(`  missing ${tool.name}: skips ${tool.needs}; ${tool.install}`);
  }
  if (recap.officialTools) lines.push(`  official tools (asserted steps): ${recap.officialTools}`);
  for (const reason of recap.skipReasons.slice(0, 8)) lines.push(`  ${reason}`);
  if (recap.skipReasons.length > 8) {
    lines.push(`  (${recap.skipReasons.length - 8} more skip reasons above)`);
  }
  lines.push(`  ${closingVerdict(recap, failed, exitCode)}`);
  lines.push(`recap: ${passed} passed, ${failed} failed, ${skipped} skipped`, "");
  return lines.join("\n");
}

function closingVerdict(recap: Recap, failed: number, exitCode: number): string {
  if (recap.firstFailure) return `first failure: ${recap.firstFailure}`;
  if (failed > 0) return "first failure: see the FAIL lines above";
  if (exitCode === 0) return "no failures";
  const stopped = recap.packages.find((entry) => !entry.summarized && !entry.cached);
  if (recap.firstFailedTask) {
    return `first failure: ${recap.firstFailedTask}, before any test failed (see its output above)`;
  }
  if (stopped) return `first failure: ${stopped.name} stopped before its test summary`;
  return `the run failed outside the tests (exit code ${exitCode}): see the output above`;
}
