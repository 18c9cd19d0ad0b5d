// The issue's goals, judged from the measured figures. They are reported, never enforced: a
// benchmark that fails CI on a noisy machine teaches people to ignore it.
import type { Goal, SectionResults } from "./results.js";

export const CLIENT_OVERHEAD_GOAL = 1.1;
export const EMULATOR_SPEEDUP_GOAL = 10;
export const WARM_BUILD_GOAL_SECONDS = 2;
/** Same budget as the client's own size check (packages/client/scripts/size.mjs). */
export const CLIENT_SIZE_GOAL_BYTES = 6 * 1024;
export const BREAKING_CHECK_GOAL_MS = 1000;

export function judgeGoals(sections: SectionResults): Goal[] {
  return [
    clientOverheadGoal(sections),
    emulatorGoal(sections),
    warmBuildGoal(sections),
    sizeGoal(sections),
    breakingCheckGoal(sections),
  ];
}

function clientOverheadGoal({ clientOverhead }: SectionResults): Goal {
  const description = `@cloud-api/client at most ${CLIENT_OVERHEAD_GOAL}x the time of raw fetch (sequential and concurrent)`;
  if (clientOverhead.status !== "measured")
    return { id: "client-overhead", description, measured: null, met: null };
  const slowdowns = clientOverhead.figures.modes.map((mode) => ({
    mode: mode.mode,
    value: mode.slowdownVsRawFetch["@cloud-api/client"],
  }));
  const known = slowdowns.filter(
    (entry): entry is { mode: typeof entry.mode; value: number } => entry.value !== null,
  );
  return {
    id: "client-overhead",
    description,
    measured: slowdowns.map((entry) => `${entry.mode} ${entry.value ?? "n/a"}x`).join(", "),
    met:
      known.length === slowdowns.length
        ? known.every((entry) => entry.value <= CLIENT_OVERHEAD_GOAL)
        : null,
  };
}

function emulatorGoal({ serverThroughput }: SectionResults): Goal {
  const description = `emulator at least ${EMULATOR_SPEEDUP_GOAL}x Prism's requests/s on every route, with 0 errors`;
  if (serverThroughput.status !== "measured")
    return { id: "emulator-vs-prism", description, measured: null, met: null };
  const routes = serverThroughput.figures.routes;
  const errors = routes.reduce((sum, route) => sum + route.emulator.errors + route.prism.errors, 0);
  const ratios = routes.map((route) => route.emulatorToPrism);
  return {
    id: "emulator-vs-prism",
    description,
    measured: `${routes.map((route) => `${route.route} ${route.emulatorToPrism ?? "n/a"}x`).join(", ")}; errors ${errors}`,
    met: ratios.every((value) => value !== null && value >= EMULATOR_SPEEDUP_GOAL) && errors === 0,
  };
}

function warmBuildGoal({ build }: SectionResults): Goal {
  const description = `warm build (turbo, full cache hit) at most ${WARM_BUILD_GOAL_SECONDS} s`;
  if (build.status !== "measured")
    return { id: "warm-build", description, measured: null, met: null };
  const { warmSeconds, warmTasks } = build.figures;
  const fullHits = warmTasks.filter((tasks) => tasks.cached === tasks.total).length;
  return {
    id: "warm-build",
    description,
    measured: `${warmSeconds.median} s; ${fullHits} of ${warmTasks.length} warm runs were full cache hits`,
    met: warmSeconds.median <= WARM_BUILD_GOAL_SECONDS && fullHits === warmTasks.length,
  };
}

function sizeGoal({ clientSize }: SectionResults): Goal {
  const description = `client runtime (with openapi-fetch) at most ${CLIENT_SIZE_GOAL_BYTES} bytes min+gzip`;
  if (clientSize.status !== "measured")
    return { id: "client-size", description, measured: null, met: null };
  const bytes = clientSize.figures.client.gzipBytes;
  return {
    id: "client-size",
    description,
    measured: `${bytes} bytes`,
    met: bytes <= CLIENT_SIZE_GOAL_BYTES,
  };
}

function breakingCheckGoal({ breakingCheck }: SectionResults): Goal {
  const description = `whole-spec breaking-change comparison at most ${BREAKING_CHECK_GOAL_MS} ms (median)`;
  if (breakingCheck.status !== "measured")
    return { id: "breaking-check", description, measured: null, met: null };
  const { compareMs, operations } = breakingCheck.figures;
  return {
    id: "breaking-check",
    description,
    measured: `${compareMs.median} ms for ${operations} operations`,
    met: compareMs.median <= BREAKING_CHECK_GOAL_MS,
  };
}
