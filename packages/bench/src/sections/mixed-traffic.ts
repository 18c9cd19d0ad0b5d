// Today's emulator against the simple emulator of an earlier commit (baseline-emulator.ts) on a
// realistic mix (traffic-mix.ts): varied server lists, GETs by id and writes interleaved, across
// two projects, 50 connections. Both are started as users start them (today's as its published
// command, 9576c69's as `node .../dist/cli.js`; memory store, rate limit raised, actions finishing at once), each in its own process and only
// for its turn; every repetition starts both afresh, seeds them with the same resources over
// HTTP and sends them the same seeded sequence of requests. The two take turns going first.
// The limit (issue 46): today's emulator, seeded the same way, answers the first
// `limitRecordedRequests` requests of the sequence one at a time; a plain node:http process
// (servers/replay.ts, run as plain node) then gets that part of the sequence, over and over, and
// sends the recorded answers byte for byte (matched on method, path, token and body). It takes
// its turn with the two emulators, and so does the floor: the same process writing each recorded
// answer with JSON.stringify from its parsed value (replay.ts, `reserialize`).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type LoadFigures, runVariedLoad, type VariedRequest } from "../harness/load.js";
import { REPO_ROOT } from "../harness/paths.js";
import { type StartedServer, timeStartup } from "../harness/startup.js";
import { ratio, round, type Sampled, sampled } from "../harness/stats.js";
import { turnOrder } from "../harness/turns.js";
import { type BaselineEmulator, ensureBaselineEmulator } from "../servers/baseline-emulator.js";
import { type CapturedResponse, captureResponse, serializeCaptures } from "../servers/capture.js";
import { cliEnv, emulatorNodeArguments, emulatorReadyUrl } from "../servers/emulator-cli.js";
import { startPlainNodeService } from "../servers/plain-node.js";
import {
  MIX_KINDS,
  MIX_WEIGHTS,
  type MixKind,
  type MixPlan,
  renderMixedRequest,
  TrafficMix,
} from "../workloads/traffic-mix.js";
import { seedTrafficMix } from "../workloads/traffic-mix-seed.js";

export interface MixedTrafficSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  repetitions: number;
  /** Seed of the request sequence: the same for both targets in every repetition. */
  seed: number;
  plan: MixPlan;
  /** How many requests of the sequence are recorded for the limit to replay (0: no limit row). */
  limitRecordedRequests: number;
}

export const MIXED_TARGETS = ["current", "baseline"] as const;
export type MixedTarget = (typeof MIXED_TARGETS)[number];

export interface MixedTargetFigures {
  requestsPerSecond: Sampled;
  /** Response bytes per second, headers included (2xx answers only). */
  bytesPerSecond: Sampled;
  latencyP50Ms: Sampled;
  latencyP99Ms: Sampled;
  /** Non-2xx answers, connection errors and timeouts, summed over the measured runs. */
  errors: number;
  statusCodes: Record<string, number>;
  /** Requests of each kind the generator handed to autocannon in the measured runs. */
  drawn: Record<MixKind, number>;
}

export interface MixedTrafficFigures {
  settings: MixedTrafficSettings;
  weights: Record<MixKind, number>;
  baseline: {
    commit: string;
    /** The worktree, relative to the repository root. */
    directory: string;
    reused: boolean;
    buildSeconds: number;
  };
  targets: Record<MixedTarget, MixedTargetFigures> & {
    limit?: MixedTargetFigures;
    /** The limit writing each recorded answer with JSON.stringify (absent before session 18). */
    floor?: MixedTargetFigures;
  };
  /** Median req/s of today's emulator divided by the baseline's. */
  currentToBaseline: number | null;
  /** Median req/s of today's emulator divided by the limit's (absent before issue 46). */
  currentToLimit?: number | null;
  /** How many distinct requests the limit replayed (absent before issue 46). */
  limitRecorded?: number;
  /** Median req/s of the floor divided by the limit's (absent before session 18). */
  floorToLimit?: number | null;
  /** Median req/s of today's emulator divided by the floor's (absent before session 18). */
  currentToFloor?: number | null;
}

const REPLAY_ENTRY = fileURLToPath(new URL("../servers/replay-server.ts", import.meta.url));

/**
 * Today's emulator, fresh and seeded, answers the sequence's first `count` requests one at a
 * time; each answer is kept with its request (for servers/replay.ts).
 */
