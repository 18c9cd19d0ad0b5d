import { protectedError } from "../../http/api-error.js";
import type { StoredRecord } from "../../store/store.js";
import type { HandlerResult, RequestWithId } from "./operation.js";
import { assertNotLocked, saveWithAction } from "./record-actions.js";
import type { ResourceKind } from "./resource-kind.js";

/** 423 `protected` when the record's delete protection is on. */
export function assertDeletable(
  kind: string,
  record: { id: number; protection: { delete: boolean } },
): void {
  if (record.protection.delete) throw protectedError(kind, record.id);
}

/** `POST /<resources>/{id}/actions/change_protection` for kinds with only delete protection. */
export function changeDeleteProtectionHandler<
  R extends StoredRecord & { protection: { delete: boolean } },
>(
  kind: ResourceKind<R>,
): (context: RequestWithId & { body: { delete?: boolean } }) => HandlerResult {
  return (context) => {
    const record = kind.find(context);
    assertNotLocked(context, kind.type, record.id);
    if (typeof context.body.delete === "boolean") {
      record.protection = { delete: context.body.delete };
    }
    return saveWithAction(context, kind.collection, kind.type, record, "change_protection");
  };
}
