// The emulator reads OpenAPI documents through @cloud-api/spec's reader (`#spec/reader`: the
// workspace package in the monorepo, its copy in assets/ when published; see package.json
// `imports`). This module names the emulator's default document and keeps the reader's
// pointer helpers under the names the emulator uses.
import { readDocumentFile, type OpenApiDocument as SpecOpenApiDocument } from "#spec/reader";
import { publicApiDocumentAsset } from "../assets.js";

export {
  dereference,
  escapePointerSegment as escapePointerToken,
  resolvePointer,
} from "#spec/reader";

/** A parsed OpenAPI document (JSON), as @cloud-api/spec's reader reads it. */
export type OpenApiDocument = SpecOpenApiDocument & {
  paths: NonNullable<SpecOpenApiDocument["paths"]>;
};

export function defaultSpecPath(): string {
  return publicApiDocumentAsset();
}

export function loadOpenApiDocument(path = defaultSpecPath()): OpenApiDocument {
  return readDocumentFile(path) as OpenApiDocument;
}
