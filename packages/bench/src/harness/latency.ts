// Sequential request latency with sub-millisecond resolution (autocannon rounds to whole
// milliseconds, which hides a fast list). One keep-alive connection, bounded by count and time.
import { Agent, request } from "node:http";
import { median } from "./stats.js";

export interface LatencySampling {
  url: string;
  token: string;
  /** Stops after this many requests... */
  maxRequests: number;
  /** ...or once this much time has passed, whichever comes first... */
  maxSeconds: number;
  /** ...but not before this many requests, however slow (each bounded by requestTimeoutMs). */
  minRequests: number;
  /** A single request slower than this fails the sampling. */
  requestTimeoutMs: number;
}

export interface LatencySample {
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

/** Nearest-rank percentile of already sorted values. */
export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) throw new Error("percentile: no values");
  const rank = Math.min(
    sortedValues.length,
    Math.max(1, Math.ceil(fraction * sortedValues.length)),
  );
  return sortedValues[rank - 1] as number;
}

function timedGet(url: URL, token: string, agent: Agent, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      url,
      {
        agent,
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.once("end", () => {
          const elapsed = performance.now() - started;
          resolve(response.statusCode === 200 ? elapsed : -1);
        });
      },
    );
    outgoing.once("timeout", () =>
      outgoing.destroy(new Error(`GET ${url.pathname} took longer than ${timeoutMs} ms`)),
    );
    outgoing.once("error", reject);
    outgoing.end();
  });
}

export async function sampleLatency(sampling: LatencySampling): Promise<LatencySample> {
  const url = new URL(sampling.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + sampling.maxSeconds * 1000;
  try {
    for (let count = 0; count < sampling.maxRequests; count++) {
      if (count >= sampling.minRequests && performance.now() > deadline) break;
      const elapsed = await timedGet(url, sampling.token, agent, sampling.requestTimeoutMs);
      if (elapsed < 0) errors++;
      else latencies.push(elapsed);
    }
  } finally {
    agent.destroy();
  }
  if (latencies.length === 0) {
    throw new Error(`latency: every request to ${url.pathname} failed (${errors} errors)`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: median(sorted),
    p99Ms: percentile(sorted, 0.99),
    requests: latencies.length + errors,
    errors,
  };
}
