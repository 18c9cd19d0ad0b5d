// How the emulator's list latency and memory grow with the size of a project: one emulator,
// started as users start it (the CLI, emulator-cli.ts, with the rate limit raised and actions
// finishing at once), filled in steps over HTTP. At each step the same filtered and sorted list
// is measured one request at a time (latency without queueing), the process's resident memory is
// read from /proc, and the limit (a plain node:http process replaying the emulator's answer at
// that size, servers/replay.ts) is measured the same way; the two take turns going first. After
// the last step, one full GC in the emulator and its memory again, and the limit's memory as the
// floor; then the process sits without requests and its RSS is read until V8 shrinks the idle
// heap (`idleSeconds`). The CLI runs as its published command does, with the heap flags of its #!
// line (emulator-cli.ts); with `memoryWithoutCommandFlags`, a second process started as
// `node dist/cli.js` (Node's defaults) goes through the same fills and lists for one more RSS
// figure.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MEMORY_GOAL_SERVERS } from "../harness/goals.js";
import { type LatencySample, sampleLatency } from "../harness/latency.js";
import { type ProcessMemory, readProcessMemory } from "../harness/memory.js";
import { ratio, round } from "../harness/stats.js";
import { turnOrder } from "../harness/turns.js";
import { captureResponse, serializeCaptures } from "../servers/capture.js";
import { CLI_TOKEN, collectGarbage, startEmulatorCli } from "../servers/emulator-cli.js";
import { startPlainNodeService } from "../servers/plain-node.js";
import { seedServers } from "../workloads/seed.js";
import { THROUGHPUT_ROUTES } from "./server-throughput.js";

export interface ListLatencySettings {
  /** Project sizes to measure at, ascending. */
  sizes: number[];
  /** Per size: at most this many sequential requests... */
  maxRequests: number;
  /** ...within about this many seconds... */
  maxSeconds: number;
  /** ...but at least this many, so a slow size still gets a median of several. */
  minRequests: number;
  /**
   * Requests sent and not counted before each target is sampled, so the smallest size (right
   * after start) is not measured on code that has not been compiled yet (issue 46: it read higher
   * than 10,000 servers did).
   */
  warmupRequests?: number;
  /**
   * A second process, the CLI without the published command's flags (`node dist/cli.js`, Node's
   * defaults), filled to the memory goal's size (10,000 servers, or the largest size below it)
   * for one more RSS figure.
   */
  memoryWithoutCommandFlags?: boolean;
  /**
   * After the full GC, how long the process may sit without requests while its RSS is read every
   * few seconds (V8's memory reducer shrinks an idle heap on its own, about 100 s after the last
   * GC); 0 skips it.
   */
  idleSeconds: number;
}

export interface ListLatencyPoint {
  servers: number;
  /** Wall time of the fill from the previous size to this one (absent before issue 46). */
  fillSeconds?: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  /** Resident memory after the fill and the latency requests at this size; null without /proc. */
  memory: ProcessMemory | null;
  /** The plain node:http limit sending the emulator's answer at this size, sampled the same way. */
  limit: { latencyP50Ms: number; latencyP99Ms: number; requests: number; errors: number };
  /** latencyP50Ms / limit.latencyP50Ms. */
  toLimit: number | null;
}

export interface ListLatencyFigures {
  settings: ListLatencySettings;
  route: string;
  points: ListLatencyPoint[];
  /** Median p50 at the largest size divided by the median p50 at the smallest. */
  p50GrowthLargestToSmallest: number | null;
  /** Wall time of creating all servers over HTTP, 8 requests in flight. */
  seedSeconds: number;
  /** The empty emulator right after its first answer; null without /proc. */
  emptyMemory: ProcessMemory | null;
  /** After the last size: a full GC in the process, then RSS and V8's used heap. */
  afterGc: { servers: number; rssBytes: number; heapUsedBytes: number } | null;
  /**
   * After the full GC, no requests for up to `settings.idleSeconds`: RSS at the end, and when it
   * first fell by a tenth (null: it did not). Null when skipped or without /proc.
   */
  idle: {
    servers: number;
    seconds: number;
    rssBytes: number;
    droppedAfterSeconds: number | null;
  } | null;
  /** The limit process after its requests at the last size (the floor); null without /proc. */
  limitMemory: ProcessMemory | null;
  /** A second process, `node dist/cli.js` without the command's flags, filled to `servers`. */
  withoutCommandFlags?: { servers: number; memory: ProcessMemory | null };
}

const megabytes = (bytes: number) => round(bytes / 1e6, 1);

