/** The fetch shape openapi-fetch calls; each layer of the client wraps one of these. */
export type FetchFn = (request: Request) => Promise<Response>;

export function describeRequest(request: Request): { method: string; path: string } {
  return { method: request.method, path: new URL(request.url).pathname };
}
