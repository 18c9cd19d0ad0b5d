/** The fetch shape openapi-fetch calls; each layer of the client wraps one of these. */
export type FetchFn = (request: Request) => Promise<Response>;

/** Sends one attempt of a request; `signal` ends it (our timeout or the caller's abort). */
export type AttemptFn = (request: Request, signal: AbortSignal) => Promise<Response>;

export function describeRequest(request: Request): { method: string; path: string } {
  return { method: request.method, path: new URL(request.url).pathname };
}
