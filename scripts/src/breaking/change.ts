// One difference between the base and the head spec, as the gate and the changelog see it.
import type { ApiId } from "../spec/documents.js";
import type { Level, RuleId } from "./rules.js";

/** A difference within one document, as the comparison of its operations finds it. */
export interface DocumentChange {
  /** Stable rule id (`request-parameter-removed`); see rules.ts and scripts/README.md. */
  id: RuleId;
  /**
   * The rule's level, except on draft and alpha operations, where breaking changes are
   * allowed and reported as info (the message says so).
   */
  level: Level;
  /** `POST /servers`, or `(document)` for changes outside any operation. */
  operation: string;
  /** JSON pointer in the head document (in the base document for removals), through `$ref`s. */
  pointer: string;
  /** What changed and, unless info, why it breaks clients: one line. */
  message: string;
  /**
   * The message without where it happened (`property \`name\` removed: ...`), for schema
   * findings: the changelog lists a change to a shared schema once with every operation.
   */
  summary?: string;
}

/** A finding: a difference and the API document it is in (findings name their API). */
export interface Change extends DocumentChange {
  /** The API document, by its id in `@cloud-api/spec/documents` (`cloud`, `hetzner`). */
  api: ApiId;
}

export function isBreaking(change: DocumentChange): boolean {
  return change.level === "error";
}
