import { actionStatus } from "../../actions/action-engine.js";
import type { AnyRequest } from "../kit/operation.js";
import type { Sortable } from "../kit/sort.js";
import type { ActionRecord, ActionView } from "./records.js";

/** The API's Action object at the request's time (status and progress follow the clock). */
export function viewAction(context: AnyRequest, action: ActionRecord): ActionView {
  return context.services.actions.view(action, context.nowMs);
}

/**
 * An action's list fields as the API shows them: `status` and `finished` follow the clock, so
 * they are derived here as in the view, without building it.
 */
export function actionField(
  context: AnyRequest,
): (action: ActionRecord, field: string) => Sortable {
  return (action, field) => {
    const endMs = action.startedMs + action.durationMs;
    const done = action.settled || context.nowMs >= endMs;
    switch (field) {
      case "status":
        return actionStatus(action, done);
      case "started":
        return action.startedMs;
      case "finished":
        return done ? endMs : null;
      default:
        return (action as unknown as Record<string, Sortable>)[field];
    }
  };
}
