import type { default as Ajv, ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";

/** The id a document is registered under: schemas are compiled as `openapi#/<pointer>`. */
export declare const DOCUMENT_SCHEMA_ID: "openapi";
/** Money travels as decimal strings (`"4.9900"`). */
export declare const DECIMAL_FORMAT: RegExp;
/** Registers the spec's formats (ajv-formats' full set plus `decimal`) on an ajv instance. */
export declare function addSpecFormats<T extends Pick<Ajv, "addFormat">>(ajv: T): T;
/** The same formats as a CommonJS module for ajv's standalone code, headed by `header`. */
export declare function formatsModuleSource(header: string): string;
/** Compiles the schema at a pointer (`#/...`) of the document registered on `ajv`. */
export declare function compilePointer(
  ajv: Pick<Ajv, "compile">,
  pointer: string,
): ValidateFunction;
/** A strict ajv holding the whole document, for checking responses and examples. */
export declare function createCheckingAjv(document: object): Ajv2020;
/** `pointer` -> its validator (compiled once) over `createCheckingAjv(document)`. */
export declare function createSchemaValidator(
  document: object,
): (pointer: string) => ValidateFunction;
