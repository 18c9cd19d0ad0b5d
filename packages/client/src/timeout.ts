import { CloudAbortError, CloudNetworkError, CloudTimeoutError } from "./errors.js";
import { type AttemptFn, describeRequest, type FetchFn } from "./fetch-types.js";

/**
 * Bounds one attempt by `timeoutMs` (until the response headers arrive) and maps every way a
 * fetch can fail to a distinct error: the caller's abort, our timeout, or the network. The body
 * arrives after the headers, so a connection reset then rejects a read of the body, not fetch:
 * those reads are mapped the same way.
 */
export function withTimeout(send: AttemptFn, timeoutMs: number): FetchFn {
  return async (request) => {
    const timer = new AbortController();
    // Infinity turns the timeout off (setTimeout would fire it at once).
    const handle = timeoutMs < Infinity ? setTimeout(() => timer.abort(), timeoutMs) : undefined;
    // The request's signal follows the caller's, so an already aborted one makes fetch reject
    // before sending anything, and an abort during the body download still ends it.
    const callerSignal = request.signal;
    const fail = (error: unknown, during?: string) => {
      const { method, path } = describeRequest(request);
      return callerSignal.aborted
        ? new CloudAbortError(method, path, callerSignal.reason)
        : timer.signal.aborted
          ? new CloudTimeoutError(method, path, timeoutMs)
          : new CloudNetworkError(method, path, error, during);
    };
    try {
      return mapBodyReads(await send(request, AbortSignal.any([callerSignal, timer.signal])), fail);
    } catch (error) {
      throw fail(error);
    } finally {
      clearTimeout(handle);
    }
  };
}

/** Makes a failed read of the body, also of a clone's body, throw `fail`'s error. */
function mapBodyReads(
  response: Response,
  fail: (error: unknown, during: string) => Error,
): Response {
  for (const read of ["arrayBuffer", "blob", "json", "text", "clone"] as const) {
    const original = response[read].bind(response) as () => Promise<unknown> & Response;
    // A JSON syntax error is the body's content, not the connection: it passes unchanged.
    response[read] = (() =>
      read === "clone"
        ? mapBodyReads(original(), fail)
        : original().catch((error: unknown) => {
            throw error instanceof SyntaxError ? error : fail(error, "while reading the body");
          })) as never;
  }
  return response;
}
