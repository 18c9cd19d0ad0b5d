import type { ValidateFunction } from "ajv";
import { hetznerApiDocumentAsset } from "../../src/assets.js";
import { type Emulator, type EmulatorOptions, startEmulator } from "../../src/index.js";
import { compilePointer, createSpecAjv } from "../../src/spec/ajv-compile.js";
import {
  dereference,
  escapePointerToken,
  loadOpenApiDocument,
  resolvePointer,
} from "../../src/spec/openapi-document.js";
import { type OperationSpec, readOperations } from "../../src/spec/operations.js";

/** An API document's operations and response validators, for checking what the emulator answers. */
function specChecker(document: ReturnType<typeof loadOpenApiDocument>) {
  const documentOperations = readOperations(document);
  const ajv = createSpecAjv(document, { coerce: false });
  const validators = new Map<string, ValidateFunction | null>();
  const matchers = documentOperations.map((operation) => ({
    operation,
    regex: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  /** The operation a request hits (static segments win over parameters, like the router). */
  function operationFor(method: string, path: string): OperationSpec | undefined {
    const candidates = matchers.filter(
      (entry) => entry.operation.method === method.toLowerCase() && entry.regex.test(path),
    );
    candidates.sort(
      (a, b) => a.operation.path.split("{").length - b.operation.path.split("{").length,
    );
    return candidates[0]?.operation;
  }

  /** The response schema the spec declares for an operation and status (with 4XX/5XX ranges). */
  function responseValidator(
    operation: OperationSpec,
    status: number,
  ): ValidateFunction | null | undefined {
    const key = `${operation.operationId} ${status}`;
    if (validators.has(key)) return validators.get(key);
    const base = `#/paths/${escapePointerToken(operation.path)}/${operation.method}/responses`;
    const table = resolvePointer(document, base) as Record<string, unknown>;
    const statusKey = [String(status), `${String(status)[0]}XX`, "default"].find(
      (candidate) => candidate in table,
    );
    if (!statusKey) return undefined;
    const response = dereference(document, table[statusKey], `${base}/${statusKey}`);
    const content = (response.value as { content?: Record<string, unknown> }).content;
    const validator =
      content && "application/json" in content
        ? compilePointer(ajv, `${response.pointer}/content/application~1json/schema`)
        : null;
    validators.set(key, validator);
    return validator;
  }
  return { operations: documentOperations, operationFor, responseValidator };
}

const cloudApi = specChecker(loadOpenApiDocument());
export const operations: OperationSpec[] = cloudApi.operations;
export const operationFor = cloudApi.operationFor;
/** The Hetzner API's (Storage Boxes), served under `emulator.hetznerUrl`. */
export const hetznerApi = specChecker(loadOpenApiDocument(hetznerApiDocumentAsset()));

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON response fields
  body: any;
  headers: Headers;
}

/** Every response checked against the spec: status declared, body valid, headers present. */
export const specViolations: string[] = [];
export const exercised = new Set<string>();

export interface TestEmulator extends Emulator {
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; rawBody?: string },
  ): Promise<CallResult>;
  /** `call` on the Hetzner API (`hetznerUrl`), checked against its document. */
  callHetzner(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; rawBody?: string },
  ): Promise<CallResult>;
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
  const call = caller(emulator.url, cloudApi);
  const callHetzner = caller(emulator.hetznerUrl, hetznerApi);
  return Object.assign(emulator, { call, callHetzner });
}

function caller(baseUrl: string, checker: ReturnType<typeof specChecker>) {
  const { operationFor, responseValidator } = checker;
  return async function call(
    method: string,
    path: string,
    callOptions: { token?: string | null; body?: unknown; rawBody?: string } = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = {};
    const token = callOptions.token === undefined ? "tok-a" : callOptions.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (callOptions.rawBody !== undefined) payload = callOptions.rawBody;
    else if (callOptions.body !== undefined) payload = JSON.stringify(callOptions.body);
    if (payload !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    const body = text === "" ? undefined : JSON.parse(text);
    const where = `${method} ${path} -> ${response.status}`;
    for (const header of [
      "ratelimit-limit",
      "ratelimit-remaining",
      "ratelimit-reset",
      "x-correlation-id",
    ]) {
      if (!response.headers.has(header)) specViolations.push(`${where}: missing header ${header}`);
    }
    const operation = operationFor(method, path.split("?")[0] ?? path);
    if (operation) {
      if (response.status < 400) exercised.add(operation.operationId);
      const validator = responseValidator(operation, response.status);
      if (validator === undefined)
        specViolations.push(`${where}: status not declared by ${operation.operationId}`);
      else if (validator && !validator(body)) {
        specViolations.push(`${where}: ${JSON.stringify(validator.errors?.slice(0, 3))}`);
      }
    } else if (body?.error === undefined) {
      specViolations.push(`${where}: no operation and no error envelope`);
    }
    return { status: response.status, body, headers: response.headers };
  };
}
