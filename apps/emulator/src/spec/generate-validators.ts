// Build step (scripts/generate-validators.mjs, run by `pnpm build` after tsc): ajv's standalone
// code for every operation's request validators, one module set per document, written to
// dist/generated/validators/. The validators are compiled by the same `createSpecAjv` the
// emulator falls back to at run time, so generated and compiled validators are the same code.
// Never edited by hand, never committed: the build makes them again from the document.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { _ } from "ajv";
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import { parse as parseYaml } from "yaml";
import { DOCUMENT_SCHEMA_ID, formatsModuleSource } from "#spec/ajv";
import { createSpecAjv, parametersSchema } from "./ajv-compile.js";
import type { ApiDocumentName } from "./api-document.js";
import { sha256Hex } from "./api-document.js";
import type { OpenApiDocument } from "./openapi-document.js";
import { readOperations } from "./operations.js";

// CommonJS with a `default` property, as ajv itself (see ajv-compile.ts).
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ??
  standaloneCodeModule) as typeof standaloneCodeModule.default;

export interface GeneratedFiles {
  /** File name (inside the output folder) to its text. */
  [file: string]: string;
}

/** ajv's CommonJS standalone code for `exports`, in a scope of its own (names repeat). */
function scoped(code: string): string {
  return `(function () {\n  const exports = {};\n  ${code}\n  return exports;\n})()`;
}

/**
 * The modules of one document: `<name>.js`, the index the emulator imports at start (the
 * document's hash, a YAML document parsed, and the file of each operation), and one small
 * CommonJS module per operation (`<name>/<index>.cjs`) that the emulator requires on the
 * operation's first request. Loading every validator at start cost ~40 ms of the 300 ms the
 * emulator has to be ready in; one operation's module loads in about a millisecond.
 */
export function generateValidatorModules(
  name: ApiDocumentName,
  sourcePath: string,
): GeneratedFiles {
  const text = readFileSync(sourcePath, "utf8");
  const json = sourcePath.endsWith(".json");
  const document = (json ? JSON.parse(text) : parseYaml(text)) as OpenApiDocument;
  const operations = readOperations(document);
  // Required from `<name>/<index>.cjs`, so the shared formats module is one folder up.
  const code = { source: true, esm: false, formats: _`require("../formats.cjs")` };
  const coercing = createSpecAjv(document, { coerce: true, code });
  const strict = createSpecAjv(document, { coerce: false, code });
  const header = `// Generated from ${name === "public" ? "the bundled spec" : `the ${name} API document`} by apps/emulator/src/spec/generate-validators.ts. Do not edit.\n`;
  const files: GeneratedFiles = {};
  const entries: string[] = [];
  operations.forEach((operation, index) => {
    const parameterExports: Record<string, string> = {};
    for (const location of ["path", "query"] as const) {
      const schema = parametersSchema(operation, location);
      if (!schema) continue;
      const key = `${location}${index}`;
      coercing.addSchema(schema, key);
      parameterExports[location] = key;
    }
    const bodyExports: Record<string, string> = {};
    if (operation.body) {
      const key = `body${index}`;
      strict.addSchema({ $ref: `${DOCUMENT_SCHEMA_ID}${operation.body.schemaPointer}` }, key);
      bodyExports.body = key;
    }
    const parts = [
      Object.keys(parameterExports).length > 0
        ? `const parameters = ${scoped(standaloneCode(coercing, parameterExports))};`
        : "const parameters = {};",
      Object.keys(bodyExports).length > 0
        ? `const bodies = ${scoped(standaloneCode(strict, bodyExports))};`
        : "const bodies = {};",
      "module.exports = { path: parameters.path, query: parameters.query, body: bodies.body };",
    ];
    const file = `${name}/${index}.cjs`;
    files[file] = `${header}// ${operation.operationId}\n"use strict";\n${parts.join("\n")}\n`;
    entries.push(`  ${JSON.stringify(operation.operationId)}: ${JSON.stringify(`./${file}`)},`);
  });
  files[`${name}.js`] = [
    header,
    `export const SOURCE_SHA256 = ${JSON.stringify(sha256Hex(text))};`,
    // The parsed document of a YAML source, so that starting needs no YAML parser.
    ...(json ? [] : [`export const DOCUMENT = ${jsonValue(document)};`]),
    // What the emulator reads from the document, so that starting does not parse it at all.
    `export const OPERATIONS = ${jsonValue(operations)};`,
    "/** Each operation's validator module, relative to this file. */",
    "export const VALIDATOR_FILES = {",
    ...entries,
    "};",
    "",
  ].join("\n");
  return files;
}

/**
 * A value as code that JSON.parse builds: V8 parses JSON text faster than the same object literal
 * (the public document's operations loaded in 2.8 against 4.0 ms of CPU, Node 20).
 */
function jsonValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/** Writes the modules of every document (and the formats they share) into `directory`. */
export function writeValidatorModules(
  directory: URL,
  sources: ReadonlyArray<{ name: ApiDocumentName; path: string }>,
): string[] {
  const folder = fileURLToPath(directory);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // The spec's formats (@cloud-api/spec/ajv), as the run-time `createSpecAjv` registers them.
  const files: GeneratedFiles = {
    "formats.cjs": formatsModuleSource(
      "// Generated by apps/emulator/src/spec/generate-validators.ts. Do not edit.",
    ),
  };
  for (const source of sources) {
    Object.assign(files, generateValidatorModules(source.name, source.path));
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), content);
  }
  return Object.keys(files);
}

/** The documents the emulator serves, where it reads them at run time. */
export async function emulatorDocumentSources(): Promise<
  Array<{ name: ApiDocumentName; path: string }>
> {
  const { MOUNT_DOCUMENTS } = await import("../mounts/documents.js");
  return Object.entries(MOUNT_DOCUMENTS).map(([name, path]) => ({ name, path: path() }));
}
