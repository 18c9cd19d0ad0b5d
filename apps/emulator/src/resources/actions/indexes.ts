import type { IndexDefinition } from "../../store/store.js";
import { INDEX, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned, ownedRecords } from "../kit/owned-records.js";
import { ACTIONS, type ActionRecord } from "./records.js";

/** The action index's key of one resource: `server:42`. */
export function resourceKey(type: string, id: number): string {
  return `${type}:${id}`;
}

export const actionIndexes: readonly IndexDefinition[] = [
  recordIndex<ActionRecord>(ACTIONS, INDEX.resource, (action) =>
    action.resources.map((resource) => resourceKey(resource.type, resource.id)),
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
  return lookupOwned<ActionRecord>(context, ACTIONS, INDEX.resource, resourceKey(type, id));
}
