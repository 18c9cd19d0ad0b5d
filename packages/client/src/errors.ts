import type { components } from "./generated/schema.js";

type Schemas = components["schemas"];

/** Every machine-readable error code the spec documents. */
export type ErrorCode = Schemas["ErrorCode"];

/** The `{ error: { code, message, details } }` body of a failed request. */
export type ErrorEnvelope = Schemas["Error"];

/** The `details` shape of the codes that carry one; every other code has `details: null`. */
export interface ErrorDetailsByCode {
  invalid_input: Schemas["ErrorDetailsFields"];
  uniqueness_error: Schemas["ErrorDetailsFields"];
  resource_limit_exceeded: Schemas["ErrorDetailsLimits"];
  deprecated_api_endpoint: Schemas["ErrorDetailsAnnouncement"];
}

export type ErrorDetailsFor<C extends ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C] | null
  : null;

/** Which request an error is about; never holds the Request itself, whose headers carry the token. */
export interface RequestDescription {
  method: string;
  path: string;
}

/** Base class of every error this package throws. */
export class CloudError extends Error {
  override name = "CloudError";
}

/** The API answered with an error envelope. */
export class CloudApiError<C extends ErrorCode = ErrorCode> extends CloudError {
  override name = "CloudApiError";
  readonly status: number;
  readonly code: C;
  readonly details: ErrorDetailsFor<C>;
  readonly method: string;
  readonly path: string;
  /** The `X-Correlation-Id` of the response; quote it when asking for support. */
  readonly correlationId: string | undefined;

  constructor(
    init: RequestDescription & {
      status: number;
      code: C;
      message: string;
      details?: ErrorDetailsFor<C> | undefined;
      correlationId?: string | undefined;
    },
  ) {
    super(
      `${init.method} ${init.path} failed with ${init.status} ${init.code}: ${init.message}${correlationSuffix(init.correlationId)}`,
    );
    this.status = init.status;
    this.code = init.code;
    this.details = (init.details ?? null) as ErrorDetailsFor<C>;
    this.method = init.method;
    this.path = init.path;
    this.correlationId = init.correlationId;
  }
}

/** The request never got an answer: DNS, refused or reset connection, TLS. */
export class CloudNetworkError extends CloudError {
  override name = "CloudNetworkError";
  constructor(
    readonly method: string,
    readonly path: string,
    cause: unknown,
  ) {
    super(`${method} ${path} failed before a response arrived: ${describeCause(cause)}`, { cause });
  }
}

/** No response headers arrived within the client's `timeoutMs`. */
export class CloudTimeoutError extends CloudError {
  override name = "CloudTimeoutError";
  constructor(
    readonly method: string,
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${path} got no response within ${timeoutMs} ms`);
  }
}

/** The caller's AbortSignal fired. */
export class CloudAbortError extends CloudError {
  override name = "CloudAbortError";
  constructor(
    readonly method: string,
    readonly path: string,
    reason: unknown,
  ) {
    super(`${method} ${path} was aborted by the caller`, { cause: reason });
  }
}

/** An error status whose body is not the JSON error envelope (e.g. an HTML page from a proxy). */
export class CloudResponseFormatError extends CloudError {
  override name = "CloudResponseFormatError";
  readonly correlationId: string | undefined;
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly contentType: string | null,
    readonly bodySnippet: string,
    correlationId?: string | null,
  ) {
    super(
      `${method} ${path} failed with ${status} and a body that is not the JSON error envelope (content-type ${contentType ?? "none"}): ${JSON.stringify(bodySnippet)}${correlationSuffix(correlationId)}`,
    );
    this.correlationId = correlationId ?? undefined;
  }
}

/** True for a CloudApiError, optionally only for the given codes (narrows `details`). */
export function isCloudApiError<C extends ErrorCode = ErrorCode>(
  error: unknown,
  ...codes: C[]
): error is CloudApiError<C> {
  return error instanceof CloudApiError && (codes.length === 0 || codes.includes(error.code as C));
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

const requestsByResponse = new WeakMap<Response, RequestDescription>();

/** Remembers which request a response answers, so errors built later can name it. */
export function rememberRequest(response: Response, request: RequestDescription): void {
  requestsByResponse.set(response, request);
}

export function describeResponse(response: Response): RequestDescription {
  return (
    requestsByResponse.get(response) ?? {
      method: "?",
      path: response.url ? new URL(response.url).pathname : "?",
    }
  );
}

export function cloudApiErrorFrom(envelope: ErrorEnvelope, response: Response): CloudApiError {
  return new CloudApiError({
    ...describeResponse(response),
    status: response.status,
    code: envelope.error.code,
    message: envelope.error.message,
    details: envelope.error.details as ErrorDetailsFor<ErrorCode>,
    correlationId: response.headers.get("X-Correlation-Id") ?? undefined,
  });
}

/**
 * The throwing style: resolves to `data`, or throws a CloudApiError for an error response.
 * `const { server } = await unwrap(client.GET("/servers/{id}", { params: { path: { id } } }))`
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  result: R | Promise<R>,
): Promise<R extends { data: infer D } ? D : never> {
  const { data, error, response } = await result;
  if (response.ok) return data as R extends { data: infer D } ? D : never;
  if (isErrorEnvelope(error)) throw cloudApiErrorFrom(error, response);
  // Only reached with a client built without our middleware, which rejects these bodies earlier.
  const { method, path } = describeResponse(response);
  throw new CloudResponseFormatError(
    method,
    path,
    response.status,
    response.headers.get("Content-Type"),
    typeof error === "string" ? error.slice(0, 200) : "",
    response.headers.get("X-Correlation-Id"),
  );
}

function correlationSuffix(id: string | null | undefined): string {
  return id ? ` (correlation id ${id})` : "";
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : "";
  return `${cause.message}${inner}`;
}
