// Picks the example request a code sample shows for one operation: path parameters, query
// parameters and body, taken from the spec's own examples (they are validated test data) and
// synthesised from the schema only where the spec gives none.
import {
  type ExampleObject,
  type MediaType,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Reference,
  type RequestBody,
  resolve,
  type Schema,
} from "@cloud-api/spec/reader";

export interface ExampleBody {
  contentType: string;
  value: unknown;
}

export interface ExampleRequest {
  /** Path parameter values by name, in the order the path template names them. */
  pathParams: Record<string, unknown>;
  /** Query parameters the sample sends: every required one, and optional ones the spec gives an example for. */
  query: Record<string, unknown>;
  body: ExampleBody | undefined;
}

/** Nesting beyond this is cut when a body is synthesised from a schema (recursive schemas). */
const MAX_SYNTHESIS_DEPTH = 6;

export function exampleRequest(document: OpenApiDocument, entry: OperationEntry): ExampleRequest {
  const parameters = effectiveParameters(document, entry);
  const where = `${entry.method.toUpperCase()} ${entry.path}`;

  const pathParams: Record<string, unknown> = {};
  for (const name of pathTemplateNames(entry.path)) {
    const parameter = parameters.find((p) => p.in === "path" && p.name === name);
    if (!parameter) throw new Error(`${where}: path parameter {${name}} is not declared`);
    pathParams[name] = parameterValue(document, parameter);
  }

  const query: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.in !== "query") continue;
    if (parameter.required || hasExplicitExample(parameter)) {
      query[parameter.name] = parameterValue(document, parameter);
    }
  }

  return { pathParams, query, body: exampleBody(document, entry.operation.requestBody) };
}

/** Path-item parameters overridden by operation parameters of the same name and location. */
function effectiveParameters(document: OpenApiDocument, entry: OperationEntry): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...(entry.pathItem.parameters ?? []), ...(entry.operation.parameters ?? [])]) {
    const parameter = resolve<Parameter>(document, raw);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

export function pathTemplateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
}

function hasExplicitExample(parameter: Parameter): boolean {
  return parameter.example !== undefined || Object.keys(parameter.examples ?? {}).length > 0;
}

function parameterValue(document: OpenApiDocument, parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = firstNamedExample(document, parameter.examples);
  if (named !== undefined) return named;
  if (!parameter.schema) {
    throw new Error(`parameter ${parameter.in} "${parameter.name}" has neither schema nor example`);
  }
  return schemaExample(document, parameter.schema);
}

function firstNamedExample(
  document: OpenApiDocument,
  examples: Record<string, ExampleObject | Reference> | undefined,
): unknown {
  for (const raw of Object.values(examples ?? {})) {
    const example = resolve<ExampleObject>(document, raw);
    if (example.value !== undefined) return example.value;
  }
  return undefined;
}

function exampleBody(
  document: OpenApiDocument,
  raw: RequestBody | Reference | undefined,
): ExampleBody | undefined {
  if (!raw) return undefined;
  const requestBody = resolve<RequestBody>(document, raw);
  const content = requestBody.content ?? {};
  const contentType =
    Object.keys(content).find((type) => type === "application/json") ?? Object.keys(content)[0];
  if (contentType === undefined) return undefined;
  const media = content[contentType] as MediaType;
  const explicit = media.example ?? firstNamedExample(document, media.examples);
  if (explicit !== undefined) return { contentType, value: explicit };
  // An optional body without an example is left out rather than invented.
  if (!requestBody.required || !media.schema) return undefined;
  return { contentType, value: schemaExample(document, media.schema) };
}

/** A value that fits the schema: its own example/const/default/enum, else one built from its type. */
export function schemaExample(
  document: OpenApiDocument,
  raw: Schema | Reference,
  depth = 0,
): unknown {
  const schema = resolve<Schema>(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];

  const variant = schema.oneOf ?? schema.anyOf;
  if (variant) {
    const nonNull = variant.find(
      (candidate) => !isNullSchema(resolve<Schema>(document, candidate)),
    );
    return nonNull === undefined ? null : schemaExample(document, nonNull, depth + 1);
  }
  if (schema.allOf) return mergedAllOfExample(document, schema.allOf, depth);

  switch (primaryType(schema)) {
    case "object":
      return objectExample(document, schema, depth);
    case "array":
      return schema.items && depth < MAX_SYNTHESIS_DEPTH
        ? [schemaExample(document, schema.items, depth + 1)]
        : [];
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "null":
      return null;
    case "string":
      return stringExample(schema.format);
    default:
      return {};
  }
}

function objectExample(document: OpenApiDocument, schema: Schema, depth: number): unknown {
  const value: Record<string, unknown> = {};
  if (depth >= MAX_SYNTHESIS_DEPTH) return value;
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name];
    if (property && resolve<Schema>(document, property).readOnly !== true) {
      value[name] = schemaExample(document, property, depth + 1);
    }
  }
  return value;
}

function mergedAllOfExample(
  document: OpenApiDocument,
  parts: (Schema | Reference)[],
  depth: number,
): unknown {
  const values = parts.map((part) => schemaExample(document, part, depth + 1));
  if (
    values.every((value) => typeof value === "object" && value !== null && !Array.isArray(value))
  ) {
    return Object.assign({}, ...values);
  }
  return values[0];
}

function primaryType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? "null";
  if (schema.type) return schema.type;
  return schema.properties ? "object" : undefined;
}

function isNullSchema(schema: Schema): boolean {
  return (
    schema.type === "null" || (Array.isArray(schema.type) && schema.type.every((t) => t === "null"))
  );
}

const STRING_EXAMPLES_BY_FORMAT: Record<string, string> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  ipv4: "203.0.113.1",
  ipv6: "2001:db8::1",
  uri: "https://example.com",
  email: "user@example.com",
  uuid: "00000000-0000-4000-8000-000000000000",
};

function stringExample(format: string | undefined): string {
  return (format && STRING_EXAMPLES_BY_FORMAT[format]) || "string";
}
