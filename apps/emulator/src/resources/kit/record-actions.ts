// Actions started by a request on records: the lock they hold, how an action endpoint answers,
// and an action as the API shows it (the actions family's, for every family).
import { lockedError } from "../../http/api-error.js";
import type { StoredRecord } from "../../store/store.js";
import {
  type ActionEffect,
  type ActionError,
  type ActionRecord,
  type ActionResource,
  type ActionView,
  viewAction,
} from "../actions/domain.js";
import type { AnyRequest, HandlerResult } from "./operation.js";

export type { ActionEffect, ActionError, ActionRecord, ActionResource, ActionView };
export { viewAction };

export function assertNotLocked(context: AnyRequest, type: string, id: number): void {
  if (context.services.actions.isLocked(type, id)) throw lockedError(type, id);
}

export function startAction(
  context: AnyRequest,
  command: string,
  resources: ActionResource[],
  effects: ActionEffect[] = [],
): ActionRecord {
  return context.services.actions.start(
    context.project,
    command,
    resources,
    effects,
    context.nowMs,
  );
}

/** The `201 {"action": ...}` answer of an action endpoint. */
export function actionCreated(context: AnyRequest, action: ActionRecord): HandlerResult {
  return { status: 201, body: { action: viewAction(context, action) } };
}

/**
 * Saves a record the handler has just changed and answers with the action that reports the
 * change on that one resource (`change_protection`, `add_route`, `change_dns_ptr`, ...).
 */
export function saveWithAction(
  context: AnyRequest,
  collection: string,
  type: string,
  record: StoredRecord,
  command: string,
): HandlerResult {
  context.services.store.put(collection, record);
  return actionCreated(context, startAction(context, command, [{ id: record.id, type }]));
}
