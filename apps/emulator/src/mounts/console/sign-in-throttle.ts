import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Store, StoredRecord } from "../../store/store.js";

/**
 * Failed sign-ins per key: after `limit` failures within `windowMs`, further attempts are
 * refused until the oldest failure leaves the window (a guessing attacker gets five tries a
 * minute; the owner who mistypes barely notices).
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

/** Cookie naming a browser that has signed in before (not a credential: it grants nothing). */
export const DEVICE_COOKIE = "console_device";
/** The throttle key every client without a known device cookie shares. */
export const UNKNOWN_DEVICE = "unknown-device";
export const DEVICE_KEY_COLLECTION = "_console_device_key";

interface DeviceKeyRecord extends StoredRecord {
  key: string;
}

/**
 * Device cookies (OWASP's answer to lockout by a guesser): throttling by client address
 * handed the owner's lockout to any local process, since every local client is 127.0.0.1. A
 * browser that signed in once carries a signed device cookie and is throttled on its own
 * allowance; everyone else shares one. A guesser can exhaust only the shared allowance, so the
 * owner's browser keeps signing in while someone else hammers the port.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(store: Store) {
    let record = store.get<DeviceKeyRecord>(DEVICE_KEY_COLLECTION, 1);
    if (!record) {
      record = { id: 1, project: "_console", key: randomBytes(32).toString("hex") };
      const made = record;
      store.transaction(() => store.put(DEVICE_KEY_COLLECTION, made));
    }
    this.key = Buffer.from(record.key, "hex");
  }

  private sign(nonce: string): string {
    return createHmac("sha256", this.key).update(nonce).digest("hex");
  }

  /** A new cookie value, `nonce.signature`. */
  issue(): string {
    const nonce = randomBytes(16).toString("hex");
    return `${nonce}.${this.sign(nonce)}`;
  }

  /** The throttle key of a presented cookie: its nonce when genuine, UNKNOWN_DEVICE otherwise. */
  throttleKey(value: string | undefined): string {
    const match = value === undefined ? null : /^([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(value);
    if (!match?.[1] || !match[2]) return UNKNOWN_DEVICE;
    const expected = Buffer.from(this.sign(match[1]), "hex");
    const given = Buffer.from(match[2], "hex");
    return timingSafeEqual(expected, given) ? `device:${match[1]}` : UNKNOWN_DEVICE;
  }
}
