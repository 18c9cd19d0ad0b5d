/**
 * Failed sign-ins per client address: after `limit` failures within `windowMs`, further
 * attempts are refused until the oldest failure leaves the window (a guessing attacker gets
 * five tries a minute; the owner who mistypes barely notices).
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 60_000,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => nowMs - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before the next attempt, 0 when one is allowed now. */
  retryAfter(key: string, nowMs: number): number {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? nowMs;
    return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000));
  }

  fail(key: string, nowMs: number): void {
    this.failures.set(key, [...this.recent(key, nowMs), nowMs]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
