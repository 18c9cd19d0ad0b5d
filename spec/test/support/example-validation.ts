// Validates every example of the bundle against the schema it illustrates:
// media-type `example`/`examples` (requests and responses), parameter and header
// examples, and schema-level examples of components.schemas. The mock and the
// emulator serve these examples, so an invalid one is a bug in the contract.
import type { ErrorObject } from "ajv";
import { createSchemaValidator } from "../../lib/ajv.mjs";
import {
  dereference,
  escapePointerSegment,
  isObject,
  type JsonObject,
  listOperations,
  type OpenApiDocument,
} from "../../lib/reader.mjs";

export interface FoundExample {
  /** Where the example was found, for messages (`GET /images 200 application/json`). */
  where: string;
  /** JSON pointer (`#/...`) of the schema it must satisfy. */
  schemaPointer: string;
  value: unknown;
}

export function collectExamples(doc: OpenApiDocument): FoundExample[] {
  const found = new Map<string, FoundExample>();
  const add = (key: string, example: FoundExample) => {
    if (!found.has(key)) found.set(key, example);
  };

  for (const op of listOperations(doc)) {
    const { label } = op;
    const parameterSources: [unknown[], string][] = [
      [
        Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : [],
        `${op.pathItemPointer}/parameters`,
      ],
      [
        Array.isArray(op.operation.parameters) ? op.operation.parameters : [],
        `${op.pointer}/parameters`,
      ],
    ];
    for (const [parameters, base] of parameterSources) {
      parameters.forEach((raw, index) => {
        const { value: node, pointer } = dereference(doc, raw, `${base}/${index}`);
        if (!isObject(node)) return;
        const name = `${label} parameter ${String(node.name)}`;
        collectFrom(doc, node, pointer, name, add);
      });
    }

    if (op.operation.requestBody !== undefined) {
      const { value: node, pointer } = dereference(
        doc,
        op.operation.requestBody,
        `${op.pointer}/requestBody`,
      );
      collectContent(doc, node, pointer, `${label} request body`, add);
    }

    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      const { value: node, pointer } = dereference(doc, raw, `${op.pointer}/responses/${status}`);
      collectContent(doc, node, pointer, `${label} ${status}`, add);
      const headers = isObject(node) && isObject(node.headers) ? node.headers : {};
      for (const [headerName, rawHeader] of Object.entries(headers)) {
        const header = dereference(
          doc,
          rawHeader,
          `${pointer}/headers/${escapePointerSegment(headerName)}`,
        );
        if (isObject(header.value)) {
          collectFrom(
            doc,
            header.value,
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
    const pointer = `#/components/schemas/${escapePointerSegment(name)}`;
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
    const mediaPointer = `${pointer}/content/${escapePointerSegment(mediaType)}`;
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
    const example = dereference(doc, raw, `${pointer}/examples/${escapePointerSegment(name)}`);
    if (isObject(example.value) && "value" in example.value) {
      add(`${pointer}/examples/${escapePointerSegment(name)}`, {
        where: `${label} example "${name}"`,
        schemaPointer,
        value: example.value.value,
      });
    }
  }
}

export function validateExamples(doc: OpenApiDocument): string[] {
  const validatorFor = createSchemaValidator(doc);
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