const LIST_ROUTE = THROUGHPUT_ROUTES.find((route) => route.id === "list_servers");
const REPLAY_ENTRY = fileURLToPath(new URL("../servers/replay-server.ts", import.meta.url));

export async function measureListLatency(
  settings: ListLatencySettings,
  log: (line: string) => void,
): Promise<ListLatencyFigures> {
  if (!LIST_ROUTE) throw new Error("list-latency: the list_servers route is not defined");
  const listPath = LIST_ROUTE.request("list-latency").path;
  const emulator = await startEmulatorCli({ forLoad: true, gcOnRequest: true });
  let directory: string | undefined;
  const points: ListLatencyPoint[] = [];
  let seedMs = 0;
  let emptyMemory: ProcessMemory | null = null;
  let afterGc: ListLatencyFigures["afterGc"] = null;
  let idle: ListLatencyFigures["idle"] = null;
  let withoutCommandFlags: ListLatencyFigures["withoutCommandFlags"];
  let limitMemory: ProcessMemory | null = null;
  try {
    directory = mkdtempSync(join(tmpdir(), "bench-list-latency-"));
    emptyMemory = readProcessMemory(emulator.pid);
    let seeded = 0;
    for (const [step, size] of settings.sizes.entries()) {
      const seedStart = performance.now();
      await seedServers({ baseUrl: emulator.baseUrl, token: CLI_TOKEN }, seeded, size);
      const fillMs = performance.now() - seedStart;
      seedMs += fillMs;
      seeded = size;
      const capture = await captureResponse({
        method: "GET",
        url: `${emulator.baseUrl}${listPath}`,
        token: CLI_TOKEN,
      });
      if (capture.status !== 200) {
        throw new Error(`list-latency: the emulator answered ${capture.status} at ${size} servers`);
      }
      const replayFile = join(directory, `captures-${size}.json`);
      writeFileSync(replayFile, serializeCaptures([capture]));
      const limit = await startPlainNodeService<{ url: string }>(REPLAY_ENTRY, {
        BENCH_REPLAY_FILE: replayFile,
      });
      const samples: Partial<Record<"emulator" | "limit", LatencySample>> = {};
      let memory: ProcessMemory | null = null;
      try {
        for (const target of turnOrder(["emulator", "limit"] as const, step)) {
          const url = `${target === "emulator" ? emulator.baseUrl : limit.info.url}${listPath}`;
          if (settings.warmupRequests) {
            await sampleLatency({
              url,
              token: CLI_TOKEN,
              maxRequests: settings.warmupRequests,
              maxSeconds: settings.maxSeconds,
              minRequests: 1,
              requestTimeoutMs: 60_000,
            });
          }
          samples[target] = await sampleLatency({
            url,
            token: CLI_TOKEN,
            maxRequests: settings.maxRequests,
            maxSeconds: settings.maxSeconds,
            minRequests: settings.minRequests,
            requestTimeoutMs: 60_000,
          });
          if (target === "emulator") memory = readProcessMemory(emulator.pid);
        }
        if (step === settings.sizes.length - 1) limitMemory = readProcessMemory(limit.pid);
      } finally {
        await limit.stop();
      }
      const { emulator: sample, limit: limitSample } = samples;
      if (!sample || !limitSample) throw new Error("list-latency: a target was not sampled");
      const toLimit = ratio(sample.p50Ms, limitSample.p50Ms);
      const point: ListLatencyPoint = {
        servers: size,
        fillSeconds: round(fillMs / 1000, 1),
        latencyP50Ms: round(sample.p50Ms, 3),
        latencyP99Ms: round(sample.p99Ms, 3),
        requests: sample.requests,
        errors: sample.errors,
        memory,
        limit: {
          latencyP50Ms: round(limitSample.p50Ms, 3),
          latencyP99Ms: round(limitSample.p99Ms, 3),
          requests: limitSample.requests,
          errors: limitSample.errors,
        },
        toLimit: toLimit === null ? null : round(toLimit, 1),
      };
      points.push(point);
      log(
        `list latency with ${size} servers (filled in ${point.fillSeconds} s): p50 ${point.latencyP50Ms} ms, p99 ${point.latencyP99Ms} ms over ${point.requests} requests, errors ${point.errors}${memory ? `; RSS ${megabytes(memory.rssBytes)} MB (peak ${megabytes(memory.peakRssBytes)} MB)` : ""}; limit p50 ${point.limit.latencyP50Ms} ms (${point.toLimit}x)`,
      );
    }
    const last = points[points.length - 1];
    if (last) {
      const collected = await collectGarbage(emulator);
      // RSS from /proc where there is one, like every other row; memoryUsage() elsewhere.
      const rssBytes = readProcessMemory(emulator.pid)?.rssBytes ?? collected.rssBytes;
      afterGc = { servers: last.servers, rssBytes, heapUsedBytes: collected.heapUsedBytes };
      log(
        `after a full GC with ${last.servers} servers: RSS ${megabytes(rssBytes)} MB, V8 heap used ${megabytes(collected.heapUsedBytes)} MB`,
      );
      // The second process fills while this one idles (its timers do not depend on the other).
      const idling = idleMemory(emulator.pid, last.servers, rssBytes, settings.idleSeconds);
      withoutCommandFlags = settings.memoryWithoutCommandFlags
        ? await measureWithoutCommandFlags(settings, listPath, log)
        : undefined;
      idle = await idling;
      if (idle) {
        log(
          `idle with ${idle.servers} servers for ${idle.seconds} s: RSS ${megabytes(idle.rssBytes)} MB${idle.droppedAfterSeconds === null ? " (no drop)" : ` (fell after ${idle.droppedAfterSeconds} s)`}`,
        );
      }
    }
  } finally {
    await emulator.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  }
  const first = points[0];
  const last = points[points.length - 1];
  const growth = first && last ? ratio(last.latencyP50Ms, first.latencyP50Ms) : null;
  return {
    settings,
    route: LIST_ROUTE.label,
    points,
    p50GrowthLargestToSmallest: growth === null ? null : round(growth, 1),
    seedSeconds: round(seedMs / 1000, 1),
    emptyMemory,
    afterGc,
    idle,
    limitMemory,
    ...(withoutCommandFlags ? { withoutCommandFlags } : {}),
  };
}

