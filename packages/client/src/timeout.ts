import { CloudAbortError, CloudNetworkError, CloudTimeoutError } from "./errors.js";
import type { FetchFn, Outgoing, Send } from "./fetch-types.js";

/**
 * The error for a request that failed without an answer to read: the caller's abort, our
 * timeout, or the network (`during` says when; a reset while the body downloads is one too).
 */
export function failureOf(
  request: Outgoing,
  error: unknown,
  timeoutMs?: number,
  during?: string,
): Error {
  const { signal } = request;
  return signal?.aborted
    ? new CloudAbortError(request, signal.reason)
    : timeoutMs
      ? new CloudTimeoutError(request, timeoutMs)
      : new CloudNetworkError(request, error, during);
}

/**
 * Sends one attempt, bounded by `timeoutMs` (until the response headers arrive), and maps every
 * way a fetch can fail to a distinct error: the caller's abort, our timeout, or the network.
 * `onResponse` sees every attempt's response and returns it.
 *
 * The global fetch takes the attempt's signal beside the request (it builds a Request from its
 * arguments anyway); a custom fetch gets a Request with it.
 */
export function withTimeout(
  customFetch: FetchFn | undefined,
  timeoutMs: number,
  onResponse: (response: Response) => Response,
): Send {
  return async (request) => {
    const attempt = new AbortController();
    // Infinity turns the timeout off (setTimeout would fire it at once).
    const handle = timeoutMs < Infinity ? setTimeout(() => attempt.abort(), timeoutMs) : undefined;
    // The attempt's signal is the timeout's, following yours when there is one: also during the
    // body download, and at once if it is already aborted. AbortSignal.any holds yours weakly, so
    // a signal reused for many calls gathers no listeners (a listener per attempt did, with
    // Node's MaxListenersExceededWarning after ten); it costs a little, only when there is one.
    const callerSignal = request.signal;
    const signal = callerSignal ? AbortSignal.any([callerSignal, attempt.signal]) : attempt.signal;
    try {
      // A Request carries its method, headers and body itself, and fetch ignores the keys it does
      // not know (our `url` and `sent`, or what openapi-fetch copied onto it).
      const input = request.clone ? request : request.url;
      // Object.assign, not a spread: Node 20 spreads openapi-fetch's init on a slow path (about
      // 2 us a request; Node 24 is as fast either way).
      const init = Object.assign({}, request, { signal });
      return onResponse(
        await (customFetch ? customFetch(new Request(input, init)) : fetch(input, init)),
      );
    } catch (error) {
      throw failureOf(request, error, signal.aborted ? timeoutMs : 0);
    } finally {
      clearTimeout(handle);
    }
  };
}
