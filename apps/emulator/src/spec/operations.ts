import {
  dereference,
  listOperations,
  type OperationEntry,
  operationParameters,
  operationRequestBody,
} from "#spec/reader";
import type { OpenApiDocument } from "./openapi-document.js";

export type HttpMethod = "get" | "post" | "put" | "delete";
const METHODS: readonly string[] = ["get", "post", "put", "delete"] satisfies HttpMethod[];

function isEmulatedMethod(method: string): method is HttpMethod {
  return METHODS.includes(method);
}

export interface ParameterSpec {
  name: string;
  in: "path" | "query";
  required: boolean;
  /** JSON pointer to the parameter's schema inside the document. */
  schemaPointer: string;
  schema: Record<string, unknown>;
  /** The value (or each repeated value) is an integer: only canonical decimals are accepted. */
  integer: boolean;
}

/** What the emulator needs to know about one operation of the bundle. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** Spec path below `/v1`, e.g. `/servers/{id}`. */
  path: string;
  parameters: ParameterSpec[];
  body: { schemaPointer: string; required: boolean } | undefined;
  /** Fields the `sort` parameter accepts (from its enum), or undefined without `sort`. */
  sortFields: string[] | undefined;
  deprecated: boolean;
  /** The operation's `summary` (undefined when it has none). */
  summary?: string;
  /**
   * When the operation stops working (spec/openapi.yaml "Deprecations": `x-sunset`, from 00:00
   * UTC of that day) and the changelog entry that announced it (`x-deprecation-announcement`).
   */
  sunset?: { atMs: number; announcement: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The operation's path and query parameters, resolved by @cloud-api/spec's reader. */
function parametersOf(document: OpenApiDocument, entry: OperationEntry): ParameterSpec[] {
  const parameters: ParameterSpec[] = [];
  for (const parameter of operationParameters(document, entry)) {
    if (parameter.in !== "path" && parameter.in !== "query") continue;
    const { schema } = parameter;
    const items =
      schema.type === "array" ? dereference(document, schema.items, "#").value : undefined;
    parameters.push({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      schemaPointer: parameter.schemaPointer,
      schema,
      integer: schema.type === "integer" || (isRecord(items) && items.type === "integer"),
    });
  }
  return parameters;
}

function sortFieldsOf(parameter: ParameterSpec | undefined): string[] | undefined {
  if (!parameter) return undefined;
  const items = parameter.schema.items;
  const enumValues = isRecord(items) ? items.enum : parameter.schema.enum;
  if (!Array.isArray(enumValues)) return undefined;
  const fields = new Set<string>();
  for (const value of enumValues) fields.add(String(value).split(":")[0] ?? "");
  return [...fields];
}

const SUNSET_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The operation's sunset, when it is deprecated with a readable `x-sunset` day. */
function sunsetOf(operation: Record<string, unknown>): Pick<OperationSpec, "sunset"> {
  const day = operation["x-sunset"];
  if (operation.deprecated !== true || typeof day !== "string") return {};
  const match = SUNSET_DAY.exec(day);
  if (!match) throw new Error(`x-sunset ${JSON.stringify(day)} is not YYYY-MM-DD`);
  const atMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const announcement = operation["x-deprecation-announcement"];
  if (typeof announcement !== "string") {
    throw new Error(`x-sunset ${day} without an x-deprecation-announcement`);
  }
  return { sunset: { atMs, announcement } };
}

/** Lists every operation of the bundle with its parameters and body schema. */
export function readOperations(document: OpenApiDocument): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const entry of listOperations(document)) {
    const { method, path, operation } = entry;
    if (!isEmulatedMethod(method)) continue;
    const parameters = parametersOf(document, entry);
    const requestBody = operationRequestBody(document, entry);
    operations.push({
      operationId: String(operation.operationId ?? `${method} ${path}`),
      method,
      path,
      parameters,
      body:
        requestBody?.jsonSchemaPointer === undefined
          ? undefined
          : { schemaPointer: requestBody.jsonSchemaPointer, required: requestBody.required },
      sortFields: sortFieldsOf(
        parameters.find((parameter) => parameter.in === "query" && parameter.name === "sort"),
      ),
      deprecated: operation.deprecated === true,
      ...(typeof operation.summary === "string" ? { summary: operation.summary } : {}),
      ...sunsetOf(operation),
    });
  }
  return operations;
}
