// One difference between the base and the head spec, as the gate and the changelog see it.

export type ChangeKind =
  | "operation-added"
  | "operation-removed"
  | "operation-deprecated"
  | "operation-id-changed"
  | "security-changed"
  | "parameter-added"
  | "parameter-removed"
  | "parameter-now-required"
  | "parameter-now-optional"
  | "request-body-added"
  | "request-body-removed"
  | "request-body-now-required"
  | "media-type-added"
  | "media-type-removed"
  | "status-added"
  | "status-removed"
  | "header-removed"
  | "header-added"
  | "property-added"
  | "property-removed"
  | "property-now-required"
  | "property-now-optional"
  | "property-deprecated"
  | "additional-properties-closed"
  | "type-narrowed"
  | "type-widened"
  | "type-changed"
  | "enum-value-added"
  | "enum-value-removed"
  | "enum-added"
  | "enum-removed"
  | "bound-narrowed"
  | "bound-widened"
  | "variants-changed";

export interface Change {
  kind: ChangeKind;
  breaking: boolean;
  /** `POST /servers`, or `(document)` for changes outside any operation. */
  operation: string;
  /** JSON pointer in the head document (in the base document for removals). */
  pointer: string;
  /** What changed and, when breaking, why it breaks clients. */
  message: string;
}
