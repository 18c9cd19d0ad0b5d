import { existsSync, readFileSync } from "node:fs";
import { SPEC_DOCUMENTS, type SpecDocumentId, specDocument } from "../../scripts/documents.mjs";
import type { OpenApiDocument } from "./openapi.js";

/** Every public API document of the package (scripts/documents.mjs), the Cloud API first. */
export const DOCUMENTS = SPEC_DOCUMENTS;

/**
 * Reads the bundle of one document (default: the Cloud API, spec/dist/openapi.json). Through
 * turbo (the test command, `pnpm turbo run test`) the `bundle` task runs before the tests (test
 * -> build -> bundle) and keeps it current; running vitest directly, bundle first. The tests no
 * longer bundle themselves: the bundle rewrites the file in place, and other packages' tests
 * read it at the same time.
 */
export function loadBundle(id: SpecDocumentId = "cloud"): OpenApiDocument {
  const path = specDocument(id).bundleJsonPath;
  if (!existsSync(path)) {
    throw new Error(`${path} does not exist; run \`pnpm --filter @cloud-api/spec bundle\``);
  }
  return JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
}
