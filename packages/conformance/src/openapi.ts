import { readFileSync } from "node:fs";
import { type SpecDocumentId, specDocument } from "@cloud-api/spec/documents";

/** The parts of the bundled OpenAPI document the suite reads. */
export interface OpenApiResponse {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

export interface OpenApiOperation {
  operationId?: string;
  deprecated?: boolean;
  /** The day a deprecated operation stops working (spec "Deprecations"). */
  "x-sunset"?: string;
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface SpecOperation {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template as written in the spec, relative to the server URL (`/servers/{id}`). */
  path: string;
  deprecated: boolean;
  /** `x-sunset` of a deprecated operation: from that day on it answers 410. */
  sunset?: string;
  /** Response keys as written: "200", "4XX", "default". */
  statuses: string[];
}

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** The Cloud API's bundle, `@cloud-api/spec/openapi.json`. */
export const bundlePath: string = specDocument("cloud").bundleJsonPath;

const cachedDocuments = new Map<SpecDocumentId, OpenApiDocument>();

/**
 * The bundle of one public API document (`cloud`: `@cloud-api/spec/openapi.json`, `hetzner`:
 * `@cloud-api/spec/hetzner-api.json`), read once per worker.
 */
export function loadBundle(id: SpecDocumentId = "cloud"): OpenApiDocument {
  let document = cachedDocuments.get(id);
  if (!document) {
    document = JSON.parse(readFileSync(specDocument(id).bundleJsonPath, "utf8")) as OpenApiDocument;
    cachedDocuments.set(id, document);
  }
  return document;
}

/** Every operation of the bundle: the source of truth for coverage, never a hand-kept list. */
export function listOperations(document: OpenApiDocument = loadBundle()): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      if (!operation.operationId) {
        throw new Error(`${method.toUpperCase()} ${path} in the bundle has no operationId`);
      }
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        deprecated: operation.deprecated === true,
        ...(operation.deprecated === true && operation["x-sunset"]
          ? { sunset: operation["x-sunset"] }
          : {}),
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

/** The operation object itself, by id. */
export function operationObject(
  operationId: string,
  document: OpenApiDocument = loadBundle(),
): { path: string; method: string; operation: OpenApiOperation } {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (operation?.operationId === operationId) return { path, method, operation };
    }
  }
  throw new Error(`operation ${operationId} is not in the bundle`);
}

/** The response key that documents `status`: exact ("404"), then range ("4XX"), then "default". */
export function documentedResponseKey(
  responses: Record<string, unknown>,
  status: number,
): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  for (const key of Object.keys(responses)) {
    if (key.toUpperCase() === range) return key;
  }
  return "default" in responses ? "default" : undefined;
}
