const BEARER = /^bearer /i;

/** The bearer token of a request's Authorization header, if it has one. */
export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  return typeof authorization === "string" && BEARER.test(authorization)
    ? authorization.slice(7).trim()
    : undefined;
}
