import { CloudNetworkError, CloudTimeoutError, parseErrorEnvelope } from "./errors.js";
import type { Send } from "./fetch-types.js";
import { msUntilNextRequest, readRateLimit } from "./rate-limit.js";
import { sleep as realSleep, type Sleep } from "./sleep.js";
import { failureOf } from "./timeout.js";

export interface RetryOptions {
  /** Repeats after the first attempt (default 3; 0 turns retries off). */
  maxRetries?: number;
  /** Backoff cap of the first retry; doubles each time (default 500 ms). */
  baseDelayMs?: number;
  /** No single wait is longer; a server asking for more is answered with its 429 (default 30 s). */
  maxDelayMs?: number;
  /** Injectable for tests. */
  sleep?: Sleep;
  /** Injectable for tests; returns [0, 1). */
  random?: () => number;
  /** Injectable for tests; epoch milliseconds. */
  now?: () => number;
}

// Repeating a request of any method but these cannot do the work twice (RFC 9110's idempotent
// methods: GET, HEAD, OPTIONS, TRACE, PUT and DELETE).
const NOT_IDEMPOTENT = /^(POST|PATCH)$/;

/**
 * Repeats failed attempts with exponential backoff and full jitter.
 *
 * A 429, or a 409 `conflict`, means the API refused the request without doing it, so any method
 * may be repeated. A 502/503/504, a timeout or a network failure can happen after the work was
 * done, so only idempotent methods are repeated then: a POST is never sent twice.
 */
export function withRetries(send: Send, options: RetryOptions = {}): Send {
  const {
    maxRetries = 3,
    baseDelayMs = 500,
    maxDelayMs = 30_000,
    sleep = realSleep,
    random = Math.random,
    now = Date.now,
  } = options;

  return async (request) => {
    const idempotent = !NOT_IDEMPOTENT.test(request.method);
    for (let retry = 0; ; retry++) {
      const isLast = retry >= maxRetries;
      // The server's wait in ms, or undefined for the backoff.
      let wait: number | undefined;
      try {
        // A Request's body can be read only once, so a Request is sent as a clone while the
        // original stays unread for a repeat. A request outside a Request (its body, if any, one
        // that fetch reads afresh each time) is sent again as it is.
        const response = await send(isLast ? request : (request.clone?.() ?? request));
        if (response.ok || isLast) return response;
        const { status } = response;
        if (status === 429) wait = serverRequestedDelay(response.headers, now());
        else if (status === 409) {
          const envelope = parseErrorEnvelope(await response.clone().text());
          if (envelope?.error.code !== "conflict") return response;
        } else if (!idempotent || status < 502 || status > 504) return response;
        // (No wait asked for compares as false.)
        if ((wait as number) > maxDelayMs) return response;
        await response.body?.cancel();
      } catch (error) {
        // Only a transient failure (no answer, or none in time) is worth repeating.
        if (
          isLast ||
          !idempotent ||
          !(error instanceof CloudNetworkError || error instanceof CloudTimeoutError)
        ) {
          throw error;
        }
      }
      try {
        // Full jitter: anything from 0 to the cap, which doubles with each retry.
        await sleep(
          wait ?? Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** retry)),
          request.signal,
        );
      } catch (reason) {
        throw failureOf(request, reason);
      }
    }
  };
}

/** `Retry-After` (seconds or HTTP date) if sent, else when the rate limit refills one request. */
export function serverRequestedDelay(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get("Retry-After");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return ms;
  }
  const state = readRateLimit(headers);
  return state ? msUntilNextRequest(state, now) : undefined;
}
