import { CloudAbortError, CloudNetworkError, CloudTimeoutError } from "./errors.js";
import { type AttemptFn, describeRequest, type FetchFn } from "./fetch-types.js";

/**
 * Bounds one attempt by `timeoutMs` (until the response headers arrive) and maps every way a
 * fetch can fail to a distinct error: the caller's abort, our timeout, or the network.
 */
export function withTimeout(send: AttemptFn, timeoutMs: number): FetchFn {
  return async (request) => {
    const timer = new AbortController();
    // Infinity turns the timeout off (setTimeout would fire it at once).
    const handle = timeoutMs < Infinity ? setTimeout(() => timer.abort(), timeoutMs) : undefined;
    // The request's signal follows the caller's, so an already aborted one makes fetch reject
    // before sending anything, and an abort during the body download still ends it.
    const callerSignal = request.signal;
    try {
      return await send(request, AbortSignal.any([callerSignal, timer.signal]));
    } catch (error) {
      const { method, path } = describeRequest(request);
      if (callerSignal.aborted) throw new CloudAbortError(method, path, callerSignal.reason);
      if (timer.signal.aborted) throw new CloudTimeoutError(method, path, timeoutMs);
      throw new CloudNetworkError(method, path, error);
    } finally {
      clearTimeout(handle);
    }
  };
}
