// Client overhead: the same GET against a fixed-body local server through raw fetch, bare
// openapi-fetch and @cloud-api/client (middleware, timeouts and retries on). The server runs in
// its own process; the three variants take turns within each repetition so drift hits all alike.
import type { paths } from "@cloud-api/client";
import { startChildService } from "../processes.js";
import { ratio, round, type Sampled, sampled } from "../stats.js";

export const CLIENT_VARIANTS = ["raw fetch", "openapi-fetch (bare)", "@cloud-api/client"] as const;
export type ClientVariant = (typeof CLIENT_VARIANTS)[number];

export interface ClientOverheadSettings {
  requestsPerRun: number;
  inFlight: number;
  repetitions: number;
  warmupRequests: number;
}

export interface ClientModeFigures {
  /** How the requests were issued: one after another, or `inFlight` at a time. */
  mode: "sequential" | "concurrent";
  inFlight: number;
  opsPerSecond: Record<ClientVariant, Sampled>;
  /** Median ops/s of raw fetch divided by the variant's: 1.10 means 10% slower than raw fetch. */
  slowdownVsRawFetch: Record<ClientVariant, number | null>;
}

export interface ClientOverheadFigures {
  settings: ClientOverheadSettings;
  modes: ClientModeFigures[];
}

const TOKEN = "bench-client-overhead-token";

type Call = () => Promise<void>;

// Loaded when measured, not at start: the build section before rebuilds the client's dist/.
async function makeCalls(baseUrl: string): Promise<Record<ClientVariant, Call>> {
  const { createCloudClient } = await import("@cloud-api/client");
  const { default: createClient } = await import("openapi-fetch");
  const listUrl = `${baseUrl}/ssh_keys`;
  const bare = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${TOKEN}`, Accept: "application/json" },
  });
  const cloud = createCloudClient({ token: TOKEN, baseUrl, retry: {} });
  return {
    "raw fetch": async () => {
      const response = await fetch(listUrl, {
        headers: { Authorization: `Bearer ${TOKEN}`, Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`raw fetch: GET ${listUrl} answered ${response.status}`);
      const body = (await response.json()) as { ssh_keys?: unknown[] };
      if (!Array.isArray(body.ssh_keys)) throw new Error("raw fetch: body has no ssh_keys list");
    },
    "openapi-fetch (bare)": async () => {
      const { data, response } = await bare.GET("/ssh_keys");
      if (!data) throw new Error(`openapi-fetch: GET /ssh_keys answered ${response.status}`);
    },
    "@cloud-api/client": async () => {
      const { data, response } = await cloud.GET("/ssh_keys");
      if (!data) throw new Error(`@cloud-api/client: GET /ssh_keys answered ${response.status}`);
    },
  };
}

/** Issues `count` calls with at most `inFlight` pending; returns completed calls per second. */
export async function opsPerSecond(call: Call, count: number, inFlight: number): Promise<number> {
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      await call();
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  const seconds = (performance.now() - begin) / 1000;
  return count / seconds;
}

export async function measureClientOverhead(
  settings: ClientOverheadSettings,
  log: (line: string) => void,
): Promise<ClientOverheadFigures> {
  const server = await startChildService<{ url: string }>(
    new URL("../servers/fixed-list-server.ts", import.meta.url).pathname,
    {},
  );
  try {
    const calls = await makeCalls(server.info.url);
    for (const variant of CLIENT_VARIANTS) {
      await opsPerSecond(calls[variant], settings.warmupRequests, settings.inFlight);
    }
    const modes: ClientModeFigures[] = [];
    for (const [mode, inFlight] of [
      ["sequential", 1],
      ["concurrent", settings.inFlight],
    ] as const) {
      const samples: Record<ClientVariant, number[]> = {
        "raw fetch": [],
        "openapi-fetch (bare)": [],
        "@cloud-api/client": [],
      };
      for (let repetition = 0; repetition < settings.repetitions; repetition++) {
        // Rotate the order so no variant always runs first (warmest or coldest).
        const order = CLIENT_VARIANTS.map(
          (_, index) => CLIENT_VARIANTS[(index + repetition) % CLIENT_VARIANTS.length],
        ) as ClientVariant[];
        for (const variant of order) {
          samples[variant].push(
            await opsPerSecond(calls[variant], settings.requestsPerRun, inFlight),
          );
        }
      }
      const opsPerSecondByVariant = Object.fromEntries(
        CLIENT_VARIANTS.map((variant) => [variant, sampled(samples[variant], 0)]),
      ) as Record<ClientVariant, Sampled>;
      const raw = opsPerSecondByVariant["raw fetch"].median;
      const slowdown = Object.fromEntries(
        CLIENT_VARIANTS.map((variant) => {
          const value = ratio(raw, opsPerSecondByVariant[variant].median);
          return [variant, value === null ? null : round(value, 3)];
        }),
      ) as Record<ClientVariant, number | null>;
      modes.push({
        mode,
        inFlight,
        opsPerSecond: opsPerSecondByVariant,
        slowdownVsRawFetch: slowdown,
      });
      log(
        `client overhead (${mode}, ${inFlight} in flight): ${CLIENT_VARIANTS.map((v) => `${v} ${opsPerSecondByVariant[v].median} ops/s`).join(", ")}`,
      );
    }
    return { settings, modes };
  } finally {
    await server.stop();
  }
}
