import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import {
  documentedResponseKey,
  loadBundle,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
  operationObject,
} from "./openapi.js";

const DOCUMENT_ID = "https://cloud-api.invalid/openapi.json";

/** OpenAPI schema keywords that are not JSON Schema 2020-12 ones; annotations only. */
const OPENAPI_ONLY_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"];

/** Why a response does not conform to the spec, or undefined when it does. */
export type Nonconformance = string | undefined;

function pointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 10)
    .map((error) => `${error.instancePath || "(body)"} ${error.message ?? error.keyword}`)
    .join("; ");
}

/** Validates response bodies against the schema the bundle documents for their status. */
export class ResponseValidator {
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument = loadBundle()) {
    this.#ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats.default(this.#ajv);
    // OpenAPI's numeric formats: enforce the ranges the names promise.
    this.#ajv.addFormat("int32", {
      type: "number",
      validate: (value: number) => Number.isInteger(value) && Math.abs(value) <= 2 ** 31,
    });
    this.#ajv.addFormat("int64", { type: "number", validate: Number.isSafeInteger });
    this.#ajv.addFormat("float", { type: "number", validate: Number.isFinite });
    this.#ajv.addFormat("double", { type: "number", validate: Number.isFinite });
    // Money travels as decimal strings ("4.9900").
    this.#ajv.addFormat("decimal", /^-?\d+(\.\d+)?$/);
    this.#ajv.addVocabulary(OPENAPI_ONLY_KEYWORDS);
    // Vendor extensions (x-open-enum, ...) are annotations.
    const vendorKeywords = new Set<string>();
    collectVendorKeywords(document.components, vendorKeywords);
    collectVendorKeywords(document.paths, vendorKeywords);
    this.#ajv.addVocabulary([...vendorKeywords].filter((key) => !this.#ajv.getKeyword(key)));
    // The document root is registered only so `$ref`s by pointer resolve.
    this.#ajv.addVocabulary(Object.keys(document).filter((key) => !this.#ajv.getKeyword(key)));
    this.#ajv.addSchema(document as object, DOCUMENT_ID, undefined, false);
  }

  /**
   * Checks one response: its status must be documented for the operation, and its body must
   * match that response's JSON schema (or be empty when the response has no content).
   */
  check(
    operationId: string,
    status: number,
    body: string,
    headers: Headers = new Headers(),
  ): Nonconformance {
    const { path, method, operation } = operationObject(operationId, this.document);
    const responses = (operation as OpenApiOperation).responses ?? {};
    const key = documentedResponseKey(responses, status);
    const where = `${operationId} (${method.toUpperCase()} ${path}) answered ${status}`;
    if (key === undefined) {
      return `${where}, a status the spec does not document (documented: ${Object.keys(responses).join(", ")})`;
    }
    const resolved = this.#resolveResponse(
      responses[key],
      `/paths/${pointerSegment(path)}/${method}/responses/${pointerSegment(key)}`,
    );
    const headerProblem = this.#checkHeaders(resolved, headers, `${where} (response ${key})`);
    if (headerProblem) return headerProblem;
    const jsonContent = resolved.response?.content?.["application/json"];
    if (!jsonContent?.schema) {
      return body.trim() === ""
        ? undefined
        : `${where} with a body, but response ${key} documents no content`;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${where} with a body that is not JSON: ${body.slice(0, 200)}`;
    }
    const pointer = `${resolved.pointer}/content/${pointerSegment("application/json")}/schema`;
    const validate = this.#validatorFor(pointer);
    if (validate(parsed)) return undefined;
    return `${where}; the body does not match response ${key}'s schema: ${describeErrors(validate.errors)}`;
  }

  /**
   * Documented headers that are present must match their schema (numbers arrive as text and are
   * compared as numbers); a header marked `required` must be present.
   */
  #checkHeaders(
    resolved: { response: OpenApiResponse | undefined; pointer: string },
    headers: Headers,
    where: string,
  ): Nonconformance {
    for (const name of Object.keys(resolved.response?.headers ?? {})) {
      const header = this.#resolveResponse(
        resolved.response?.headers?.[name] as OpenApiResponse | undefined,
        `${resolved.pointer}/headers/${pointerSegment(name)}`,
      );
      const definition = header.response as { required?: boolean; schema?: unknown } | undefined;
      const value = headers.get(name);
      if (value === null) {
        if (definition?.required) return `${where} without the required header ${name}`;
        continue;
      }
      if (!definition?.schema) continue;
      const validate = this.#validatorFor(`${header.pointer}/schema`);
      const candidate = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      if (!validate(candidate) && !validate(value)) {
        return `${where} with header ${name}: ${JSON.stringify(value)} ${describeErrors(validate.errors)}`;
      }
    }
    return undefined;
  }

  /** Follows `$ref`s (`#/components/responses/...`, `#/components/headers/...`) to the object. */
  #resolveResponse(
    response: OpenApiResponse | undefined,
    pointer: string,
  ): { response: OpenApiResponse | undefined; pointer: string } {
    let current: unknown = response;
    let at = pointer;
    for (let hops = 0; hops < 10; hops++) {
      const ref = (current as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref !== "string") break;
      if (!ref.startsWith("#/"))
        throw new Error(`${at}: only local $refs are supported, got ${ref}`);
      at = ref.slice(1);
      current = at
        .split("/")
        .slice(1)
        .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>(
          (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
          this.document,
        );
    }
    return { response: current as OpenApiResponse | undefined, pointer: at };
  }

  #validatorFor(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}#${encodeURI(pointer)}` });
      this.#validators.set(pointer, validate);
    }
    return validate;
  }
}

function collectVendorKeywords(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectVendorKeywords(item, into);
    return;
  }
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("x-")) into.add(key);
    collectVendorKeywords(value, into);
  }
}
