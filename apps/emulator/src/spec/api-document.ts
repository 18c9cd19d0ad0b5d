// An OpenAPI document the emulator serves (the public API, the control API, the console API)
// with its operations and their request validators. Validators come from standalone code that
// `pnpm build` generates from the very same document (dist/generated/validators/), checked by
// the SHA-256 of the document's text; when there is none or it was made from another text (a
// test running the sources, a spec edited since the last build) each operation's validators
// are compiled by ajv on its first request instead. Compiling all of them at start took most
// of a second; loading the generated code takes a few milliseconds.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { ValidateFunction } from "ajv";
import type { OpenApiDocument } from "./openapi-document.js";
import type { OperationSpec } from "./operations.js";
import { integerNames, type OperationValidators } from "./validators.js";

/** A served document's name (src/mounts/documents.ts), also its generated module's file name. */
export type ApiDocumentName = string;

/** One operation's validators in a generated module (absent: nothing to check there). */
export interface GeneratedOperationValidators {
  path?: ValidateFunction;
  query?: ValidateFunction;
  body?: ValidateFunction;
}

/** What `dist/generated/validators/<name>.js` exports (see generate-validators.ts). */
export interface GeneratedValidatorModule {
  /** SHA-256 (hex) of the document's text the module was generated from. */
  SOURCE_SHA256: string;
  /** The parsed document, for YAML sources (so that starting needs no YAML parser). */
  DOCUMENT?: OpenApiDocument;
  /** By operationId: its CommonJS validator module, relative to the index module. */
  VALIDATOR_FILES: Record<string, string>;
  /** `readOperations` of the document, done at build. */
  OPERATIONS: OperationSpec[];
}

export interface ApiDocument {
  name: ApiDocumentName;
  document: OpenApiDocument;
  operations: OperationSpec[];
  /** `generated`: standalone code from the build; `compiled`: ajv, on each operation's first use. */
  validatorSource: "generated" | "compiled";
  /** The operation's validators (compiled on first call when not generated). */
  validators(operation: OperationSpec): OperationValidators;
}

/** SHA-256 (hex) of a text's UTF-8 bytes, or of bytes as read (the same digest for a UTF-8 file). */
export function sha256Hex(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Where `pnpm build` writes the generated modules, next to the compiled sources. */
export function generatedValidatorsUrl(name: ApiDocumentName): URL {
  return new URL(`../generated/validators/${name}.js`, import.meta.url);
}

async function importGenerated(
  name: ApiDocumentName,
  directory: URL | undefined,
): Promise<{ module: GeneratedValidatorModule; url: URL } | undefined> {
  const url = directory ? new URL(`${name}.js`, directory) : generatedValidatorsUrl(name);
  // Running from the sources (tests) there is no generated folder: that is not an error.
  if (!existsSync(fileURLToPath(url))) return undefined;
  return { module: (await import(url.href)) as GeneratedValidatorModule, url };
}

async function parseSource(path: string, text: string): Promise<OpenApiDocument> {
  if (path.endsWith(".json")) return JSON.parse(text) as OpenApiDocument;
  // Only when no generated module matches: the YAML parser costs ~50 ms to load.
  const { parse } = await import("yaml");
  return parse(text) as OpenApiDocument;
}

function withIntegers(
  operation: OperationSpec,
  found: GeneratedOperationValidators | undefined,
): OperationValidators {
  return {
    path: found?.path,
    query: found?.query,
    body: found?.body,
    integerParameters: {
      path: integerNames(operation, "path"),
      query: integerNames(operation, "query"),
    },
  };
}

const loaded = new Map<string, Promise<ApiDocument>>();

/**
 * Reads the document at `path` and finds its validators. Emulators started in one process
 * share the result (and the validators compiled so far) as long as the text is the same.
 * `generatedDirectory` overrides where generated modules are looked for (tests).
 */
export function loadApiDocument(
  name: ApiDocumentName,
  path: string,
  options: { generatedDirectory?: URL } = {},
): Promise<ApiDocument> {
  // Hashed as bytes: the generated module's digest is of the same bytes (a UTF-8 file), and the
  // text is decoded only where no generated module matches (decoding the public document cost
  // more CPU at start than hashing it).
  const bytes = readFileSync(path);
  const sha = sha256Hex(bytes);
  const key = `${name}\u0000${path}\u0000${sha}\u0000${options.generatedDirectory?.href ?? ""}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = buildApiDocument(name, path, bytes, sha, options.generatedDirectory);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

async function buildApiDocument(
  name: ApiDocumentName,
  path: string,
  bytes: Buffer,
  sha: string,
  generatedDirectory: URL | undefined,
): Promise<ApiDocument> {
  const found = await importGenerated(name, generatedDirectory);
  if (found && found.module.SOURCE_SHA256 === sha) {
    const generated = found.module;
    const operations = generated.OPERATIONS;
    // Validating needs only the operations: the parsed document (~3 MB for the public spec)
    // is neither parsed at start nor kept, but read for whoever asks for it.
    let document: OpenApiDocument | undefined = generated.DOCUMENT;
    const require = createRequire(found.url);
    const byOperation = new Map<string, OperationValidators>();
    return {
      name,
      get document() {
        document ??= JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
        return document;
      },
      operations,
      validatorSource: "generated",
      validators(operation) {
        let validators = byOperation.get(operation.operationId);
        if (!validators) {
          // Each operation's module is loaded on its first request (about a millisecond).
          const file = generated.VALIDATOR_FILES[operation.operationId];
          if (!file) throw new Error(`${name} API: no validators for ${operation.operationId}`);
          validators = withIntegers(operation, require(file) as GeneratedOperationValidators);
          byOperation.set(operation.operationId, validators);
        }
        return validators;
      },
    };
  }
  const document = await parseSource(path, bytes.toString("utf8"));
  // Loaded here only: it brings @cloud-api/spec's reader, which generated validators do not need.
  const { readOperations } = await import("./operations.js");
  const operations = readOperations(document);
  const { createSpecAjv, compileOperationValidators } = await import("./ajv-compile.js");
  let ajvs: {
    coercing: ReturnType<typeof createSpecAjv>;
    strict: ReturnType<typeof createSpecAjv>;
  };
  const compiled = new Map<string, OperationValidators>();
  return {
    name,
    document,
    operations,
    validatorSource: "compiled",
    validators(operation) {
      let found = compiled.get(operation.operationId);
      if (!found) {
        ajvs ??= {
          coercing: createSpecAjv(document, { coerce: true }),
          strict: createSpecAjv(document, { coerce: false }),
        };
        found = compileOperationValidators(operation, ajvs.coercing, ajvs.strict);
        compiled.set(operation.operationId, found);
      }
      return found;
    },
  };
}
