import { readFileSync } from "node:fs";
import { publicApiDocumentAsset } from "../assets.js";

/** The bundled OpenAPI document, as plain JSON. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
};

export function defaultSpecPath(): string {
  return publicApiDocumentAsset();
}

export function loadOpenApiDocument(path = defaultSpecPath()): OpenApiDocument {
  const document = JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
  if (typeof document.paths !== "object" || document.paths === null) {
    throw new Error(`${path} is not an OpenAPI document: it has no 'paths'`);
  }
  return document;
}

function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Reads a value by a local JSON pointer (`#/components/...`). */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith("#")) throw new Error(`only local $refs are supported, got '${pointer}'`);
  let current: unknown = document;
  for (const raw of pointer.slice(1).split("/").slice(1)) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[unescapePointerToken(raw)];
  }
  return current;
}

/** Follows `$ref` chains; returns the target and the pointer where it really lives. */
export function dereference(
  document: unknown,
  value: unknown,
  pointer: string,
): { value: unknown; pointer: string } {
  let current = value;
  let at = pointer;
  for (let hops = 0; hops < 20; hops += 1) {
    if (typeof current !== "object" || current === null || !("$ref" in current)) break;
    const ref = (current as { $ref: unknown }).$ref;
    if (typeof ref !== "string") break;
    at = ref;
    current = resolvePointer(document, ref);
  }
  return { value: current, pointer: at };
}
