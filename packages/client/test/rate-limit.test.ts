import { describe, expect, it } from "vitest";
import { msUntilNextRequest, readRateLimit } from "../src/rate-limit.js";

describe("readRateLimit", () => {
  it("reads limit, remaining and reset", () => {
    const state = readRateLimit(
      new Headers({
        "RateLimit-Limit": "3600",
        "RateLimit-Remaining": "12",
        "RateLimit-Reset": "1700000000",
      }),
    );
    expect(state).toEqual({ limit: 3600, remaining: 12, resetAt: new Date(1_700_000_000_000) });
  });

  it("is undefined when a header is missing or not a number", () => {
    expect(
      readRateLimit(new Headers({ "RateLimit-Limit": "3600", "RateLimit-Remaining": "1" })),
    ).toBeUndefined();
    expect(
      readRateLimit(
        new Headers({ "RateLimit-Limit": "x", "RateLimit-Remaining": "1", "RateLimit-Reset": "2" }),
      ),
    ).toBeUndefined();
  });

  it("is undefined when a header is empty, rather than reading it as 0", () => {
    expect(
      readRateLimit(
        new Headers({
          "RateLimit-Limit": "3600",
          "RateLimit-Remaining": "",
          "RateLimit-Reset": "2",
        }),
      ),
    ).toBeUndefined();
  });
});

describe("msUntilNextRequest", () => {
  const now = 1_700_000_000_000;
  it("spreads the time until full over the missing requests", () => {
    // 100 requests missing, full in 50 s: one comes back every 500 ms.
    expect(
      msUntilNextRequest({ limit: 200, remaining: 100, resetAt: new Date(now + 50_000) }, now),
    ).toBe(500);
  });

  it("is zero when the bucket is full or the reset has passed", () => {
    expect(
      msUntilNextRequest({ limit: 10, remaining: 10, resetAt: new Date(now + 5000) }, now),
    ).toBe(0);
    expect(
      msUntilNextRequest({ limit: 10, remaining: 0, resetAt: new Date(now - 5000) }, now),
    ).toBe(0);
  });
});
