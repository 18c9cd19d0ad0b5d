// How the emulator's list latency grows with the size of a project: one emulator, filled in
// steps over HTTP, the same filtered and sorted list measured at each step one request at a time
// (latency without queueing).
import { type LatencySample, sampleLatency } from "../latency.js";
import { seedServers } from "../seed.js";
import { ratio, round } from "../stats.js";
import { EMULATOR_TOKEN, startEmulatorProcess } from "./emulator-service.js";
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
}

export interface ListLatencyFigures {
  settings: ListLatencySettings;
  route: string;
  points: ListLatencyPoint[];
  /** Median p50 at the largest size divided by the median p50 at the smallest. */
  p50GrowthLargestToSmallest: number | null;
  /** Wall time of creating all servers over HTTP, 8 requests in flight. */
  seedSeconds: number;
}

const LIST_ROUTE = THROUGHPUT_ROUTES.find((route) => route.id === "list_servers");

export async function measureListLatency(
  settings: ListLatencySettings,
  log: (line: string) => void,
): Promise<ListLatencyFigures> {
  if (!LIST_ROUTE) throw new Error("list-latency: the list_servers route is not defined");
  const emulator = await startEmulatorProcess();
  const points: ListLatencyPoint[] = [];
  let seedMs = 0;
  try {
    let seeded = 0;
    for (const size of settings.sizes) {
      const seedStart = performance.now();
      await seedServers({ baseUrl: emulator.url, token: EMULATOR_TOKEN }, seeded, size);
      seedMs += performance.now() - seedStart;
      seeded = size;
      const sample: LatencySample = await sampleLatency({
        url: `${emulator.url}${LIST_ROUTE.request("list-latency").path}`,
        token: EMULATOR_TOKEN,
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
      };
      points.push(point);
      log(
        `list latency with ${size} servers: p50 ${point.latencyP50Ms} ms, p99 ${point.latencyP99Ms} ms over ${point.requests} requests, errors ${point.errors}`,
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
  };
}
