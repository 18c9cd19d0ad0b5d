import { notFound } from "../../http/api-error.js";
import type { HandlerTable } from "../kit/operation.js";
import { findOwned } from "../kit/owned-records.js";
import { ACTIONS, type ActionRecord } from "./records.js";
import { viewAction } from "./views.js";

/** `GET /actions?id=` (by id only, no pagination) and `GET /actions/{id}`. */
export const actionHandlers = {
  get_actions: (context) => {
    const ids = Array.isArray(context.query.id) ? context.query.id : [];
    // In id order, each once, as a filter over the project's actions would give them.
    const actions = [...new Set(ids.map(Number))]
      .sort((a, b) => a - b)
      .flatMap((id) => findOwned<ActionRecord>(context, ACTIONS, id) ?? [])
      .map((action) => viewAction(context, action));
    return { status: 200, body: { actions } };
  },
  get_action: (context) => {
    const id = context.params.id;
    const action = findOwned<ActionRecord>(context, ACTIONS, id);
    if (!action) throw notFound("action", id);
    return { status: 200, body: { action: viewAction(context, action) } };
  },
} satisfies Partial<HandlerTable>;
