import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { ServerRecord } from "../servers/records.js";
import type { PlacementGroupRecord } from "./records.js";
/** Ids of the project's servers in the group, ascending. */
export function memberIds(context: AnyRequest, groupId: number): number[] {
  return lookupOwned<ServerRecord>(context, COLLECTIONS.servers, INDEX.placementGroup, groupId).map(
    (server) => server.id,
  );
}

export function viewPlacementGroup(
  context: AnyRequest,
  record: PlacementGroupRecord,
): Schemas["PlacementGroup"] {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    type: record.type,
    created: record.created,
    servers: memberIds(context, record.id),
  };
}
