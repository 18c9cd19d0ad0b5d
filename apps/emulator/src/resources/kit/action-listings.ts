import { notFound } from "../../http/api-error.js";
import {
  ACTIONS,
  type ActionRecord,
  actionField,
  actionsTouching,
  viewAction,
} from "../actions/domain.js";
import { filterByValues, type ListQuery, type ListRequest, listResponse } from "./list-response.js";
import type { AnyRequest, HandlerResult, RequestWithId } from "./operation.js";
import { findOwned } from "./owned-records.js";

/** One of the caller's actions by id, if it touches `type` (and resource `id`, when given). */
function findActionTouching(
  context: AnyRequest,
  actionId: number,
  type: string,
  id?: number,
): ActionRecord | undefined {
  const action = findOwned<ActionRecord>(context, ACTIONS, actionId);
  const touches = action?.resources.some(
    (resource) => resource.type === type && (id === undefined || resource.id === id),
  );
  return touches ? action : undefined;
}

/** The filters of every action list. */
type ActionListRequest = ListRequest & {
  query: ListQuery & { id?: readonly number[]; status?: readonly string[] };
};

function listActions(context: ActionListRequest, actions: readonly ActionRecord[]) {
  const read = actionField(context);
  let matching = filterByValues(actions, context.query.id, (action) => action.id);
  matching = filterByValues(matching, context.query.status, (action) => read(action, "status"));
  return listResponse(context, "actions", matching, {
    view: (action) => viewAction(context, action),
    read,
  });
}

/** The four action listings of a kind with collection `C`, type `T` and path parameters `P`. */
export type ActionListings<C extends string, T extends string, P> = Record<
  `list_${C}_actions`,
  (context: ActionListRequest) => HandlerResult
> &
  Record<`get_${C}_action`, (context: RequestWithId) => HandlerResult> &
  Record<`list_${T}_actions`, (context: ActionListRequest & { params: P }) => HandlerResult> &
  Record<
    `get_${T}_action`,
    (context: AnyRequest & { params: P & { action_id: number } }) => HandlerResult
  >;

/**
 * The four action listings every resource kind with actions has, named after the kind:
 * `list_<collection>_actions`, `get_<collection>_action`, `list_<type>_actions` and the
 * deprecated `get_<type>_action`. `resourceIdFromPath` reads the resource the path names and
 * throws 404 for one the caller cannot see (by default: the kind's own lookup of `{id}`).
 */
export function actionListingHandlers<C extends string, T extends string, P = { id: number }>(
  kind: { collection: C; type: T },
  resourceIdFromPath: (context: AnyRequest & { params: P }) => number,
): ActionListings<C, T, P> {
  const type = kind.type;
  const listings = {
    [`list_${kind.collection}_actions`]: (context: ActionListRequest) =>
      listActions(context, actionsTouching(context, type)),
    [`get_${kind.collection}_action`]: (context: RequestWithId) => {
      const id = context.params.id;
      const action = findActionTouching(context, id, type);
      if (!action) throw notFound("action", id);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
    [`list_${type}_actions`]: (context: ActionListRequest & { params: P }) => {
      const id = resourceIdFromPath(context);
      return listActions(context, actionsTouching(context, type, id));
    },
    [`get_${type}_action`]: (context: AnyRequest & { params: P & { action_id: number } }) => {
      const id = resourceIdFromPath(context);
      const actionId = context.params.action_id;
      const action = findActionTouching(context, actionId, type, id);
      if (!action) throw notFound("action", actionId);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
  };
  // Computed keys widen to `string`; the four names above are exactly the mapped type's keys.
  return listings as ActionListings<C, T, P>;
}

/** `resourceIdFromPath` for kinds addressed by an integer `{id}`: the kind's own 404 lookup. */
export function byPathId(kind: {
  find: (context: RequestWithId) => { id: number };
}): (context: RequestWithId) => number {
  return (context) => kind.find(context).id;
}
