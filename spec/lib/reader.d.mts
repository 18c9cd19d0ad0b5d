// Types of reader.mjs: the slice of an OpenAPI 3.1 document the repository reads. Bundles keep
// shared parameters, responses and schemas as `#/components/...` references, so readers go
// through `resolve`/`dereference` rather than assume inline objects.
import type { SpecDocumentId } from "../scripts/documents.mjs";

export type JsonObject = { [key: string]: unknown };

export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
/** The methods of a path item, in the order OpenAPI lists them. */
export declare const HTTP_METHODS: readonly HttpMethod[];

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
  [extension: string]: unknown;
}

export interface MediaType {
  schema?: Schema | Reference;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
  [extension: string]: unknown;
}

export interface RequestBody {
  required?: boolean;
  content?: Record<string, MediaType>;
  [extension: string]: unknown;
}

export interface Header {
  required?: boolean;
  schema?: Schema | Reference;
  [extension: string]: unknown;
}

export interface Response {
  description?: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
  [extension: string]: unknown;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  deprecated?: boolean;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
  [extension: string]: unknown;
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & {
  parameters?: (Parameter | Reference)[];
  [key: string]: unknown;
};

export interface Server {
  url: string;
  variables?: Record<string, { default: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; [key: string]: unknown };
  servers?: Server[];
  paths?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
  [key: string]: unknown;
}

/** Any parsed document: the readers take loosely typed JSON as well. */
export type DocumentLike = { paths?: Record<string, unknown>; [key: string]: unknown };

/** One operation with where it lives in the document. */
export interface OperationEntry {
  method: HttpMethod;
  /** Path template as written (`/servers/{id}`). */
  path: string;
  operationId: string | undefined;
  /** `POST /servers`: how reports name an operation. */
  label: string;
  pathItem: PathItem;
  operation: Operation;
  /** JSON pointer of the operation (`#/paths/~1servers/post`). */
  pointer: string;
  /** JSON pointer of its path item (where a `$ref`ed path item really lives). */
  pathItemPointer: string;
}

/** A parameter that applies to an operation, resolved. */
export interface OperationParameter {
  name: string;
  in: Parameter["in"];
  required: boolean;
  parameter: Parameter;
  /** Where the parameter object lives (`#/components/parameters/page`). */
  pointer: string;
  /** The parameter's schema, resolved (`{}` when it has none). */
  schema: Schema;
  /** `<pointer>/schema`: for validators that compile the schema in place. */
  schemaPointer: string;
}

export interface OperationRequestBody {
  requestBody: RequestBody;
  pointer: string;
  required: boolean;
  /** Pointer of the `application/json` schema, when the body has one. */
  jsonSchemaPointer: string | undefined;
}

export interface OperationResponse {
  /** The response key that documents the status: "404", "4XX" or "default". */
  key: string;
  response: Response;
  pointer: string;
  jsonSchemaPointer: string | undefined;
}

export declare function isHttpMethod(key: string): key is HttpMethod;
export declare function isObject(value: unknown): value is JsonObject;
export declare function isReference(value: unknown): value is Reference;
/** Escapes one JSON pointer segment (RFC 6901). */
export declare function escapePointerSegment(segment: string | number): string;
export declare function unescapePointerSegment(segment: string): string;
/** `childPointer("#/paths", "/servers", "get")` is `#/paths/~1servers/get`. */
export declare function childPointer(pointer: string, ...segments: (string | number)[]): string;
/** The value at a local JSON pointer (`#/...` or `/...`), or undefined where there is none. */
export declare function resolvePointer(document: unknown, pointer: string): unknown;
/**
 * Follows local `$ref`s (chains too) to the value they name, and the pointer where it lives.
 * Throws on a `$ref` that is not local, names nothing or loops; with `lenient`, a dangling one
 * gives undefined and a foreign or looping one stops the walk at the value that holds it.
 */
export declare function dereference(
  document: unknown,
  value: unknown,
  pointer?: string,
  options?: { lenient?: boolean },
): { value: unknown; pointer: string };
/** The value a `$ref` names (see `dereference`); a non-reference value is returned as it is. */
export declare function resolve<T>(
  document: unknown,
  value: T | Reference,
  options?: { lenient?: boolean },
): T;
/** `POST /servers`: how reports name an operation. */
export declare function operationLabel(operation: { method: string; path: string }): string;
/** Every operation in document order (paths, then methods as written). */
export declare function listOperations(document: DocumentLike): OperationEntry[];
export declare function findOperation(
  document: DocumentLike,
  operationId: string,
): OperationEntry | undefined;
/** The path item's parameters, then the operation's (which replace same-named ones in place). */
export declare function operationParameters(
  document: unknown,
  entry: Pick<OperationEntry, "pathItem" | "operation" | "pointer" | "pathItemPointer">,
): OperationParameter[];
export declare function operationRequestBody(
  document: unknown,
  entry: Pick<OperationEntry, "operation" | "pointer">,
): OperationRequestBody | undefined;
/** The response key that documents `status`: exact ("404"), then range ("4XX"), then "default". */
export declare function documentedResponseKey(
  responses: Record<string, unknown>,
  status: number,
): string | undefined;
/** The response the operation documents for `status`, resolved; undefined when none does. */
export declare function operationResponse(
  document: unknown,
  entry: Pick<OperationEntry, "operation" | "pointer">,
  status: number,
): OperationResponse | undefined;
/** The first server's URL with its variables replaced by their defaults. */
export declare function defaultServerUrl(document: Pick<OpenApiDocument, "servers">): string;
/** Reads a JSON document; throws when it is not one (no `paths`). */
export declare function readDocumentFile(path: string): OpenApiDocument;
/** The bundle of one document of `@cloud-api/spec/documents`, read once per process. */
export declare function loadSpecDocument(id?: SpecDocumentId): OpenApiDocument;
