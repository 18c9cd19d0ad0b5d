// Validates every example of the bundle against the schema it illustrates:
// media-type `example`/`examples` (requests and responses), parameter and header
// examples, and schema-level examples of components.schemas. The mock and the
// emulator serve these examples, so an invalid one is a bug in the contract.
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import {
  isObject,
  type JsonObject,
  type OpenApiDocument,
  operationLabel,
  operationsOf,
  pointerSegment,
  resolve,
} from "./openapi.js";

export interface FoundExample {
  /** Where the example was found, for messages (`GET /images 200 application/json`). */
  where: string;
  /** JSON pointer (`#/...`) of the schema it must satisfy. */
  schemaPointer: string;
  value: unknown;
}

const DOCUMENT_ID = "openapi.json";
/** OpenAPI keywords that are not JSON Schema but may appear inside schemas. */
const OPENAPI_SCHEMA_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"];

export function collectExamples(doc: OpenApiDocument): FoundExample[] {
  const found = new Map<string, FoundExample>();
  const add = (key: string, example: FoundExample) => {
    if (!found.has(key)) found.set(key, example);
  };

  for (const op of operationsOf(doc)) {
    const label = operationLabel(op);
    const parameterSources: [unknown[], string][] = [
      [op.pathParameters, `#/paths/${pointerSegment(op.path)}/parameters`],
      [
        Array.isArray(op.operation.parameters) ? op.operation.parameters : [],
        `${op.pointer}/parameters`,
      ],
    ];
    for (const [parameters, base] of parameterSources) {
      parameters.forEach((raw, index) => {
        const { node, pointer } = resolve(doc, raw, `${base}/${index}`);
        if (!isObject(node)) return;
        const name = `${label} parameter ${String(node.name)}`;
        collectFrom(doc, node, pointer, name, add);
      });
    }

    if (op.operation.requestBody !== undefined) {
      const { node, pointer } = resolve(doc, op.operation.requestBody, `${op.pointer}/requestBody`);
      collectContent(doc, node, pointer, `${label} request body`, add);
    }

    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      const { node, pointer } = resolve(doc, raw, `${op.pointer}/responses/${status}`);
      collectContent(doc, node, pointer, `${label} ${status}`, add);
      const headers = isObject(node) && isObject(node.headers) ? node.headers : {};
      for (const [headerName, rawHeader] of Object.entries(headers)) {
        const header = resolve(doc, rawHeader, `${pointer}/headers/${pointerSegment(headerName)}`);
        if (isObject(header.node)) {
          collectFrom(
            doc,
            header.node,
            header.pointer,
            `${label} ${status} header ${headerName}`,
            add,
          );
        }
      }
    }
  }

  const schemas = isObject(doc.components?.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const pointer = `#/components/schemas/${pointerSegment(name)}`;
    if (schema.example !== undefined) {
      add(`${pointer}/example`, {
        where: `schema ${name} example`,
        schemaPointer: pointer,
        value: schema.example,
      });
    }
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, index) => {
        add(`${pointer}/examples/${index}`, {
          where: `schema ${name} examples[${index}]`,
          schemaPointer: pointer,
          value,
        });
      });
    }
  }
  return [...found.values()];
}

function collectContent(
  doc: OpenApiDocument,
  requestOrResponse: unknown,
  pointer: string,
  label: string,
  add: (key: string, example: FoundExample) => void,
): void {
  if (!isObject(requestOrResponse) || !isObject(requestOrResponse.content)) return;
  for (const [mediaType, media] of Object.entries(requestOrResponse.content)) {
    if (!isObject(media)) continue;
    const mediaPointer = `${pointer}/content/${pointerSegment(mediaType)}`;
    collectFrom(doc, media, mediaPointer, `${label} ${mediaType}`, add);
  }
}

/** Collects `example` and `examples.*.value` of a media type, parameter or header object. */
function collectFrom(
  doc: OpenApiDocument,
  holder: JsonObject,
  pointer: string,
  label: string,
  add: (key: string, example: FoundExample) => void,
): void {
  if (holder.schema === undefined) return;
  const schemaPointer = `${pointer}/schema`;
  if (holder.example !== undefined) {
    add(`${pointer}/example`, { where: label, schemaPointer, value: holder.example });
  }
  if (!isObject(holder.examples)) return;
  for (const [name, raw] of Object.entries(holder.examples)) {
    const example = resolve(doc, raw, `${pointer}/examples/${pointerSegment(name)}`);
    if (isObject(example.node) && "value" in example.node) {
      add(`${pointer}/examples/${pointerSegment(name)}`, {
        where: `${label} example "${name}"`,
        schemaPointer,
        value: example.node.value,
      });
    }
  }
}

/** Every `x-...` key used anywhere in the document. */
function vendorExtensionKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) vendorExtensionKeys(item, found);
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key);
      vendorExtensionKeys(value, found);
    }
  }
  return found;
}

/** An Ajv (JSON Schema 2020-12) that knows the whole document, for `$ref`s by pointer. */
export function createValidator(doc: OpenApiDocument): (schemaPointer: string) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  formats.default(ajv);
  // Money is sent as decimal strings (`"4.9900000000"`); ajv-formats has no such format.
  ajv.addFormat("decimal", /^-?\d+(\.\d+)?$/);
  ajv.addVocabulary(OPENAPI_SCHEMA_KEYWORDS);
  // Vendor extensions inside schemas (`x-open-enum`, ...) are annotations, not assertions, and
  // the document root (openapi, info, paths, ...) is registered as a schema only so that
  // `$ref`s by pointer resolve: neither kind of key is a JSON Schema keyword.
  const annotations = new Set([...vendorExtensionKeys(doc), ...Object.keys(doc)]);
  ajv.addVocabulary([...annotations].filter((key) => !ajv.getKeyword(key)));
  ajv.addSchema(doc, DOCUMENT_ID, undefined, false);
  const cache = new Map<string, ValidateFunction>();
  return (schemaPointer) => {
    let validate = cache.get(schemaPointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${encodeURI(schemaPointer)}` });
      cache.set(schemaPointer, validate);
    }
    return validate;
  };
}

export function validateExamples(doc: OpenApiDocument): string[] {
  const validatorFor = createValidator(doc);
  const problems: string[] = [];
  for (const example of collectExamples(doc)) {
    const validate = validatorFor(example.schemaPointer);
    if (!validate(example.value)) {
      problems.push(
        `${example.where}: ${describeErrors(validate.errors)} (schema ${example.schemaPointer})`,
      );
    }
  }
  return problems;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || "(root)"} ${error.message ?? error.keyword}`)
    .join("; ");
}