/**
 * RSS of a fresh `node dist/cli.js` (no flags), taken through the same steps as the first process
 * (each fill followed by the same sequential lists), read after the largest size.
 */
async function measureWithoutCommandFlags(
  settings: ListLatencySettings,
  listPath: string,
  log: (line: string) => void,
): Promise<NonNullable<ListLatencyFigures["withoutCommandFlags"]>> {
  const emulator = await startEmulatorCli({ forLoad: true, withoutCommandFlags: true });
  let servers = 0;
  const sizes = settings.sizes.filter((size) => size <= MEMORY_GOAL_SERVERS);
  try {
    for (const size of sizes.length > 0 ? sizes : settings.sizes.slice(0, 1)) {
      await seedServers({ baseUrl: emulator.baseUrl, token: CLI_TOKEN }, servers, size);
      servers = size;
      await sampleLatency({
        url: `${emulator.baseUrl}${listPath}`,
        token: CLI_TOKEN,
        maxRequests: settings.maxRequests,
        maxSeconds: settings.maxSeconds,
        minRequests: settings.minRequests,
        requestTimeoutMs: 60_000,
      });
    }
    const memory = readProcessMemory(emulator.pid);
    log(
      `node dist/cli.js (no flags) with ${servers} servers: ${memory ? `RSS ${megabytes(memory.rssBytes)} MB (peak ${megabytes(memory.peakRssBytes)} MB)` : "no /proc"}`,
    );
    return { servers, memory };
  } finally {
    await emulator.stop();
  }
}

const IDLE_POLL_MS = 5_000;

/**
 * Reads the idle process's RSS every few seconds for up to `seconds`; once it has fallen by a
 * tenth below `fromBytes`, two more readings (the reducer runs a few GCs in a row) end the wait.
 */
async function idleMemory(
  pid: number,
  servers: number,
  fromBytes: number,
  seconds: number,
): Promise<ListLatencyFigures["idle"]> {
  if (seconds <= 0 || readProcessMemory(pid) === null) return null;
  const started = performance.now();
  let droppedAfterSeconds: number | null = null;
  let readingsAfterDrop = 0;
  let rssBytes = fromBytes;
  while (performance.now() - started < seconds * 1000 && readingsAfterDrop < 2) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    rssBytes = readProcessMemory(pid)?.rssBytes ?? rssBytes;
    const elapsed = Math.round((performance.now() - started) / 1000);
    if (droppedAfterSeconds !== null) readingsAfterDrop += 1;
    else if (rssBytes < fromBytes * 0.9) droppedAfterSeconds = elapsed;
  }
  return {
    servers,
    seconds: Math.round((performance.now() - started) / 1000),
    rssBytes,
    droppedAfterSeconds,
  };
}
