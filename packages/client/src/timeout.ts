import { CloudAbortError, CloudNetworkError, CloudTimeoutError } from "./errors.js";
import { describeRequest, type FetchFn, type Send } from "./fetch-types.js";

type Fail = (error: unknown, during?: string) => Error;

const FAIL = Symbol("fail");
type GuardedResponse = Response & { [FAIL]: Fail };
let guarded: object | undefined;

/**
 * Sends one attempt, bounded by `timeoutMs` (until the response headers arrive), and maps every
 * way a fetch can fail to a distinct error: the caller's abort, our timeout, or the network. The
 * body arrives after the headers, so a connection reset then rejects a read of the body, not
 * fetch: those reads are mapped the same way. `onResponse` sees every attempt's response.
 *
 * The global fetch takes the attempt's signal beside the request (it builds a Request from its
 * arguments anyway); a custom fetch gets a Request with it.
 */
export function withTimeout(
  customFetch: FetchFn | undefined,
  timeoutMs: number,
  onResponse: (response: Response) => void,
): Send {
  // One prototype whose body reads map errors, instead of closures per response; shared by all
  // clients so that responses keep one shape. Made with the first client: made at import, it
  // would be a side effect that keeps this module out of tree-shaking.
  guarded ??= guardedPrototype();
  return async (request) => {
    const attempt = new AbortController();
    // Infinity turns the timeout off (setTimeout would fire it at once).
    const handle = timeoutMs < Infinity ? setTimeout(() => attempt.abort(), timeoutMs) : undefined;
    // The attempt's signal follows the caller's (which the request's signal follows) through one
    // listener that lives as long as the request: also during the body download, and at once if
    // it is already aborted. AbortSignal.any did the same with a new signal and weak references
    // on every attempt.
    const callerSignal = request.signal;
    if (callerSignal) {
      const forward = () => attempt.abort(callerSignal.reason);
      if (callerSignal.aborted) forward();
      else callerSignal.addEventListener("abort", forward);
    }
    const fail: Fail = (error, during) => {
      const described = describeRequest(request);
      return callerSignal?.aborted
        ? new CloudAbortError(described, callerSignal.reason)
        : attempt.signal.aborted
          ? new CloudTimeoutError(described, timeoutMs)
          : new CloudNetworkError(described, error, during);
    };
    try {
      const { signal } = attempt;
      const [input, init] =
        request instanceof Request ? [request, { signal }] : [request.url, { ...request, signal }];
      const response = await (customFetch
        ? customFetch(new Request(input, init))
        : fetch(input, init));
      onResponse(response);
      return guard(response, fail);
    } catch (error) {
      throw fail(error);
    } finally {
      clearTimeout(handle);
    }
  };
}

/** Makes a failed read of the body, also of a clone's body, throw `fail`'s error. */
function guard(response: Response, fail: Fail): Response {
  (response as GuardedResponse)[FAIL] = fail;
  return Object.setPrototypeOf(response, guarded as object);
}

function guardedPrototype(): object {
  const { prototype } = Response;
  const reads: Record<string, unknown> = Object.create(prototype);
  for (const read of ["arrayBuffer", "blob", "json", "text"] as const) {
    reads[read] = function (this: GuardedResponse) {
      // A JSON syntax error is the body's content, not the connection: it passes unchanged.
      return (prototype[read] as (this: Response) => Promise<unknown>)
        .call(this)
        .catch((error: unknown) => {
          throw error instanceof SyntaxError ? error : this[FAIL](error, "while reading the body");
        });
    };
  }
  reads.clone = function (this: GuardedResponse) {
    return guard(prototype.clone.call(this), this[FAIL]);
  };
  return reads;
}
