/** The project's request budget as the last response reported it (`RateLimit-*` headers). */
export interface RateLimitState {
  /** Requests the project may make per hour. */
  limit: number;
  /** Requests left before the API answers 429. */
  remaining: number;
  /** When the bucket is full again (from `RateLimit-Reset`, UNIX seconds). */
  resetAt: Date;
}

/** Reads the `RateLimit-*` headers; undefined when any of them is missing or not a number. */
export function readRateLimit(headers: Headers): RateLimitState | undefined {
  // A missing or empty header reads as NaN, not 0.
  const read = (name: string) => Number(headers.get(`RateLimit-${name}`) || undefined);
  const limit = read("Limit");
  const remaining = read("Remaining");
  const reset = read("Reset");
  // NaN from any of them makes the sum NaN.
  if (!Number.isFinite(limit + remaining + reset)) return undefined;
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

/**
 * How long until one more request is available. The bucket refills evenly until `resetAt`,
 * so each missing request comes back after (resetAt - now) / (limit - remaining).
 */
export function msUntilNextRequest(state: RateLimitState, now: number): number {
  const untilFull = Math.max(0, state.resetAt.getTime() - now);
  const missing = state.limit - state.remaining;
  return missing > 0 ? Math.ceil(untilFull / missing) : 0;
}
