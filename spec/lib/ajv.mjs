// The one ajv setup of the repository's documents: the formats the spec uses (ajv-formats' full
// set plus `decimal`, registered here and nowhere else), a document registered once so that
// schemas compile in place by JSON pointer, and the strict ajv that checks responses and
// examples against the spec. The emulator's request validators (its own options: coercion,
// standalone code) take the formats and the document from here too. Types: ajv.d.mts.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The id a document is registered under: schemas are compiled as `openapi#/<pointer>`. */
export const DOCUMENT_SCHEMA_ID = "openapi";

/** Money travels as decimal strings (`"4.9900"`); ajv-formats has no such format. */
export const DECIMAL_FORMAT = /^-?\d+(\.\d+)?$/;

/** OpenAPI schema keywords that are not JSON Schema 2020-12 ones: annotations only. */
const OPENAPI_ONLY_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"];

/**
 * Registers the spec's formats on an ajv instance.
 * @param {import("ajv").default} ajv
 */
export function addSpecFormats(ajv) {
  addFormats(ajv);
  ajv.addFormat("decimal", DECIMAL_FORMAT);
  return ajv;
}

/**
 * The same formats as a CommonJS module, for ajv's standalone code (`code.formats`).
 * @param {string} header a comment saying where the module was generated
 */
export function formatsModuleSource(header) {
  return [
    header,
    '"use strict";',
    'const { fullFormats } = require("ajv-formats/dist/formats");',
    `module.exports = { ...fullFormats, decimal: new RegExp(${JSON.stringify(DECIMAL_FORMAT.source)}) };`,
    "",
  ].join("\n");
}

/**
 * Compiles the schema at a pointer of the registered document (`#/components/schemas/Server`).
 * @param {import("ajv").default} ajv @param {string} pointer
 */
export function compilePointer(ajv, pointer) {
  return ajv.compile({ $ref: `${DOCUMENT_SCHEMA_ID}${encodeURI(pointer)}` });
}

/**
 * A strict ajv (JSON Schema 2020-12, every error) holding the whole document, for checking
 * what the spec documents: response bodies and headers, examples.
 * @param {object} document
 */
export function createCheckingAjv(document) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addSpecFormats(ajv);
  ajv.addVocabulary(OPENAPI_ONLY_KEYWORDS);
  // Vendor extensions inside schemas (`x-open-enum`, ...) are annotations, not assertions, and
  // the document root (openapi, info, paths, ...) is registered as a schema only so that
  // `$ref`s by pointer resolve: neither kind of key is a JSON Schema keyword.
  const annotations = new Set([...vendorKeywords(document), ...Object.keys(document)]);
  ajv.addVocabulary([...annotations].filter((key) => !ajv.getKeyword(key)));
  ajv.addSchema(document, DOCUMENT_SCHEMA_ID, undefined, false);
  return ajv;
}

/**
 * A cached validator per schema pointer over `createCheckingAjv(document)`.
 * @param {object} document
 */
export function createSchemaValidator(document) {
  const ajv = createCheckingAjv(document);
  const cache = new Map();
  /** @param {string} pointer */
  return (pointer) => {
    let validate = cache.get(pointer);
    if (validate === undefined) {
      validate = compilePointer(ajv, pointer);
      cache.set(pointer, validate);
    }
    return validate;
  };
}

/** @param {unknown} node @param {Set<string>} [found] */
function vendorKeywords(node, found = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) vendorKeywords(item, found);
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key);
      vendorKeywords(value, found);
    }
  }
  return found;
}
