// The gate over every API document of @cloud-api/spec: each document's base and head are
// compared with `compareSpecs`, and every finding names its API. A document missing on one side
// is compared with an empty one, so a document that is new since the base is all
// `operation-added` (compatible), and one that is gone is all `operation-removed` (breaking).
// A component shared by two documents is bundled into each of them, so its change is reported
// once per document that uses it, by that document's operations.
import type { OpenApiDocument } from "../openapi/document.js";
import { API_DOCUMENTS, type ApiBundles, type ApiId } from "../spec/documents.js";
import type { Change } from "./change.js";
import { type CompareOptions, compareSpecs } from "./compare.js";

export type { ApiBundles };

/**
 * How a document fared: `compared` when both sides have it (changed or not), `added` when only
 * the head has it, `removed` when only the base does.
 */
export type ApiStatus = "compared" | "added" | "removed";

export interface ApiComparison {
  api: ApiId;
  /** `Hetzner API`. */
  title: string;
  /** Root file of the split document, relative to the repository root (`spec/hetzner-api.yaml`). */
  source: string;
  status: ApiStatus;
}

export interface ApisComparison {
  /** The documents either side has, in the list's order. */
  apis: ApiComparison[];
  changes: Change[];
}

/** What a document that does not exist on one side is compared as: no operation at all. */
const NO_DOCUMENT: OpenApiDocument = { openapi: "3.1.0", paths: {} };

export function compareApis(
  base: ApiBundles,
  head: ApiBundles,
  options: Omit<CompareOptions, "api"> = {},
): ApisComparison {
  const apis: ApiComparison[] = [];
  const changes: Change[] = [];
  for (const document of API_DOCUMENTS) {
    const before = base[document.id];
    const after = head[document.id];
    if (before === undefined && after === undefined) continue;
    apis.push({
      api: document.id,
      title: document.title,
      source: `spec/${document.source}`,
      status: before === undefined ? "added" : after === undefined ? "removed" : "compared",
    });
    changes.push(
      ...compareSpecs(before ?? NO_DOCUMENT, after ?? NO_DOCUMENT, {
        ...options,
        api: document.id,
      }),
    );
  }
  return { apis, changes };
}
