import { ACTIONS, type ActionRecord } from "../actions/action-engine.js";
import { notFound } from "../http/api-error.js";
import type { HandlerTable, RequestContext } from "../http/operation-handler.js";
import { filterByValues, listResponse } from "../list/list-response.js";
import { pathId, viewAction } from "./shared.js";

export function projectActions(context: RequestContext): ActionRecord[] {
  return context.services.store
    .list<ActionRecord>(ACTIONS)
    .filter((action) => action.project === context.project);
}

function touches(action: ActionRecord, type: string, id?: number): boolean {
  return action.resources.some(
    (resource) => resource.type === type && (id === undefined || resource.id === id),
  );
}

function listActions(context: RequestContext, actions: ActionRecord[]) {
  let views = actions.map((action) => viewAction(context, action));
  views = filterByValues(views, context.query.id, (view) => view.id);
  views = filterByValues(views, context.query.status, (view) => view.status);
  return listResponse(context, "actions", views);
}

interface ListingOperationIds {
  /** `GET /<res>/actions` */
  listAll: string;
  /** `GET /<res>/actions/{id}` */
  getOne: string;
  /** `GET /<res>/{id}/actions` */
  listFor: string;
  /** `GET /<res>/{id}/actions/{action_id}` (deprecated) */
  getFor: string;
}

/**
 * The four action listings every resource kind with actions has. `assertResource` throws 404
 * for a resource the caller cannot see.
 */
export function actionListingHandlers(
  type: string,
  ids: ListingOperationIds,
  assertResource: (context: RequestContext, id: number) => void,
): HandlerTable {
  return {
    [ids.listAll]: (context) =>
      listActions(
        context,
        projectActions(context).filter((action) => touches(action, type)),
      ),
    [ids.getOne]: (context) => {
      const id = pathId(context);
      const action = projectActions(context).find(
        (entry) => entry.id === id && touches(entry, type),
      );
      if (!action) throw notFound("action", id);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
    [ids.listFor]: (context) => {
      const id = pathId(context);
      assertResource(context, id);
      return listActions(
        context,
        projectActions(context).filter((action) => touches(action, type, id)),
      );
    },
    [ids.getFor]: (context) => {
      const id = pathId(context);
      assertResource(context, id);
      const actionId = pathId(context, "action_id");
      const action = projectActions(context).find(
        (entry) => entry.id === actionId && touches(entry, type, id),
      );
      if (!action) throw notFound("action", actionId);
      return { status: 200, body: { action: viewAction(context, action) } };
    },
  };
}
