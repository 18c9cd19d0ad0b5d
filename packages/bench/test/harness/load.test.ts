import type { Result } from "autocannon";
import { describe, expect, it } from "vitest";
import { summarizeLoad } from "../../src/harness/load.js";

function result(overrides: Partial<Result>): Result {
  const histogram = {
    average: 0,
    mean: 0,
    stddev: 0,
    min: 0,
    max: 0,
    total: 0,
    p50: 0,
    p90: 0,
    p99: 0,
  };
  return {
    requests: { ...histogram, average: 1000, sent: 5000 },
    latency: { ...histogram, p50: 3, p99: 12 },
    throughput: { ...histogram, average: 2_500_000, total: 12_500_000 },
    duration: 5,
    errors: 0,
    timeouts: 0,
    mismatches: 0,
    non2xx: 0,
    statusCodeStats: { "200": { count: 5000 } },
    ...overrides,
  };
}

describe("summarizeLoad", () => {
  it("reports requests/s and p50/p99 latency of a clean run with 0 errors", () => {
    const summary = summarizeLoad(result({}));
    expect(summary).toMatchObject({
      requestsPerSecond: 1000,
      latencyP50Ms: 3,
      latencyP99Ms: 12,
      errors: 0,
      completed: 5000,
    });
  });

  it("reports bytes/s and the mean size of a 2xx response", () => {
    const summary = summarizeLoad(result({}));
    expect(summary.bytesPerSecond).toBe(2_500_000);
    expect(summary.bytesPerResponse).toBe(2_500);
  });

  it("divides the bytes by 2xx answers only (autocannon does not count error bodies)", () => {
    const summary = summarizeLoad(
      result({
        throughput: { ...result({}).throughput, total: 1_000 },
        non2xx: 6,
        statusCodeStats: { "200": { count: 4 }, "500": { count: 6 } },
      }),
    );
    expect(summary.bytesPerResponse).toBe(250);
  });

  it("reports a size of 0 when no request succeeded", () => {
    const summary = summarizeLoad(result({ non2xx: 3, statusCodeStats: { "503": { count: 3 } } }));
    expect(summary.bytesPerResponse).toBe(0);
  });

  it("counts every non-2xx answer as an error", () => {
    const summary = summarizeLoad(
      result({ non2xx: 7, statusCodeStats: { "201": { count: 93 }, "429": { count: 7 } } }),
    );
    expect(summary.errors).toBe(7);
    expect(summary.statusCodes).toEqual({ "201": 93, "429": 7 });
  });

  it("adds connection errors and body mismatches, without counting timeouts twice", () => {
    // autocannon's `errors` already includes its `timeouts`.
    const summary = summarizeLoad(result({ errors: 3, timeouts: 2, mismatches: 1, non2xx: 4 }));
    expect(summary.errors).toBe(8);
  });
});
