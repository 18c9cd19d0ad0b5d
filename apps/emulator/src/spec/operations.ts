import { dereference, escapePointerToken, type OpenApiDocument } from "./openapi-document.js";

export type HttpMethod = "get" | "post" | "put" | "delete";
const METHODS: HttpMethod[] = ["get", "post", "put", "delete"];

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

function collectParameters(
  document: OpenApiDocument,
  list: unknown,
  basePointer: string,
  into: Map<string, ParameterSpec>,
): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, index) => {
    const { value, pointer } = dereference(document, entry, `${basePointer}/${index}`);
    if (!isRecord(value)) return;
    const location = value.in;
    if (location !== "path" && location !== "query") return;
    const name = String(value.name);
    const schemaRef = dereference(document, value.schema, `${pointer}/schema`);
    const schema = isRecord(schemaRef.value) ? schemaRef.value : {};
    const items =
      schema.type === "array"
        ? dereference(document, schema.items, `${schemaRef.pointer}/items`).value
        : undefined;
    into.set(`${location}:${name}`, {
      name,
      in: location,
      required: value.required === true,
      schemaPointer: `${pointer}/schema`,
      schema,
      integer: schema.type === "integer" || (isRecord(items) && items.type === "integer"),
    });
  });
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
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const itemPointer = `#/paths/${escapePointerToken(path)}`;
    const { value: item, pointer: itemAt } = dereference(document, rawItem, itemPointer);
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const operationPointer = `${itemAt}/${method}`;
      const parameters = new Map<string, ParameterSpec>();
      collectParameters(document, item.parameters, `${itemAt}/parameters`, parameters);
      collectParameters(
        document,
        operation.parameters,
        `${operationPointer}/parameters`,
        parameters,
      );
      let body: OperationSpec["body"];
      const requestBody = dereference(
        document,
        operation.requestBody,
        `${operationPointer}/requestBody`,
      );
      if (isRecord(requestBody.value) && isRecord(requestBody.value.content)) {
        const json = requestBody.value.content["application/json"];
        if (isRecord(json) && json.schema !== undefined) {
          body = {
            schemaPointer: `${requestBody.pointer}/content/application~1json/schema`,
            required: requestBody.value.required === true,
          };
        }
      }
      const parameterList = [...parameters.values()];
      operations.push({
        operationId: String(operation.operationId ?? `${method} ${path}`),
        method,
        path,
        parameters: parameterList,
        body,
        sortFields: sortFieldsOf(parameters.get("query:sort")),
        deprecated: operation.deprecated === true,
        ...(typeof operation.summary === "string" ? { summary: operation.summary } : {}),
        ...sunsetOf(operation),
      });
    }
  }
  return operations;
}
