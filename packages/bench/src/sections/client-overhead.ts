// Client overhead: the same GET against a fixed-body local server through raw fetch, raw fetch with
// a per-request timeout (an AbortController and a timer, as a careful user of plain fetch writes
// it, and as any client with a timeout that cancels must do: the reference since issue 43), bare
// openapi-fetch, bare openapi-fetch with the same timeout, and @cloud-api/client (timeouts and
// retries on). The server runs in its own process. Within each repetition the variants take turns
// in TURNS chunks of requestsPerRun / TURNS, so a burst of load from a neighbour hits all alike;
// each ratio is the median, over every turn of every repetition, of the reference's rate in that
// turn over the variant's (adjacent in time, so load that comes and goes hits both alike).
// The variants themselves: src/workloads/client-calls.ts.
import { startChildService } from "../harness/processes.js";
import { median, round, type Sampled, sampled } from "../harness/stats.js";
import {
  CLIENT_VARIANTS,
  type ClientVariant,
  makeClientCalls,
  opsPerSecond,
} from "../workloads/client-calls.js";

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
  /**
   * Per repetition, raw fetch's ops/s divided by the variant's; the median over repetitions:
   * 1.10 means 10% slower than raw fetch.
   */
  slowdownVsRawFetch: Record<ClientVariant, number | null>;
  /**
   * The same against raw fetch with the same per-attempt timeout (issue 43's reference); absent
   * from results measured before it.
   */
  slowdownVsRawFetchWithTimeout?: Record<ClientVariant, number | null>;
}

export interface ClientOverheadFigures {
  settings: ClientOverheadSettings;
  modes: ClientModeFigures[];
}

/** Turns per variant in one repetition (the variants alternate, each sending 1/TURNS of its calls). */
export const TURNS = 20;

/**
 * The variants in a new order for every turn (seeded, so every run uses the same orders). A fixed
 * cycle, even rotated per repetition, always ran each variant right after the same one, so what a
 * heavier variant leaves behind (garbage, undici's finalizers for its signals) was always paid by
 * the same next variant: the client came right after openapi-fetch with a timeout.
 */
export function turnOrder(random: () => number): ClientVariant[] {
  const order = [...CLIENT_VARIANTS];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as ClientVariant, order[index] as ClientVariant];
  }
  return order;
}

/** A small seeded generator (mulberry32): the same orders on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per pair of samples (a turn), `baseline` ops/s over `variant` ops/s; the median of those ratios. */
export function pairedSlowdown(baseline: readonly number[], variant: readonly number[]): number {
  if (baseline.length !== variant.length) throw new Error("pairedSlowdown: unpaired samples");
  return median(baseline.map((ops, index) => ops / (variant[index] as number)));
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
    const calls = await makeClientCalls(server.info.url);
    for (const variant of CLIENT_VARIANTS) {
      await opsPerSecond(calls[variant], settings.warmupRequests, settings.inFlight);
    }
    const modes: ClientModeFigures[] = [];
    for (const [mode, inFlight] of [
      ["sequential", 1],
      ["concurrent", settings.inFlight],
    ] as const) {
      const byVariant = () =>
        Object.fromEntries(CLIENT_VARIANTS.map((variant) => [variant, [] as number[]])) as Record<
          ClientVariant,
          number[]
        >;
      // Per repetition (ops/s over all its turns) and per turn (for the paired ratios).
      const samples = byVariant();
      const turnSamples = byVariant();
      const perTurn = Math.ceil(settings.requestsPerRun / TURNS);
      const random = seededRandom(inFlight);
      for (let repetition = 0; repetition < settings.repetitions; repetition++) {
        const seconds = Object.fromEntries(
          CLIENT_VARIANTS.map((variant) => [variant, 0]),
        ) as Record<ClientVariant, number>;
        for (let turn = 0; turn < TURNS; turn++) {
          for (const variant of turnOrder(random)) {
            const rate = await opsPerSecond(calls[variant], perTurn, inFlight);
            turnSamples[variant].push(rate);
            seconds[variant] += perTurn / rate;
          }
        }
        for (const variant of CLIENT_VARIANTS) {
          samples[variant].push((perTurn * TURNS) / seconds[variant]);
        }
      }
      const opsPerSecondByVariant = Object.fromEntries(
        CLIENT_VARIANTS.map((variant) => [variant, sampled(samples[variant], 0)]),
      ) as Record<ClientVariant, Sampled>;
      const slowdownVs = (reference: ClientVariant) =>
        Object.fromEntries(
          CLIENT_VARIANTS.map((variant) => [
            variant,
            round(pairedSlowdown(turnSamples[reference], turnSamples[variant]), 3),
          ]),
        ) as Record<ClientVariant, number | null>;
      modes.push({
        mode,
        inFlight,
        opsPerSecond: opsPerSecondByVariant,
        slowdownVsRawFetch: slowdownVs("raw fetch"),
        slowdownVsRawFetchWithTimeout: slowdownVs("raw fetch + timeout"),
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
