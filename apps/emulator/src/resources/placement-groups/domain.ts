// The placement groups family's API to the other families: its typed collection, the room a
// group has for one more server, and a group as a server shows it.
import { conflictState } from "../../http/api-error.js";
import { COLLECTIONS } from "../kit/collections.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import { serversInPlacementGroup } from "../servers/domain.js";
import type { PlacementGroupRecord } from "./records.js";
import { viewPlacementGroup } from "./views.js";

export type { PlacementGroupRecord };

export const placementGroups = ownedKind<
  PlacementGroupRecord,
  typeof COLLECTIONS.placementGroups,
  "placement_group"
>(COLLECTIONS.placementGroups, "placement_group", "placement group");

/**
 * Decision: a `spread` group holds at most this many servers (the real API's documented cap);
 * one more gives 422 `placement_error`, on `create_server` and on `add_to_placement_group`.
 */
export const SPREAD_GROUP_MAX_SERVERS = 10;

/** Ids of the project's servers in the group, ascending. */
export function memberIds(context: AnyRequest, groupId: number): number[] {
  return serversInPlacementGroup(context, groupId).map((server) => server.id);
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

/** The group a server is in, as the server shows it (null when it is in none). */
export function placementGroupView(
  context: AnyRequest,
  id: number | null,
): Schemas["PlacementGroup"] | null {
  const group = id === null ? undefined : placementGroups.get(context, id);
  return group ? viewPlacementGroup(context, group) : null;
}
