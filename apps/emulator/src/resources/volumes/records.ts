import type { StoredRecord } from "../../store/store.js";

export interface VolumeRecord extends StoredRecord {
  name: string;
  created: string;
  /** The attached server, or null when detached. */
  serverId: number | null;
  locationId: number;
  /** GB; an integer at creation, any larger number after a resize. */
  size: number;
  protection: { delete: boolean };
  labels: Record<string, string>;
  status: "available" | "creating";
  format: "xfs" | "ext4" | null;
}
