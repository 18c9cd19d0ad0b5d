import type { components } from "./api-types.js";

type Schemas = components["schemas"];

/** Every machine-readable error code the spec documents. */
export type ErrorCode = Schemas["ErrorCode"];

/** The `{ error: { code, message, details } }` body of a failed request. */
export type ErrorEnvelope = Schemas["Error"];

type FieldError = Schemas["ErrorDetailsFields"]["fields"][number];

/** `invalid_input` names each field with what is wrong with it (`[]` if the API sent nothing). */
export interface InvalidInputDetails {
  fields: (FieldError & { messages: string[] })[];
}

/** The `details` shape of the codes that carry one; every other code has `details: null`. */
export interface ErrorDetailsByCode {
  invalid_input: InvalidInputDetails;
  uniqueness_error: Schemas["ErrorDetailsFields"];
  resource_limit_exceeded: Schemas["ErrorDetailsLimits"];
  deprecated_api_endpoint: Schemas["ErrorDetailsAnnouncement"];
}

export type ErrorDetailsFor<C extends ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C] | null
  : null;

/**
 * The request an error is about: its method and URL (a Request, or what it was built from). The
 * error keeps only the method and the URL's path, never the request, whose headers carry the token.
 */
export interface RequestDescription {
  method: string;
  url: string;
}

// Fields set in constructors are `declare`d: a class-body declaration would emit a second,
// empty definition of each field into the published runtime.

/** Base class of every error this package throws. */
export class CloudError extends Error {
  override name = "CloudError";
}

/** An error about one request; the message starts with its method and path. */
export class CloudRequestError extends CloudError {
  declare readonly method: string;
  declare readonly path: string;
  constructor({ method, url }: RequestDescription, problem: string, options?: ErrorOptions) {
    const path = url ? new URL(url).pathname : "?";
    super(`${method} ${path} ${problem}`, options);
    this.method = method;
    this.path = path;
  }
}

/** An error status from the API; carries the status and the `X-Correlation-Id` to quote to support. */
export class CloudResponseError extends CloudRequestError {
  declare readonly status: number;
  declare readonly correlationId: string | undefined;
  constructor(request: RequestDescription, response: Response, problem: string) {
    const correlationId = response.headers.get("X-Correlation-Id") ?? undefined;
    // Every path of the API lives under /v1: a 404 elsewhere usually means a base URL without it.
    super(
      request,
      `failed with ${response.status} ${problem}${correlationId ? ` (correlation id ${correlationId})` : ""}${response.status === 404 && !request.url.includes("/v1/") ? "; baseUrl without /v1?" : ""}`,
    );
    this.status = response.status;
    this.correlationId = correlationId;
  }
}

/** The API answered with an error envelope. */
export class CloudApiError<C extends ErrorCode = ErrorCode> extends CloudResponseError {
  override name = "CloudApiError";
  declare readonly code: C;
  declare readonly details: ErrorDetailsFor<C>;
  constructor(request: RequestDescription, response: Response, { error }: ErrorEnvelope) {
    super(request, response, `${error.code}: ${error.message}`);
    this.code = error.code as C;
    this.details = (error.details ?? null) as ErrorDetailsFor<C>;
    // The spec leaves `messages` optional; the type promises it for invalid_input (and every
    // code whose details list fields gets it).
    for (const field of (this.details as InvalidInputDetails | null)?.fields ?? []) {
      field.messages ??= [];
    }
  }
}

/** An error status whose body is not the JSON error envelope (e.g. an HTML page from a proxy). */
export class CloudResponseFormatError extends CloudResponseError {
  override name = "CloudResponseFormatError";
  declare readonly contentType: string | null;
  /** The first 200 characters of the body. */
  declare readonly bodySnippet: string;
  constructor(request: RequestDescription, response: Response, body: string) {
    const contentType = response.headers.get("Content-Type");
    const bodySnippet = body.slice(0, 200);
    super(request, response, `without a JSON error envelope: ${JSON.stringify(bodySnippet)}`);
    this.contentType = contentType;
    this.bodySnippet = bodySnippet;
  }
}

/** The connection failed: no answer (DNS, refused or reset connection, TLS), or a reset during the body. */
export class CloudNetworkError extends CloudRequestError {
  override name = "CloudNetworkError";
  constructor(request: RequestDescription, cause: unknown, during = "without a response") {
    // fetch's own message is vague ("fetch failed"); its cause says what happened.
    const inner = (cause as { cause?: { message?: unknown } } | undefined)?.cause?.message;
    super(request, `failed ${during}: ${cause}${inner ? `: ${inner}` : ""}`, { cause });
  }
}

/** No response headers arrived within the client's `timeoutMs`. */
export class CloudTimeoutError extends CloudRequestError {
  override name = "CloudTimeoutError";
  declare readonly timeoutMs: number;
  constructor(request: RequestDescription, timeoutMs: number) {
    super(request, `got no response within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal fired. */
export class CloudAbortError extends CloudRequestError {
  override name = "CloudAbortError";
  constructor(request: RequestDescription, reason: unknown) {
    super(request, "was aborted by the caller", { cause: reason });
  }
}

/** True for a CloudApiError, optionally only for the given codes (narrows `details`). */
export function isCloudApiError<C extends ErrorCode = ErrorCode>(
  error: unknown,
  ...codes: C[]
): error is CloudApiError<C> {
  return error instanceof CloudApiError && (!codes[0] || codes.includes(error.code as C));
}

export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const inner = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof inner?.code === "string" && typeof inner.message === "string";
}

/** Parses a body into the error envelope, or undefined when it is not one. */
export function parseErrorEnvelope(text: string): ErrorEnvelope | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return isErrorEnvelope(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Which request each error response answers, so that errors built later can name it. */
export const requestsByResponse = new WeakMap<Response, RequestDescription>();

/** The error for an error response: CloudApiError for the envelope, else CloudResponseFormatError. */
export function errorFromResponse(response: Response, body: unknown): CloudResponseError {
  const request = requestsByResponse.get(response) ?? { method: "?", url: response.url };
  return isErrorEnvelope(body)
    ? new CloudApiError(request, response, body)
    : new CloudResponseFormatError(request, response, typeof body === "string" ? body : "");
}

/** What a client method resolves to: openapi-fetch's `{ data, error, response }`. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The `data` of a successful result. */
export type DataOf<R> = R extends { data: infer D } ? D : never;

/** What `unwrap` gives for a result (its data) or for a promise of one (a promise of its data). */
export type Unwrapped<R> = R extends Promise<infer F> ? Promise<DataOf<F>> : DataOf<R>;

// One signature whose type follows the argument (rather than two overloads), so that
// `.then(unwrap)` compiles too: TypeScript infers a callback's type from one signature only.
/**
 * The throwing style: `data` of a successful result, or a CloudApiError (CloudResponseFormatError
 * for a body without the envelope) for an error response. Takes the call's promise, and then
 * resolves to `data`, or a result already awaited, and then returns `data` at once:
 * `const { server } = await unwrap(client.GET("/servers/{id}", { params: { path: { id } } }))`
 * `const { server } = unwrap(await client.GET("/servers/{id}", { params: { path: { id } } }))`
 */
export function unwrap<R extends FetchResult | Promise<FetchResult>>(result: R): Unwrapped<R>;
export function unwrap(result: FetchResult | Promise<FetchResult>): unknown {
  if (result instanceof Promise) return result.then(unwrap as (result: FetchResult) => unknown);
  if (result.response.ok) return result.data;
  throw errorFromResponse(result.response, result.error);
}
