// How the emulator's list latency and memory grow with the size of a project: one emulator,
// started as users start it (the CLI, emulator-cli.ts, with the rate limit raised and actions
// finishing at once), filled in steps over HTTP; at each step the same filtered and sorted list
// is measured one request at a time (latency without queueing), then the process's resident
// memory is read from /proc. After the last step, one full GC and the memory again.
import { type LatencySample, sampleLatency } from "../latency.js";
import { type ProcessMemory, readProcessMemory } from "../memory.js";
import { seedServers } from "../seed.js";
import { ratio, round } from "../stats.js";
import { CLI_TOKEN, collectGarbage, startEmulatorCli } from "./emulator-cli.js";
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
}

export interface ListLatencyPoint {
  servers: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  /** Resident memory after the fill and the latency requests at this size; null without /proc. */
  memory: ProcessMemory | null;
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
}

const megabytes = (bytes: number) => round(bytes / 1e6, 1);

const LIST_ROUTE = THROUGHPUT_ROUTES.find((route) => route.id === "list_servers");

export async function measureListLatency(
  settings: ListLatencySettings,
  log: (line: string) => void,
): Promise<ListLatencyFigures> {
  if (!LIST_ROUTE) throw new Error("list-latency: the list_servers route is not defined");
  const emulator = await startEmulatorCli({ forLoad: true, gcOnRequest: true });
  const points: ListLatencyPoint[] = [];
  let seedMs = 0;
  let emptyMemory: ProcessMemory | null = null;
  let afterGc: ListLatencyFigures["afterGc"] = null;
  try {
    emptyMemory = readProcessMemory(emulator.pid);
    let seeded = 0;
    for (const size of settings.sizes) {
      const seedStart = performance.now();
      await seedServers({ baseUrl: emulator.baseUrl, token: CLI_TOKEN }, seeded, size);
      seedMs += performance.now() - seedStart;
      seeded = size;
      const sample: LatencySample = await sampleLatency({
        url: `${emulator.baseUrl}${LIST_ROUTE.request("list-latency").path}`,
        token: CLI_TOKEN,
        maxRequests: settings.maxRequests,
        maxSeconds: settings.maxSeconds,
        minRequests: settings.minRequests,
        requestTimeoutMs: 60_000,
      });
      const point: ListLatencyPoint = {
        servers: size,
        latencyP50Ms: round(sample.p50Ms, 3),
        latencyP99Ms: round(sample.p99Ms, 3),
        requests: sample.requests,
        errors: sample.errors,
        memory: readProcessMemory(emulator.pid),
      };
      points.push(point);
      log(
        `list latency with ${size} servers: p50 ${point.latencyP50Ms} ms, p99 ${point.latencyP99Ms} ms over ${point.requests} requests, errors ${point.errors}${point.memory ? `; RSS ${megabytes(point.memory.rssBytes)} MB (peak ${megabytes(point.memory.peakRssBytes)} MB)` : ""}`,
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
    }
  } finally {
    await emulator.stop();
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
  };
}
