import type { ActionRecord } from "../actions/action-engine.js";
import type { HandlerResult, OperationHandler, RequestContext } from "../http/operation-handler.js";
import type { StoredRecord } from "../store/store.js";
import type { ResourceKind } from "./resource-kind.js";
import { assertNotLocked, startAction, viewAction } from "./shared.js";

/** The `201 {"action": ...}` answer of an action endpoint. */
export function actionCreated(context: RequestContext, action: ActionRecord): HandlerResult {
  return { status: 201, body: { action: viewAction(context, action) } };
}

/**
 * Saves a record the handler has just changed and answers with the action that reports the
 * change on that one resource (`change_protection`, `add_route`, `change_dns_ptr`, ...).
 */
export function saveWithAction(
  context: RequestContext,
  collection: string,
  type: string,
  record: StoredRecord,
  command: string,
): HandlerResult {
  context.services.store.put(collection, record);
  return actionCreated(context, startAction(context, command, [{ id: record.id, type }]));
}

/** `POST /<resources>/{id}/actions/change_protection` for kinds with only delete protection. */
export function changeDeleteProtectionHandler<
  R extends StoredRecord & { protection: { delete: boolean } },
>(kind: ResourceKind<R>): OperationHandler {
  return (context) => {
    const record = kind.find(context);
    assertNotLocked(context, kind.type, record.id);
    const body = (context.body ?? {}) as { delete?: boolean };
    if (typeof body.delete === "boolean") record.protection = { delete: body.delete };
    return saveWithAction(context, kind.collection, kind.type, record, "change_protection");
  };
}
