import { SPEC_DOCUMENTS, type SpecDocument } from "@cloud-api/spec/documents";
import { loadSpecDocument } from "@cloud-api/spec/reader";
import { listOperations, type SpecOperation } from "./openapi.js";
import type { TargetInfo } from "./target.js";

/** A public API document the target serves, and where. */
export interface ServedApi {
  document: SpecDocument;
  baseUrl: string;
}

/** The documents of `@cloud-api/spec/documents` the target serves, in that list's order. */
export function servedApis(target: Pick<TargetInfo, "apiBaseUrls">): ServedApi[] {
  return SPEC_DOCUMENTS.flatMap((document) => {
    const baseUrl = target.apiBaseUrls[document.id];
    return baseUrl ? [{ document, baseUrl }] : [];
  });
}

/** The documents the target does not serve: named in the report, not required by coverage. */
export function unservedApis(target: Pick<TargetInfo, "apiBaseUrls">): SpecDocument[] {
  return SPEC_DOCUMENTS.filter((document) => !target.apiBaseUrls[document.id]);
}

/** Every operation of every document the target serves: the coverage the run must reach. */
export function servedOperations(target: Pick<TargetInfo, "apiBaseUrls">): SpecOperation[] {
  return servedApis(target).flatMap(({ document }) =>
    listOperations(loadSpecDocument(document.id)),
  );
}
