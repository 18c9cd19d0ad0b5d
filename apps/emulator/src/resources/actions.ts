import { notFound } from "../http/api-error.js";
import type { HandlerTable } from "../http/operation-handler.js";
import { projectActions } from "./action-listings.js";
import { pathId, viewAction } from "./shared.js";

/** `GET /actions?id=` (by id only, no pagination) and `GET /actions/{id}`. */
export const actionHandlers: HandlerTable = {
  get_actions: (context) => {
    const ids = Array.isArray(context.query.id) ? context.query.id : [];
    const actions = projectActions(context)
      .filter((action) => ids.includes(action.id))
      .map((action) => viewAction(context, action));
    return { status: 200, body: { actions } };
  },
  get_action: (context) => {
    const id = pathId(context);
    const action = projectActions(context).find((entry) => entry.id === id);
    if (!action) throw notFound("action", id);
    return { status: 200, body: { action: viewAction(context, action) } };
  },
};
