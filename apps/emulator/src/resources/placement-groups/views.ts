import type { AnyRequest, Schemas } from "../kit/operation.js";
import { memberIds } from "./domain.js";
import type { PlacementGroupRecord } from "./records.js";

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
