import type { IndexDefinition } from "../../store/store.js";
import { INDEX, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned, ownedRecords } from "../kit/owned-records.js";
import { ACTIONS, type ActionRecord } from "./records.js";

/**
 * Actions by the ids of the resources they touch. The key is the bare id, a number: a server
 * and a volume that share an id share a key, and a lookup keeps only the actions that touch the
 * right type. A `server:42` string per action would cost more memory than the actions' fields.
 */
export const actionIndexes: readonly IndexDefinition[] = [
  recordIndex<ActionRecord>(ACTIONS, INDEX.resource, (action) =>
    action.resources.map((resource) => resource.id),
  ),
];

/**
 * The caller's actions that touch one resource (by index), or any resource of a type: one pass
 * over the project's actions, which is what listing them all costs anyway.
 */
export function actionsTouching(context: AnyRequest, type: string, id?: number): ActionRecord[] {
  if (id === undefined) {
    return ownedRecords<ActionRecord>(context, ACTIONS).filter((action) =>
      action.resources.some((resource) => resource.type === type),
    );
  }
  return lookupOwned<ActionRecord>(context, ACTIONS, INDEX.resource, id).filter((action) =>
    action.resources.some((resource) => resource.type === type && resource.id === id),
  );
}
