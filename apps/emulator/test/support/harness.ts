import { OperationMatcher } from "@cloud-api/spec/operation-matcher";
import { listOperations, type OperationEntry } from "@cloud-api/spec/reader";
import { ResponseValidator } from "@cloud-api/spec/response-validator";
import { type Emulator, type EmulatorOptions, startEmulator } from "../../src/index.js";
import { CONSOLE_GREEDY_PARAMETERS } from "../../src/mounts/console/mount.js";
import { MOUNT_DOCUMENTS, type MountDocumentName } from "../../src/mounts/documents.js";
import { loadApiDocument } from "../../src/spec/api-document.js";
import { loadOpenApiDocument } from "../../src/spec/openapi-document.js";
import { type OperationSpec, readOperations } from "../../src/spec/operations.js";

/**
 * What the emulator answers on one of the documents it serves, checked with @cloud-api/spec's
 * operation matcher and response validator: the operation a request hits, then the status, body
 * and documented headers of the answer against what the document says of that operation.
 */
interface DocumentCheck {
  match(method: string, path: string): OperationEntry | undefined;
  validator: ResponseValidator;
}

function documentCheck(
  document: Parameters<typeof listOperations>[0],
  greedyParameters: readonly string[] = [],
): DocumentCheck {
  const matcher = new OperationMatcher(
    listOperations(document).filter((entry) => entry.operationId !== undefined),
    { greedyParameters },
  );
  return {
    match: (method, path) => matcher.match(method, path),
    validator: new ResponseValidator(document),
  };
}

const publicDocument = loadOpenApiDocument();
export const operations: OperationSpec[] = readOperations(publicDocument);

const checks = new Map<MountDocumentName, Promise<DocumentCheck>>([
  ["public", Promise.resolve(documentCheck(publicDocument))],
]);

/** The check of a served document, its document read on first use (the YAML ones cost ~50 ms). */
function checkOf(name: MountDocumentName): Promise<DocumentCheck> {
  let check = checks.get(name);
  if (!check) {
    check = loadApiDocument(name, MOUNT_DOCUMENTS[name]()).then((loaded) =>
      documentCheck(loaded.document, name === "console" ? CONSOLE_GREEDY_PARAMETERS : []),
    );
    checks.set(name, check);
  }
  return check;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON response fields
  body: any;
  headers: Headers;
}

/** Every answer checked against the document it belongs to (see `recordAnswer`). */
export const specViolations: string[] = [];
/** Operation ids of the public and Hetzner APIs that answered below 400. */
export const exercised = new Set<string>();

/** What every answer of the public and Hetzner APIs carries, whatever the spec says of its path. */
const PUBLIC_API_HEADERS = [
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
  "x-correlation-id",
];

function errorCodeOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } } | null;
    const code = parsed?.error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

function isErrorEnvelope(text: string): boolean {
  return errorCodeOf(text) !== undefined;
}

/**
 * An error of the HTTP layer (DECISIONS.md, "Errors of the HTTP layer"): broken percent-encoding
 * (`400 invalid_input`; a body that is not JSON is `400 json_error`, an operation's answer), an
 * overlong path parameter (414), oversized headers (431), a slow request (408). It comes before
 * authentication and any operation, so it carries no `RateLimit-*` headers and no document lists
 * it: it is checked as the envelope with `X-Correlation-Id`.
 */
function isHttpLayerError(status: number, text: string): boolean {
  if (status === 408 || status === 414 || status === 431) return true;
  return status === 400 && errorCodeOf(text) === "invalid_input";
}

/**
 * Checks one answer of the emulator against the document `name` serves and records what does
 * not conform in `specViolations`: the status must be documented for the operation the request
 * hits, the body must match its schema, documented headers theirs; a request that hits no
 * operation must be answered with the error envelope. `path` is relative to the document's base
 * URL (`/servers/42?page=2`).
 */
export async function recordAnswer(
  name: MountDocumentName,
  method: string,
  path: string,
  answer: { status: number; text: string; headers: Headers },
): Promise<void> {
  const check = await checkOf(name);
  const where = `${method} ${path} -> ${answer.status}`;
  if ((name === "public" || name === "hetzner") && isHttpLayerError(answer.status, answer.text)) {
    if (!answer.headers.has("x-correlation-id")) {
      specViolations.push(`${where}: missing header x-correlation-id`);
    }
    if (!isErrorEnvelope(answer.text)) specViolations.push(`${where}: not the error envelope`);
    return;
  }
  if (name === "public" || name === "hetzner") {
    for (const header of PUBLIC_API_HEADERS) {
      if (!answer.headers.has(header)) specViolations.push(`${where}: missing header ${header}`);
    }
  }
  // An empty path is the document's root (`GET ${controlUrl}`), which the document names `/`.
  const operationId = check.match(method, path.split("?")[0] || "/")?.operationId;
  if (operationId !== undefined) {
    if (answer.status < 400 && (name === "public" || name === "hetzner")) {
      exercised.add(operationId);
    }
    const problem = check.validator.check(operationId, answer.status, answer.text, answer.headers);
    if (problem !== undefined) specViolations.push(`${where}: ${problem}`);
  } else if (!isErrorEnvelope(answer.text)) {
    specViolations.push(`${where}: no operation and no error envelope`);
  }
}

interface CallOptions {
  token?: string | null;
  body?: unknown;
  rawBody?: string;
}

export interface TestEmulator extends Emulator {
  /** A request to the public API (`url`), checked against its document; token `tok-a` by default. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** `call` on the Hetzner API (`hetznerUrl`), checked against its document. */
  callHetzner(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** `call` on the control API (`controlUrl`), checked against its document; the admin token by default. */
  callControl(method: string, path: string, options?: CallOptions): Promise<CallResult>;
}

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    actionMs: 0,
    tokens: "tok-a=project-a,tok-b=project-b,tok-r=project-a:read",
    env: {},
    ...options,
  });
  return Object.assign(emulator, {
    call: caller("public", emulator.url, "tok-a"),
    callHetzner: caller("hetzner", emulator.hetznerUrl, "tok-a"),
    callControl: caller("control", emulator.controlUrl, emulator.adminToken),
  });
}

function caller(name: MountDocumentName, baseUrl: string, defaultToken: string) {
  return async function call(
    method: string,
    path: string,
    callOptions: CallOptions = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = {};
    const token = callOptions.token === undefined ? defaultToken : callOptions.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (callOptions.rawBody !== undefined) payload = callOptions.rawBody;
    else if (callOptions.body !== undefined) payload = JSON.stringify(callOptions.body);
    if (payload !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    await recordAnswer(name, method, path, {
      status: response.status,
      text,
      headers: response.headers,
    });
    const body = text === "" ? undefined : JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  };
}

/**
 * `fetch` of one request to a served document, its answer checked with `recordAnswer`: for tests
 * that need fetch's own options (cookies, CSRF and Origin headers, a started-apart emulator's
 * URL). `base` is the document's base URL (`emulator.url`, `${console.url}console-api`), `path`
 * relative to it. The answer comes back as a Response whose body can still be read.
 */
export async function checkedFetch(
  name: MountDocumentName,
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const method = init.method ?? "GET";
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  await recordAnswer(name, method, path, {
    status: response.status,
    text,
    headers: response.headers,
  });
  return new Response(text === "" ? null : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
