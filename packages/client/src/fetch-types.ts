/** The fetch shape of the `fetch` option: it always gets a real Request. */
export type FetchFn = (request: Request) => Promise<Response>;

/**
 * A request on its way through the client's layers, with the call that built it (if known):
 * openapi-fetch's Request or, when nothing but these layers will see it, the URL beside the
 * RequestInit it was about to be built from (see `createCloudClient`). The body of the latter,
 * if any, is a string, so it can be sent again as it is.
 */
export type Outgoing = (
  | Request
  | (RequestInit & { url: string; method: string; body?: string; signal?: AbortSignal })
) & { call?: Call };

/** One call of a client method: the request it sent, once it reached the client's fetch. */
export interface Call {
  sent?: Outgoing;
}

/** One layer of the client: sends an outgoing request. */
export type Send = (request: Outgoing) => Promise<Response>;

export function describeRequest(request: Outgoing): { method: string; path: string } {
  return { method: request.method, path: new URL(request.url).pathname };
}
