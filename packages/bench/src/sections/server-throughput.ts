// Emulator against the Prism mock and against the limit (a plain node:http server that sends the
// emulator's own bytes, see servers/replay.ts) on the same routes, same machine, same run. The
// floor is that server writing each answer with JSON.stringify from its parsed value: how close to
// the limit any server that builds its answers from objects can come. Each
// repetition uses a fresh emulator (so the POST route does not inherit the keys of the one
// before), captures its answer on every route for that repetition's limit, and the targets take
// turns going first.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LoadFigures, type LoadRequest, runLoad } from "../harness/load.js";
import { ratio, round, type Sampled, sampled } from "../harness/stats.js";
import { turnOrder } from "../harness/turns.js";
import { type CapturedResponse, captureResponse, serializeCaptures } from "../servers/capture.js";
import { EMULATOR_TOKEN, startEmulatorProcess } from "../servers/emulator-process.js";
import { startPlainNodeService } from "../servers/plain-node.js";
import { seedServers } from "../workloads/seed.js";
import { uniqueSshKeyBody } from "../workloads/ssh-key-bodies.js";

export interface ThroughputSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  repetitions: number;
  /** Servers created in each fresh emulator before the list route runs. */
  seededServers: number;
}

export const TARGETS = ["emulator", "prism", "limit", "floor"] as const;
export type Target = (typeof TARGETS)[number];

export interface RouteSpec {
  id: "list_servers" | "list_servers_one_per_page" | "create_ssh_key";
  label: string;
  request: (runId: string) => LoadRequest;
}

export const THROUGHPUT_ROUTES: readonly RouteSpec[] = [
  {
    id: "list_servers",
    label: "GET /v1/servers?label_selector=env=bench&sort=name:desc",
    request: () => ({
      method: "GET",
      path: "/servers?label_selector=env%3Dbench&sort=name%3Adesc",
    }),
  },
  {
    // Like for like: Prism answers its one example server on every list request, while the
    // emulator's default page above is 25 full servers (~68 kB against ~2.5 kB). With
    // per_page=1 both send one server, so req/s compares the servers, not the bytes.
    id: "list_servers_one_per_page",
    label: "GET /v1/servers?label_selector=env=bench&sort=name:desc&per_page=1 (one server each)",
    request: () => ({
      method: "GET",
      path: "/servers?label_selector=env%3Dbench&sort=name%3Adesc&per_page=1",
    }),
  },
  {
    id: "create_ssh_key",
    label: "POST /v1/ssh_keys (a unique body per request)",
    request: (runId) => ({
      method: "POST",
      path: "/ssh_keys",
      body: (sequence) => uniqueSshKeyBody(runId, sequence),
    }),
  },
];

export interface TargetFigures {
  requestsPerSecond: Sampled;
  /** Response bytes per second, headers included. */
  bytesPerSecond: Sampled;
  /** Mean 2xx response size, headers included. */
  bytesPerResponse: Sampled;
  latencyP50Ms: Sampled;
  latencyP99Ms: Sampled;
  /** Summed over every measured repetition (warm-ups excluded). */
  errors: number;
  statusCodes: Record<string, number>;
}

export interface RouteFigures {
  route: RouteSpec["id"];
  label: string;
  emulator: TargetFigures;
  prism: TargetFigures;
  /** The plain node:http server sending the emulator's captured answer for this route. */
  limit: TargetFigures;
  /**
   * The serialization floor: the same server writing that answer with JSON.stringify from its
   * parsed value on every request (absent in results before session 18).
   */
  floor?: TargetFigures;
  /** Median emulator req/s divided by median Prism req/s. */
  emulatorToPrism: number | null;
  /** Median emulator req/s divided by median limit req/s (1 = as fast as sending the bytes). */
  emulatorToLimit: number | null;
  /** Median floor req/s divided by median limit req/s: the most a per-request JSON.stringify leaves. */
  floorToLimit?: number | null;
  /** Median emulator req/s divided by median floor req/s. */
  emulatorToFloor?: number | null;
}

export interface ThroughputFigures {
  settings: ThroughputSettings;
  routes: RouteFigures[];
}

const rounded = (value: number | null, digits: number) =>
  value === null ? null : round(value, digits);

