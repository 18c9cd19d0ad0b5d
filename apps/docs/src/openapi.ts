// The slice of an OpenAPI 3.1 document the docs build reads, and local `$ref` resolution.
// The bundle keeps shared parameters and schemas as `#/components/...` references, so every
// reader goes through `resolve` instead of assuming inline objects.

export const HTTP_METHODS = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

export interface Reference {
  $ref: string;
}

export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema | Reference>;
  required?: string[];
  items?: Schema | Reference;
  oneOf?: (Schema | Reference)[];
  anyOf?: (Schema | Reference)[];
  allOf?: (Schema | Reference)[];
  minItems?: number;
  [extension: string]: unknown;
}

export interface ExampleObject {
  value?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: Schema | Reference;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface MediaType {
  schema?: Schema | Reference;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface RequestBody {
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
  [extension: string]: unknown;
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & {
  parameters?: (Parameter | Reference)[];
  [key: string]: unknown;
};

export interface ServerVariable {
  default: string;
}

export interface Server {
  url: string;
  variables?: Record<string, ServerVariable>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; [key: string]: unknown };
  servers?: Server[];
  paths?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** One operation with where it lives in the document. */
export interface OperationEntry {
  path: string;
  method: HttpMethod;
  pathItem: PathItem;
  operation: Operation;
}

export function isReference(value: unknown): value is Reference {
  return (
    typeof value === "object" && value !== null && typeof (value as Reference).$ref === "string"
  );
}

/** Follows local `#/...` references (also chains of them) until a non-reference value. */
export function resolve<T>(document: OpenApiDocument, value: T | Reference): T {
  const seen = new Set<string>();
  let current: unknown = value;
  while (isReference(current)) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref: ${[...seen, ref].join(" -> ")}`);
    seen.add(ref);
    current = lookupPointer(document, ref);
  }
  return current as T;
}

function lookupPointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith("#/")) {
    throw new Error(`$ref ${ref} is not local: the docs build reads a bundled document`);
  }
  let node: unknown = document;
  for (const rawToken of ref.slice(2).split("/")) {
    const token = decodeURIComponent(rawToken).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !(token in node)) {
      throw new Error(`$ref ${ref} does not resolve (no "${token}")`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Every operation of the document in document order (paths, then methods as written). */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const key of Object.keys(pathItem)) {
      if (!isHttpMethod(key)) continue;
      const operation = pathItem[key];
      if (operation) entries.push({ path, method: key, pathItem, operation });
    }
  }
  return entries;
}

/** The first server's URL with its variables replaced by their defaults. */
export function defaultServerUrl(document: OpenApiDocument): string {
  const server = document.servers?.[0];
  if (!server) throw new Error("the document declares no servers: code samples need a base URL");
  return server.url.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const variable = server.variables?.[name];
    if (!variable) throw new Error(`server URL ${server.url} uses {${name}} without a default`);
    return variable.default;
  });
}
