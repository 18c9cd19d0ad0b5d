import type { StoredRecord } from "../../store/store.js";

/** Members are not kept here: servers point at their group (`ServerRecord.placementGroupId`). */
export interface PlacementGroupRecord extends StoredRecord {
  name: string;
  type: "spread";
  labels: Record<string, string>;
  created: string;
}
