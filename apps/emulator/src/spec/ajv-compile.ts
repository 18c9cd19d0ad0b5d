// Compiling validators with ajv: at run time (on first use, when no generated validators match
// the document) and at build time, where the same instances emit standalone code.
import type { Options } from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import { addSpecFormats, compilePointer, DOCUMENT_SCHEMA_ID } from "#spec/ajv";
import type { OpenApiDocument } from "./openapi-document.js";
import type { OperationSpec } from "./operations.js";
import { integerNames, type OperationValidators } from "./validators.js";

export { compilePointer } from "#spec/ajv";

// ajv is CommonJS with a `default` property; NodeNext sees the namespace.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as typeof Ajv2020Module.default;

export type Ajv = InstanceType<typeof Ajv2020>;

/**
 * One Ajv instance holding the whole bundle, so `$ref`s between schemas resolve once, with the
 * spec's formats (@cloud-api/spec/ajv). The same options serve the validators compiled at run time and the standalone code emitted at build
 * time (`code`, see generate-validators.ts), so both check exactly the same things.
 */
export function createSpecAjv(
  document: OpenApiDocument,
  options: { coerce: boolean; code?: Options["code"] },
): Ajv {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: options.coerce ? "array" : false,
    useDefaults: false,
    logger: false,
    ...(options.code ? { code: options.code } : {}),
  });
  addSpecFormats(ajv);
  ajv.addSchema(document, DOCUMENT_SCHEMA_ID);
  return ajv;
}

/** The schema of an operation's path or query parameters as one object, or undefined. */
export function parametersSchema(operation: OperationSpec, location: "path" | "query") {
  const parameters = operation.parameters.filter((parameter) => parameter.in === location);
  if (parameters.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        { $ref: `${DOCUMENT_SCHEMA_ID}${parameter.schemaPointer}` },
      ]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}

export function compileOperationValidators(
  operation: OperationSpec,
  coercingAjv: Ajv,
  strictAjv: Ajv,
): OperationValidators {
  const pathSchema = parametersSchema(operation, "path");
  const querySchema = parametersSchema(operation, "query");
  return {
    path: pathSchema ? coercingAjv.compile(pathSchema) : undefined,
    query: querySchema ? coercingAjv.compile(querySchema) : undefined,
    body: operation.body ? compilePointer(strictAjv, operation.body.schemaPointer) : undefined,
    integerParameters: {
      path: integerNames(operation, "path"),
      query: integerNames(operation, "query"),
    },
  };
}
