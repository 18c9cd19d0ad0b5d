import { conflictState, notFound } from "../../http/api-error.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { AnyRequest, HandlerTable, ResponseBody } from "../kit/operation.js";
import {
  assertUniqueName,
  findOwned,
  ownedRecords,
  requireReferenced,
} from "../kit/owned-records.js";
import { ownedKind } from "../kit/resource-kind.js";
import type { PlacementGroupRecord } from "./records.js";
import { memberIds, viewPlacementGroup } from "./views.js";

/**
 * Decision: a `spread` group holds at most this many servers (the real API's documented cap);
 * one more gives 422 `placement_error`, on `create_server` and on `add_to_placement_group`.
 */
export const SPREAD_GROUP_MAX_SERVERS = 10;

const PLACEMENT_GROUP: NamedKind<
  PlacementGroupRecord,
  typeof COLLECTIONS.placementGroups,
  "placement_group"
> = {
  ...ownedKind<PlacementGroupRecord, typeof COLLECTIONS.placementGroups, "placement_group">(
    COLLECTIONS.placementGroups,
    "placement_group",
    "placement group",
  ),
  view: viewPlacementGroup,
};

/** The caller's group with this id (another project's id is unknown, as for every resource). */
export function findPlacementGroup(
  context: AnyRequest,
  id: number,
): PlacementGroupRecord | undefined {
  return findOwned<PlacementGroupRecord>(context, COLLECTIONS.placementGroups, id);
}

/** The target of `add_to_placement_group`: 404 not_found when the project has no such group. */
export function requirePlacementGroup(context: AnyRequest, id: number): PlacementGroupRecord {
  const group = findPlacementGroup(context, id);
  if (!group) throw notFound("placement_group", id);
  return group;
}

/** A group named in a create body: 422 invalid_input naming the field when unknown. */
export function referencedPlacementGroup(
  context: AnyRequest,
  id: number,
  field: string,
): PlacementGroupRecord {
  return requireReferenced<PlacementGroupRecord>(
    context,
    COLLECTIONS.placementGroups,
    "placement group",
    id,
    field,
  );
}

/** 422 `placement_error` when one more server would break the group's rule (its size cap). */
export function assertRoomInPlacementGroup(context: AnyRequest, group: PlacementGroupRecord): void {
  const members = memberIds(context, group.id).length;
  if (members >= SPREAD_GROUP_MAX_SERVERS) {
    throw conflictState(
      "placement_error",
      `placement group ${group.id} already has ${members} servers, the most a ${group.type} group holds`,
    );
  }
}

export const placementGroupHandlers = {
  list_placement_groups: (context) =>
    listResponse(
      context,
      "placement_groups",
      filterByValues(
        ownedRecords<PlacementGroupRecord>(context, COLLECTIONS.placementGroups),
        context.query.type,
        (group) => group.type,
      ),
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
