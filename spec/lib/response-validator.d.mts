import type { DocumentLike } from "./reader.mjs";

/** Why a response does not conform to the spec, or undefined when it does. */
export type Nonconformance = string | undefined;

/** Validates responses against what the document says of each operation's status. */
export declare class ResponseValidator {
  constructor(document: DocumentLike);
  /**
   * The status must be documented for the operation, the body must match that response's JSON
   * schema (or be empty when it has no content), documented headers must match theirs and
   * required ones be present. Throws for an operation id the document does not have.
   */
  check(operationId: string, status: number, body: string, headers?: Headers): Nonconformance;
}
