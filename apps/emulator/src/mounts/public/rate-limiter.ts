/**
 * Token bucket per key (a project, or the client address for unauthenticated requests):
 * `limitPerHour` requests of burst, refilled continuously at limitPerHour/3600 per second.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the bucket is full again. */
  resetAt: number;
  /** Seconds until one request is available again (only meaningful when refused). */
  retryAfter: number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(private readonly limitPerHour: number) {
    this.refillPerMs = limitPerHour / 3_600_000;
  }

  /** Every bucket full again (a full reset of the emulator). */
  reset(): void {
    this.buckets.clear();
  }

  take(key: string, nowMs: number): RateDecision {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.limitPerHour, updatedMs: nowMs };
      this.buckets.set(key, bucket);
    } else {
      const elapsed = Math.max(0, nowMs - bucket.updatedMs);
      bucket.tokens = Math.min(this.limitPerHour, bucket.tokens + elapsed * this.refillPerMs);
      bucket.updatedMs = nowMs;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const missing = this.limitPerHour - bucket.tokens;
    return {
      allowed,
      limit: this.limitPerHour,
      remaining: Math.floor(bucket.tokens),
      resetAt: Math.ceil((nowMs + missing / this.refillPerMs) / 1000),
      retryAfter: allowed
        ? 0
        : Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000)),
    };
  }
}