function targetFigures(runs: readonly LoadFigures[]): TargetFigures {
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  return {
    requestsPerSecond: sampled(
      runs.map((run) => run.requestsPerSecond),
      0,
    ),
    bytesPerSecond: sampled(
      runs.map((run) => run.bytesPerSecond),
      0,
    ),
    bytesPerResponse: sampled(
      runs.map((run) => run.bytesPerResponse),
      0,
    ),
    latencyP50Ms: sampled(runs.map((run) => run.latencyP50Ms)),
    latencyP99Ms: sampled(runs.map((run) => run.latencyP99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statusCodes,
  };
}

/** The route's request as the capture sends it once (the POST with a body of its own). */
export function captureRequestOf(
  route: RouteSpec,
  baseUrl: string,
  token: string,
  runId: string,
): Parameters<typeof captureResponse>[0] {
  const request = route.request(runId);
  return {
    method: request.method,
    url: `${baseUrl}${request.path}`,
    token,
    ...(request.body ? { body: request.body(0) } : {}),
  };
}

const REPLAY_ENTRY = fileURLToPath(new URL("../servers/replay-server.ts", import.meta.url));

export async function measureServerThroughput(
  settings: ThroughputSettings,
  log: (line: string) => void,
): Promise<ThroughputFigures> {
  // Loaded when measured, not at start: the build section before rebuilds the mock's dist/.
  const { startMock } = await import("@cloud-api/mock");
  const prism = await startMock({ host: "127.0.0.1" });
  const runs = new Map<string, LoadFigures[]>();
  const record = (route: RouteSpec, target: Target, figures: LoadFigures) => {
    const key = `${route.id}/${target}`;
    runs.set(key, [...(runs.get(key) ?? []), figures]);
  };
  const directory = mkdtempSync(join(tmpdir(), "bench-throughput-"));
  try {
    for (let repetition = 0; repetition < settings.repetitions; repetition++) {
      const emulator = await startEmulatorProcess();
      let limit: { url: string; stop(): Promise<void> } | undefined;
      let floor: { url: string; stop(): Promise<void> } | undefined;
      try {
        await seedServers(
          { baseUrl: emulator.url, token: EMULATOR_TOKEN },
          0,
          settings.seededServers,
        );
        const captures: CapturedResponse[] = [];
        for (const route of THROUGHPUT_ROUTES) {
          const capture = await captureResponse(
            captureRequestOf(route, emulator.url, EMULATOR_TOKEN, `cap-emulator-${repetition}`),
          );
          if (capture.status < 200 || capture.status > 299) {
            throw new Error(
              `throughput: the emulator answered ${capture.status} to the capture of ${route.id}: ${capture.body.toString("utf8").slice(0, 300)}`,
            );
          }
          captures.push(capture);
        }
        const replayFile = join(directory, `captures-${repetition}.json`);
        writeFileSync(replayFile, serializeCaptures(captures));
        const replay = await startPlainNodeService<{ url: string }>(REPLAY_ENTRY, {
          BENCH_REPLAY_FILE: replayFile,
        });
        limit = { url: replay.info.url, stop: replay.stop };
        const reserializing = await startPlainNodeService<{ url: string }>(REPLAY_ENTRY, {
          BENCH_REPLAY_FILE: replayFile,
          BENCH_REPLAY_RESERIALIZE: "1",
        });
        floor = { url: reserializing.info.url, stop: reserializing.stop };
        const baseUrls: Record<Target, string> = {
          emulator: emulator.url,
          prism: prism.url,
          limit: limit.url,
          floor: floor.url,
        };
        const order = turnOrder(TARGETS, repetition);
        for (const route of THROUGHPUT_ROUTES) {
          for (const target of order) {
            const common = {
              baseUrl: baseUrls[target],
              token: EMULATOR_TOKEN,
              connections: settings.connections,
            };
            await runLoad({
              ...common,
              durationSeconds: settings.warmupSeconds,
              request: route.request(`warm-${target}-${repetition}`),
            });
            const figures = await runLoad({
              ...common,
              durationSeconds: settings.durationSeconds,
              request: route.request(`run-${target}-${repetition}`),
            });
            record(route, target, figures);
            log(
              `throughput ${route.id} on ${target} (repetition ${repetition + 1}): ${round(figures.requestsPerSecond, 0)} req/s, ${round(figures.bytesPerResponse, 0)} B per response, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, errors ${figures.errors}`,
            );
          }
        }
      } finally {
        await limit?.stop();
        await floor?.stop();
        await emulator.stop();
      }
    }
  } finally {
    await prism.stop();
    rmSync(directory, { recursive: true, force: true });
  }
  const routes = THROUGHPUT_ROUTES.map((route): RouteFigures => {
    const emulator = targetFigures(runs.get(`${route.id}/emulator`) ?? []);
    const prismFigures = targetFigures(runs.get(`${route.id}/prism`) ?? []);
    const limit = targetFigures(runs.get(`${route.id}/limit`) ?? []);
    const floor = targetFigures(runs.get(`${route.id}/floor`) ?? []);
    return {
      route: route.id,
      label: route.label,
      emulator,
      prism: prismFigures,
      limit,
      floor,
      floorToLimit: rounded(
        ratio(floor.requestsPerSecond.median, limit.requestsPerSecond.median),
        2,
      ),
      emulatorToFloor: rounded(
        ratio(emulator.requestsPerSecond.median, floor.requestsPerSecond.median),
        2,
      ),
      emulatorToPrism: rounded(
        ratio(emulator.requestsPerSecond.median, prismFigures.requestsPerSecond.median),
        1,
      ),
      emulatorToLimit: rounded(
        ratio(emulator.requestsPerSecond.median, limit.requestsPerSecond.median),
        2,
      ),
    };
  });
  return { settings, routes };
}
