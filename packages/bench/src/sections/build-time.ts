// Build wall time through turbo, as a developer runs it: cold (`--force`, nothing from the cache)
// and warm (nothing changed since, so every task should be a cache hit). Each warm run follows a
// cold one, so "warm" always means "straight after a full build".
import { join } from "node:path";
import { REPO_ROOT } from "../harness/paths.js";
import { runCommand } from "../harness/processes.js";
import { type Sampled, sampled } from "../harness/stats.js";

export interface BuildSettings {
  repetitions: number;
}

export interface TurboSummary {
  cached: number;
  total: number;
  /** Tasks that missed the cache, e.g. `@cloud-api/client:build` (someone edited its inputs). */
  missed: string[];
}

export interface BuildFigures {
  settings: BuildSettings;
  coldSeconds: Sampled;
  warmSeconds: Sampled;
  /** Tasks turbo ran and how many came from its cache, per run, to show whether warm was a full hit. */
  coldTasks: TurboSummary[];
  warmTasks: TurboSummary[];
}

/** Reads turbo's `<task>: cache miss` lines and its closing `Cached: N cached, M total`. */
export function parseTurboSummary(output: string): TurboSummary {
  const match = /Cached:\s+(\d+) cached, (\d+) total/.exec(output);
  if (!match) throw new Error("turbo printed no `Cached: N cached, M total` summary");
  const missed = [...output.matchAll(/^(\S+): cache miss/gm)].map((miss) => miss[1] as string);
  return { cached: Number(match[1]), total: Number(match[2]), missed };
}

const TURBO = join(REPO_ROOT, "node_modules", ".bin", "turbo");

async function turboBuild(force: boolean) {
  const args = ["run", "build", "--output-logs=hash-only", ...(force ? ["--force"] : [])];
  const result = await runCommand(TURBO, args, { cwd: REPO_ROOT, timeoutMs: 300_000 });
  return { seconds: result.wallMs / 1000, tasks: parseTurboSummary(result.stdout) };
}

export async function measureBuild(
  settings: BuildSettings,
  log: (line: string) => void,
): Promise<BuildFigures> {
  const cold: number[] = [];
  const warm: number[] = [];
  const coldTasks: TurboSummary[] = [];
  const warmTasks: TurboSummary[] = [];
  for (let repetition = 0; repetition < settings.repetitions; repetition++) {
    const coldRun = await turboBuild(true);
    cold.push(coldRun.seconds);
    coldTasks.push(coldRun.tasks);
    const warmRun = await turboBuild(false);
    warm.push(warmRun.seconds);
    warmTasks.push(warmRun.tasks);
    log(
      `build: cold ${coldRun.seconds.toFixed(1)} s, warm ${warmRun.seconds.toFixed(2)} s (${warmRun.tasks.cached}/${warmRun.tasks.total} tasks cached${warmRun.tasks.missed.length > 0 ? `; missed: ${warmRun.tasks.missed.join(", ")}` : ""})`,
    );
  }
  return {
    settings,
    coldSeconds: sampled(cold),
    warmSeconds: sampled(warm),
    coldTasks,
    warmTasks,
  };
}
