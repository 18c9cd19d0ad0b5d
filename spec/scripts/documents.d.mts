/** One public API document of @cloud-api/spec (scripts/documents.mjs). */
export interface SpecDocument {
  /** Short id used across the repository: `cloud` or `hetzner`. */
  readonly id: SpecDocumentId;
  /** `info.title` of the document: `Cloud API`, `Hetzner API`. */
  readonly title: string;
  /** The real API's base URL, version included (`https://api.hetzner.com/v1`). */
  readonly baseUrl: string;
  /** Root file of the hand-written document, relative to the package (`hetzner-api.yaml`). */
  readonly source: string;
  /** Base name of the bundle and the generated types (`openapi`, `hetzner-api`). */
  readonly name: string;
  readonly sourcePath: string;
  /** `dist/<name>.json` (also exported as `@cloud-api/spec/<name>.json`). */
  readonly bundleJsonPath: string;
  readonly bundleYamlPath: string;
  /** `generated/<name>.d.ts`. */
  readonly typesPath: string;
}

export type SpecDocumentId = "cloud" | "hetzner";

/** Every public API document, the Cloud API first. */
export declare const SPEC_DOCUMENTS: readonly SpecDocument[];

/** The document with this id; throws naming the known ids otherwise. */
export declare function specDocument(id: string): SpecDocument;
