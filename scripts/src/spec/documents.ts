// The API documents the gate and the changelog cover: exactly @cloud-api/spec's list
// (spec/scripts/documents.mjs), so a further document is compared, ignored and logged without
// a change here. Where a file says nothing about its API (an ignore entry, a changelog entry
// without `api`), it means the first document, the Cloud API.
import { SPEC_DOCUMENTS, type SpecDocument, type SpecDocumentId } from "@cloud-api/spec/documents";
import type { OpenApiDocument } from "../openapi/document.js";

export type ApiId = SpecDocumentId;
export type ApiDocument = SpecDocument;

/** Bundled documents by API id; a document a tree does not have is absent. */
export type ApiBundles = Partial<Record<ApiId, OpenApiDocument>>;

/** Every API document, the Cloud API first. */
export const API_DOCUMENTS: readonly ApiDocument[] = SPEC_DOCUMENTS;

/** The API of an entry or a finding that does not name one. */
export const DEFAULT_API: ApiId = (SPEC_DOCUMENTS[0] as ApiDocument).id;

export function isApiId(id: unknown): id is ApiId {
  return API_DOCUMENTS.some((document) => document.id === id);
}

/** The document `api` names; throws, naming the known ids, for any other. */
export function apiDocument(api: string): ApiDocument {
  const found = API_DOCUMENTS.find((document) => document.id === api);
  if (!found) {
    throw new Error(`unknown API \`${api}\`; known: ${knownApis()}`);
  }
  return found;
}

/** `Cloud API`, `Hetzner API`: how reports name an API. */
export function apiTitle(api: string): string {
  return API_DOCUMENTS.find((document) => document.id === api)?.title ?? api;
}

export function knownApis(): string {
  return API_DOCUMENTS.map((document) => document.id).join(", ");
}
