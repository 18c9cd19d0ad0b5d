// The emulator of an earlier commit, built side by side for the mixed-traffic comparison: a
// detached git worktree under packages/bench/tmp/ (ignored by git), its own `pnpm install` and a
// turbo build of just the emulator and what it depends on. A finished build leaves a marker
// naming the commit, so later runs reuse it without installing or building again.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, REPO_ROOT } from "../harness/paths.js";
import { runCommand } from "../harness/processes.js";

/** The simple emulator the redesign is measured against (issue 24). */
export const BASELINE_COMMIT = "9576c69";
export const baselineDirectory = (commit = BASELINE_COMMIT) =>
  join(BENCH_DIR, "tmp", `baseline-${commit}`);
const MARKER = ".bench-baseline-built";
const CLI = join("apps", "emulator", "dist", "cli.js");

export interface BaselineFolder {
  exists: boolean;
  /** The full commit checked out there; undefined when the folder is not a git worktree. */
  head: string | undefined;
  /** Contents of the marker a finished build leaves; undefined when there is none. */
  marker: string | undefined;
  cliExists: boolean;
}

export type BaselineStep =
  | { step: "reuse" }
  | { step: "create" }
  | { step: "build" }
  | { step: "refuse"; reason: string };

/** What to do with the folder to get a built emulator at `commit` (a full hash). */
export function planBaseline(folder: BaselineFolder, commit: string): BaselineStep {
  if (!folder.exists) return { step: "create" };
  if (folder.head !== commit) {
    return {
      step: "refuse",
      reason:
        folder.head === undefined
          ? "it is not a git worktree"
          : `it holds commit ${folder.head}, not ${commit}`,
    };
  }
  if (folder.marker?.trim() === commit && folder.cliExists) return { step: "reuse" };
  // Checked out but never finished (an interrupted install or build): both are idempotent.
  return { step: "build" };
}

export interface BaselineEmulator {
  commit: string;
  directory: string;
  cliPath: string;
  reused: boolean;
  /** Wall time of worktree + install + build; 0 when reused. */
  buildSeconds: number;
}

const git = async (args: string[], cwd = REPO_ROOT) =>
  (await runCommand("git", args, { cwd, timeoutMs: 60_000 })).stdout.trim();

async function inspect(directory: string): Promise<BaselineFolder> {
  if (!existsSync(directory)) {
    return { exists: false, head: undefined, marker: undefined, cliExists: false };
  }
  let head: string | undefined;
  if (existsSync(join(directory, ".git"))) {
    head = await git(["rev-parse", "HEAD"], directory).catch(() => undefined);
  }
  const markerPath = join(directory, MARKER);
  return {
    exists: true,
    head,
    marker: existsSync(markerPath) ? readFileSync(markerPath, "utf8") : undefined,
    cliExists: existsSync(join(directory, CLI)),
  };
}

/** A built baseline emulator at BASELINE_COMMIT, built now unless an earlier run left one. */
export async function ensureBaselineEmulator(
  log: (line: string) => void,
  shortCommit = BASELINE_COMMIT,
): Promise<BaselineEmulator> {
  const commit = await git(["rev-parse", `${shortCommit}^{commit}`]);
  const directory = baselineDirectory(shortCommit);
  const plan = planBaseline(await inspect(directory), commit);
  const cliPath = join(directory, CLI);
  if (plan.step === "reuse") {
    return { commit, directory, cliPath, reused: true, buildSeconds: 0 };
  }
  if (plan.step === "refuse") {
    throw new Error(
      `baseline: ${directory} exists but ${plan.reason}; remove it (git worktree remove --force ${directory}) and run again`,
    );
  }
  const started = performance.now();
  if (plan.step === "create") {
    log(`baseline: checking out ${shortCommit} into ${directory}`);
    // A folder deleted by hand leaves its registration behind, which would refuse the add.
    await git(["worktree", "prune"]);
    await git(["worktree", "add", "--detach", directory, commit]);
  }
  log("baseline: pnpm install --frozen-lockfile --prefer-offline");
  await runCommand("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], {
    cwd: directory,
    timeoutMs: 600_000,
  });
  log("baseline: turbo run build --filter=@cloud-api/emulator");
  await runCommand("pnpm", ["exec", "turbo", "run", "build", "--filter=@cloud-api/emulator"], {
    cwd: directory,
    timeoutMs: 600_000,
  });
  if (!existsSync(cliPath)) throw new Error(`baseline: the build left no ${cliPath}`);
  writeFileSync(join(directory, MARKER), `${commit}\n`);
  const buildSeconds = (performance.now() - started) / 1000;
  log(`baseline: built in ${buildSeconds.toFixed(1)} s`);
  return { commit, directory, cliPath, reused: false, buildSeconds };
}