async function recordMix(
  settings: MixedTrafficSettings,
  tokens: readonly string[],
): Promise<{ requests: VariedRequest[]; captures: CapturedResponse[] }> {
  const emulator = await startCli(emulatorNodeArguments(), tokens);
  try {
    const ids = await seedTrafficMix(emulator.baseUrl, tokens, settings.plan);
    const mix = new TrafficMix(settings.plan, settings.seed);
    const requests: VariedRequest[] = [];
    const captures: CapturedResponse[] = [];
    for (let index = 0; index < settings.limitRecordedRequests; index++) {
      const rendered = renderMixedRequest(mix.next(), ids, "limit");
      const request = { ...rendered, token: tokens[rendered.project] as string };
      requests.push(request);
      captures.push(
        await captureResponse({
          method: request.method,
          url: `${emulator.baseUrl}${request.path}`,
          token: request.token,
          ...(request.body === undefined ? {} : { body: request.body }),
          keepRequest: true,
        }),
      );
    }
    return { requests, captures };
  } finally {
    await emulator.stop();
  }
}

/** One token per project: `mix-token-0=mix-0,...`. */
export const mixTokens = (projects: number) =>
  Array.from({ length: projects }, (_, index) => `bench-mix-token-${index}`);

export function mixedCliEnv(tokens: readonly string[]): Record<string, string> {
  return {
    ...cliEnv({ forLoad: true }),
    CLOUD_API_TOKENS: tokens.map((token, index) => `${token}=mix-${index}`).join(","),
  };
}

