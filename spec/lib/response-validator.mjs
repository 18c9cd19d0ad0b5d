// Checks an answer against what the document says of it: the status must be documented for the
// operation, the body must match that response's JSON schema (or be empty where the response
// has no content), documented headers must match theirs and required ones be present. Answers
// a readable violation, or undefined. Types: response-validator.d.mts.
import { createSchemaValidator } from "./ajv.mjs";
import { dereference, escapePointerSegment, listOperations, operationResponse } from "./reader.mjs";

/** A number as a header carries it: compared as a number when it looks like one. */
const NUMERIC_HEADER = /^-?\d+(\.\d+)?$/;

/** @param {import("ajv").ErrorObject[] | null | undefined} errors */
function describeErrors(errors) {
  return (errors ?? [])
    .slice(0, 10)
    .map((error) => `${error.instancePath || "(body)"} ${error.message ?? error.keyword}`)
    .join("; ");
}

export class ResponseValidator {
  #document;
  #validatorFor;
  /** @type {Map<string, import("./reader.mjs").OperationEntry>} */
  #operations = new Map();

  /** @param {{ paths?: Record<string, unknown> }} document */
  constructor(document) {
    this.#document = document;
    this.#validatorFor = createSchemaValidator(document);
    for (const entry of listOperations(document)) {
      if (entry.operationId !== undefined) this.#operations.set(entry.operationId, entry);
    }
  }

  /**
   * Checks one response of the operation `operationId`.
   * @param {string} operationId @param {number} status @param {string} body
   * @param {Headers} [headers]
   */
  check(operationId, status, body, headers = new Headers()) {
    const entry = this.#operations.get(operationId);
    if (!entry) throw new Error(`operation ${operationId} is not in the document`);
    const responses = entry.operation.responses ?? {};
    const where = `${operationId} (${entry.label}) answered ${status}`;
    const found = operationResponse(this.#document, entry, status);
    if (found === undefined) {
      return `${where}, a status the spec does not document (documented: ${Object.keys(responses).join(", ")})`;
    }
    const headerProblem = this.#checkHeaders(found, headers, `${where} (response ${found.key})`);
    if (headerProblem) return headerProblem;
    if (found.jsonSchemaPointer === undefined) {
      return body.trim() === ""
        ? undefined
        : `${where} with a body, but response ${found.key} documents no content`;
    }
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${where} with a body that is not JSON: ${body.slice(0, 200)}`;
    }
    const validate = this.#validatorFor(found.jsonSchemaPointer);
    if (validate(parsed)) return undefined;
    return `${where}; the body does not match response ${found.key}'s schema: ${describeErrors(validate.errors)}`;
  }

  /**
   * Documented headers that are present must match their schema (numbers arrive as text and are
   * compared as numbers); a header marked `required` must be present.
   * @param {{ response: Record<string, unknown>, pointer: string }} found
   * @param {Headers} headers @param {string} where
   */
  #checkHeaders(found, headers, where) {
    const declared = /** @type {Record<string, unknown>} */ (found.response.headers ?? {});
    for (const name of Object.keys(declared)) {
      const header = dereference(
        this.#document,
        declared[name],
        `${found.pointer}/headers/${escapePointerSegment(name)}`,
      );
      const definition = /** @type {{ required?: boolean, schema?: unknown } | undefined} */ (
        header.value
      );
      const value = headers.get(name);
      if (value === null) {
        if (definition?.required) return `${where} without the required header ${name}`;
        continue;
      }
      if (!definition?.schema) continue;
      const validate = this.#validatorFor(`${header.pointer}/schema`);
      const candidate = NUMERIC_HEADER.test(value) ? Number(value) : value;
      if (!validate(candidate) && !validate(value)) {
        return `${where} with header ${name}: ${JSON.stringify(value)} ${describeErrors(validate.errors)}`;
      }
    }
    return undefined;
  }
}
