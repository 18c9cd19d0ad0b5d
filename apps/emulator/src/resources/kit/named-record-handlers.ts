import type { StoredRecord } from "../../store/store.js";
import type { AnyRequest, HandlerResult, RequestWithId } from "./operation.js";
import { assertUniqueName } from "./owned-records.js";
import type { ResourceKind } from "./resource-kind.js";

interface NamedRecord extends StoredRecord {
  name: string;
  labels: Record<string, string>;
}

/** The fields every update body may have. */
export interface NameAndLabels {
  name?: string | null;
  labels?: Record<string, string>;
}

/** A kind whose records have a unique name and labels, and the API object a record shows as. */
export interface NamedKind<
  R extends NamedRecord,
  C extends string = string,
  T extends string = string,
> extends ResourceKind<R, C, T> {
  view: (context: AnyRequest, record: R) => unknown;
}

/** `GET /<resources>/{id}`: `200 {"<type>": view}`. */
export function getHandler<R extends NamedRecord>(
  kind: NamedKind<R>,
): (context: RequestWithId) => HandlerResult {
  return (context) => ({
    status: 200,
    body: { [kind.type]: kind.view(context, kind.find(context)) },
  });
}

/**
 * `PUT /<resources>/{id}`: a new unique name and/or a replacing label set, plus the kind's own
 * updatable fields (`applyOther`); `200 {"<type>": view}`.
 */
export function updateHandler<R extends NamedRecord, B extends NameAndLabels>(
  kind: NamedKind<R>,
  applyOther: (record: R, body: B) => void = () => {},
): (context: RequestWithId & { body: B }) => HandlerResult {
  return (context) => {
    const record = kind.find(context);
    const body = context.body;
    applyNameAndLabels(context, kind.collection, kind.label, record, body);
    applyOther(record, body);
    context.services.store.put(kind.collection, record);
    return { status: 200, body: { [kind.type]: kind.view(context, record) } };
  };
}

/** Applies `name`, `labels` (replacing the set) and other scalar fields of a PUT body. */
export function applyNameAndLabels(
  context: AnyRequest,
  collection: string,
  kind: string,
  record: StoredRecord & { name?: string | null; labels: Record<string, string> },
  body: NameAndLabels,
): void {
  if (typeof body.name === "string" && body.name !== record.name) {
    assertUniqueName(context, collection, kind, body.name, record.id);
    record.name = body.name;
  }
  if (body.labels) record.labels = { ...body.labels };
}