function targetFigures(runs: readonly LoadFigures[], drawn: readonly TrafficMix["drawn"][]) {
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  const summed = Object.fromEntries(
    MIX_KINDS.map((kind) => [kind, drawn.reduce((sum, counts) => sum + counts[kind], 0)]),
  ) as Record<MixKind, number>;
  return {
    requestsPerSecond: sampled(
      runs.map((run) => run.requestsPerSecond),
      0,
    ),
    bytesPerSecond: sampled(
      runs.map((run) => run.bytesPerSecond),
      0,
    ),
    latencyP50Ms: sampled(runs.map((run) => run.latencyP50Ms)),
    latencyP99Ms: sampled(runs.map((run) => run.latencyP99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statusCodes,
    drawn: summed,
  };
}

async function startCli(
  nodeArguments: readonly string[],
  tokens: readonly string[],
): Promise<StartedServer> {
  return timeStartup({
    nodeArguments,
    env: mixedCliEnv(tokens),
    readyUrl: emulatorReadyUrl,
    probePath: "/servers",
    token: tokens[0] as string,
    timeoutMs: 30_000,
  });
}

export async function measureMixedTraffic(
  settings: MixedTrafficSettings,
  log: (line: string) => void,
): Promise<MixedTrafficFigures> {
  const baseline: BaselineEmulator = await ensureBaselineEmulator(log);
  // Each as its users start it: today's as the published command (with its #! line's heap
  // flags), 9576c69's as `node dist/cli.js` (it had no such command).
  const commands: Record<MixedTarget, readonly string[]> = {
    current: emulatorNodeArguments(),
    baseline: [baseline.cliPath],
  };
  const tokens = mixTokens(settings.plan.projects);
  const runs: Record<MixedTarget | "limit" | "floor", LoadFigures[]> = {
    current: [],
    baseline: [],
    limit: [],
    floor: [],
  };
  const drawn: Record<MixedTarget, TrafficMix["drawn"][]> = { current: [], baseline: [] };
  const recorded =
    settings.limitRecordedRequests > 0 ? await recordMix(settings, tokens) : undefined;
  const directory = mkdtempSync(join(tmpdir(), "bench-mixed-limit-"));
  const replayFile = join(directory, "captures.json");
  if (recorded) {
    writeFileSync(replayFile, serializeCaptures(recorded.captures));
    const refused = recorded.captures.filter((capture) => capture.status >= 300).length;
    log(
      `mixed traffic: recorded ${recorded.captures.length} answers for the limit${refused > 0 ? ` (${refused} not 2xx)` : ""}`,
    );
  }
  const targetsInTurn = recorded ? ([...MIXED_TARGETS, "limit", "floor"] as const) : MIXED_TARGETS;
  try {
    for (let repetition = 0; repetition < settings.repetitions; repetition++) {
      for (const target of turnOrder(targetsInTurn, repetition)) {
        if (target === "limit" || target === "floor") {
          if (!recorded) continue;
          const limit = await startPlainNodeService<{ url: string }>(REPLAY_ENTRY, {
            BENCH_REPLAY_FILE: replayFile,
            ...(target === "floor" ? { BENCH_REPLAY_RESERIALIZE: "1" } : {}),
          });
          try {
            let position = 0;
            const next = () =>
              recorded.requests[position++ % recorded.requests.length] as VariedRequest;
            const common = { baseUrl: limit.info.url, connections: settings.connections, next };
            await runVariedLoad({ ...common, durationSeconds: settings.warmupSeconds });
            const figures = await runVariedLoad({
              ...common,
              durationSeconds: settings.durationSeconds,
            });
            runs[target].push(figures);
            log(
              `mixed traffic on the ${target} (repetition ${repetition + 1}): ${round(figures.requestsPerSecond, 0)} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, errors ${figures.errors}`,
            );
          } finally {
            await limit.stop();
          }
          continue;
        }
        const emulator = await startCli(commands[target], tokens);
        try {
          const ids = await seedTrafficMix(emulator.baseUrl, tokens, settings.plan);
          // One sequence for the warm-up and the measured run: the deletes' pool continues.
          const mix = new TrafficMix(settings.plan, settings.seed);
          const runId = `r${repetition}`;
          const next = () => {
            const rendered = renderMixedRequest(mix.next(), ids, runId);
            return { ...rendered, token: tokens[rendered.project] as string };
          };
          const common = { baseUrl: emulator.baseUrl, connections: settings.connections, next };
          await runVariedLoad({ ...common, durationSeconds: settings.warmupSeconds });
          const before = { ...mix.drawn };
          const figures = await runVariedLoad({
            ...common,
            durationSeconds: settings.durationSeconds,
          });
          drawn[target].push(
            Object.fromEntries(
              MIX_KINDS.map((kind) => [kind, mix.drawn[kind] - before[kind]]),
            ) as TrafficMix["drawn"],
          );
          runs[target].push(figures);
          log(
            `mixed traffic on ${target} (repetition ${repetition + 1}): ${round(figures.requestsPerSecond, 0)} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, errors ${figures.errors}${figures.errors > 0 ? ` (${JSON.stringify(figures.statusCodes)})` : ""}`,
          );
        } finally {
          await emulator.stop();
        }
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  const current = targetFigures(runs.current, drawn.current);
  const limitFigures = recorded ? targetFigures(runs.limit, []) : undefined;
  const currentToLimit = limitFigures
    ? ratio(current.requestsPerSecond.median, limitFigures.requestsPerSecond.median)
    : undefined;
  const floorFigures = recorded ? targetFigures(runs.floor, []) : undefined;
  const rounded = (value: number | null) => (value === null ? null : round(value, 2));
  const baselineFigures = targetFigures(runs.baseline, drawn.baseline);
  const currentToBaseline = ratio(
    current.requestsPerSecond.median,
    baselineFigures.requestsPerSecond.median,
  );
  return {
    settings,
    weights: { ...MIX_WEIGHTS },
    baseline: {
      commit: baseline.commit,
      directory: relative(REPO_ROOT, baseline.directory),
      reused: baseline.reused,
      buildSeconds: round(baseline.buildSeconds, 1),
    },
    targets: {
      current,
      baseline: baselineFigures,
      ...(limitFigures ? { limit: limitFigures } : {}),
      ...(floorFigures ? { floor: floorFigures } : {}),
    },
    currentToBaseline: currentToBaseline === null ? null : round(currentToBaseline, 2),
    ...(currentToLimit === undefined
      ? {}
      : {
          currentToLimit: currentToLimit === null ? null : round(currentToLimit, 2),
          limitRecorded: recorded?.captures.length ?? 0,
        }),
    ...(floorFigures && limitFigures
      ? {
          floorToLimit: rounded(
            ratio(floorFigures.requestsPerSecond.median, limitFigures.requestsPerSecond.median),
          ),
          currentToFloor: rounded(
            ratio(current.requestsPerSecond.median, floorFigures.requestsPerSecond.median),
          ),
        }
      : {}),
  };
}
