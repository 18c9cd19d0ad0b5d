import { conflictState } from "../../http/api-error.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { HandlerTable, ResponseBody } from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { memberIds, type PlacementGroupRecord, placementGroups } from "./domain.js";
import { viewPlacementGroup } from "./views.js";

const PLACEMENT_GROUP: NamedKind<
  PlacementGroupRecord,
  typeof COLLECTIONS.placementGroups,
  "placement_group"
> = { ...placementGroups, view: viewPlacementGroup };

export const placementGroupHandlers = {
  list_placement_groups: (context) =>
    listResponse(
      context,
      "placement_groups",
      filterByValues(placementGroups.list(context), context.query.type, (group) => group.type),
      { view: (record) => viewPlacementGroup(context, record) },
    ),
  create_placement_group: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.placementGroups, "placement group", body.name);
    const record: PlacementGroupRecord = {
      id: context.services.store.nextId(COLLECTIONS.placementGroups),
      project: context.project,
      name: body.name,
      type: body.type,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    context.services.store.put(COLLECTIONS.placementGroups, record);
    return {
      status: 201,
      body: {
        placement_group: viewPlacementGroup(context, record),
        // Decision: creating a group runs no action (the field is optional and nullable).
        action: null,
      } satisfies ResponseBody<"create_placement_group">,
    };
  },
  get_placement_group: getHandler(PLACEMENT_GROUP),
  update_placement_group: updateHandler(PLACEMENT_GROUP),
  delete_placement_group: (context) => {
    const record = PLACEMENT_GROUP.find(context);
    // Decision: a group with members is not deleted (nothing is changed behind the caller's
    // back); the servers leave it with remove_from_placement_group or by being deleted.
    const members = memberIds(context, record.id);
    if (members.length > 0) {
      throw conflictState(
        "resource_in_use",
        `placement group ${record.id} still has servers ${members.join(", ")}; remove them first`,
      );
    }
    context.services.store.remove(COLLECTIONS.placementGroups, record.id);
    return { status: 204 };
  },
} satisfies Partial<HandlerTable>;
