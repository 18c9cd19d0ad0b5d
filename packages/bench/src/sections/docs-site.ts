// The hosted reference with every operation: how long the docs build takes, how heavy the page
// is and when Chromium first paints it (apps/docs `measure`: fresh page per run, served from
// 127.0.0.1). Debian's Chromium is needed for the paint figures; without it the section fails
// with the reason and the rest of the bench goes on.
import { execFileSync } from "node:child_process";
import { REPO_ROOT } from "../harness/paths.js";
import { type Sampled, sampled } from "../harness/stats.js";

export interface DocsSiteSettings {
  /** Page loads measured (each in a fresh page). */
  loads: number;
}

export interface DocsSiteFigures {
  operations: number;
  buildSeconds: number;
  documentBytes: number;
  pageBytes: number;
  requests: number;
  firstContentfulPaintMs: Sampled;
  loadMs: Sampled;
}

interface MeasureOutput {
  runs: {
    documentBytes: number;
    resourceBytes: number;
    requests: number;
    firstContentfulPaintMs: number;
    loadMs: number;
  }[];
}

export function measureDocsSite(
  settings: DocsSiteSettings,
  log: (line: string) => void,
): DocsSiteFigures {
  const started = performance.now();
  const built = execFileSync("pnpm", ["--silent", "--filter", "@cloud-api/docs", "build"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const operations = Number(/(\d+) operations/.exec(built)?.[1] ?? Number.NaN);
  log(`docs: built ${operations} operations in ${buildSeconds.toFixed(1)} s`);
  const output = execFileSync(
    "pnpm",
    ["--silent", "--filter", "@cloud-api/docs", "measure", `--runs=${settings.loads}`],
    { cwd: REPO_ROOT, encoding: "utf8" },
  );
  const { runs } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as MeasureOutput;
  const first = runs[0];
  if (!first) throw new Error("docs measure printed no run");
  return {
    operations,
    buildSeconds,
    documentBytes: first.documentBytes,
    pageBytes: first.documentBytes + first.resourceBytes,
    requests: first.requests,
    firstContentfulPaintMs: sampled(
      runs.map((run) => run.firstContentfulPaintMs),
      0,
    ),
    loadMs: sampled(
      runs.map((run) => run.loadMs),
      0,
    ),
  };
}
