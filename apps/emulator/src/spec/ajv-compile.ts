// Compiling validators with ajv: at run time (on first use, when no generated validators match
// the document) and at build time, where the same instances emit standalone code.
import type { Options, ValidateFunction } from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "./openapi-document.js";
import type { OperationSpec } from "./operations.js";
import {
  DECIMAL_FORMAT,
  integerNames,
  type OperationValidators,
  parametersSchema,
  SPEC_ID,
} from "./validators.js";

// ajv and ajv-formats are CommonJS with a `default` property; NodeNext sees the namespace.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

export type Ajv = InstanceType<typeof Ajv2020>;

/**
 * One Ajv instance holding the whole bundle, so `$ref`s between schemas resolve once. The same
 * options serve the validators compiled at run time and the standalone code emitted at build
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
  addFormats(ajv);
  ajv.addFormat("decimal", DECIMAL_FORMAT);
  ajv.addSchema(document, SPEC_ID);
  return ajv;
}

export function compilePointer(ajv: Ajv, pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
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
