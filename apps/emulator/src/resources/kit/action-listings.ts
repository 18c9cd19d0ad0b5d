import { notFound } from "../../http/api-error.js";
import type { HandlerTable, RequestContext } from "../../http/operation-handler.js";
import type { StoredRecord } from "../../store/store.js";
import { actionsTouching } from "../actions/indexes.js";
import { ACTIONS, type ActionRecord } from "../actions/records.js";
import { actionField, viewAction } from "../actions/views.js";
import { filterByValues, listResponse } from "./list-response.js";
import { findOwned, pathId } from "./owned-records.js";
import type { ResourceKind } from "./resource-kind.js";

/** One of the caller's actions by id, if it touches `type` (and resource `id`, when given). */
function findActionTouching(
  context: RequestContext,
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

function listActions(context: RequestContext, actions: readonly ActionRecord[]) {
  const read = actionField(context);
  let matching = filterByValues(actions, context.query.id, (action) => action.id);
  matching = filterByValues(matching, context.query.status, (action) => read(action, "status"));
  return listResponse(context, "actions", matching, {
    view: (action) => viewAction(context, action),
    read,
  });
}

/**
 * The four action listings every resource kind with actions has, named after the kind:
 * `list_<collection>_actions`, `get_<collection>_action`, `list_<type>_actions` and the
 * deprecated `get_<type>_action`. `assertResource` throws 404 for a resource the caller cannot
 * see (by default: the kind's own lookup); `resourceIdFromPath` replaces both steps for kinds
 * not addressed by an integer `{id}`.
 */
export function actionListingHandlers(
  kind: Pick<ResourceKind<StoredRecord>, "collection" | "type" | "find">,
  assertResource: (context: RequestContext, id: number) => void = kind.find,
  /** The id of the resource the path names; by default the integer `{id}` (zones: `{id_or_name}`). */
  resourceIdFromPath: (context: RequestContext) => number = (context) => {
    const id = pathId(context);
    assertResource(context, id);
    return id;
  },
): HandlerTable {
  const type = kind.type;
  const ids = {
    listAll: `list_${kind.collection}_actions`,
    getOne: `get_${kind.collection}_action`,
    listFor: `list_${type}_actions`,
    getFor: `get_${type}_action`,
  };
  return {
    [ids.listAll]: (context) => listActions(context, actionsTouching(context, type)),
    [ids.getOne]: (context) => {
      const id = pathId(context);
      const action = findActionTouching(context, id, type);
      if (!action) throw notFound("action", id);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
    [ids.listFor]: (context) => {
      const id = resourceIdFromPath(context);
      return listActions(context, actionsTouching(context, type, id));
    },
    [ids.getFor]: (context) => {
      const id = resourceIdFromPath(context);
      const actionId = pathId(context, "action_id");
      const action = findActionTouching(context, actionId, type, id);
      if (!action) throw notFound("action", actionId);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
  };
}
