/** The fetch shape of the `fetch` option: it always gets a real Request. */
export type FetchFn = (request: Request) => Promise<Response>;

/**
 * A request on its way through the client's layers: openapi-fetch's Request or, when nothing but
 * these layers will see it, the URL beside the RequestInit it was about to be built from (see
 * `createCloudClient`). The body of the latter, if any, is a string, so it can be sent again as
 * it is. `sent` is set once it reached the client's fetch.
 */
export type Outgoing = (
  | Request
  | (RequestInit & {
      url: string;
      method: string;
      body?: string;
      signal?: AbortSignal;
      clone?: never;
    })
) & { sent?: true };

/** One layer of the client: sends an outgoing request. */
export type Send = (request: Outgoing) => Promise<Response>;
