import { CloudAbortError, CloudNetworkError, CloudTimeoutError } from "./errors.js";
import { describeRequest, type FetchFn } from "./fetch-types.js";

/**
 * Bounds one attempt by `timeoutMs` (until the response headers arrive) and maps every way a
 * fetch can fail to a distinct error: the caller's abort, our timeout, or the network.
 */
export function withTimeout(fetch: FetchFn, timeoutMs: number): FetchFn {
  return async (request) => {
    const { method, path } = describeRequest(request);
    // An already aborted signal makes fetch reject before sending anything.
    const callerSignal = request.signal;
    const timer = new AbortController();
    // Infinity turns the timeout off (setTimeout would fire it at once).
    const handle = Number.isFinite(timeoutMs)
      ? setTimeout(() => timer.abort(), timeoutMs)
      : undefined;
    try {
      return await fetch(
        new Request(request, { signal: AbortSignal.any([callerSignal, timer.signal]) }),
      );
    } catch (error) {
      if (callerSignal.aborted) throw new CloudAbortError(method, path, callerSignal.reason);
      if (timer.signal.aborted) throw new CloudTimeoutError(method, path, timeoutMs);
      throw new CloudNetworkError(method, path, error);
    } finally {
      clearTimeout(handle);
    }
  };
}
