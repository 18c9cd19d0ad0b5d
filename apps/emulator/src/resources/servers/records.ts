import type { StoredRecord } from "../../store/store.js";

export interface PrivateNetEntry {
  network: number;
  ip: string;
  alias_ips: string[];
  mac_address: string;
}

export interface ServerRecord extends StoredRecord {
  name: string;
  status:
    | "running"
    | "initializing"
    | "starting"
    | "stopping"
    | "off"
    | "deleting"
    | "migrating"
    | "rebuilding"
    | "unknown";
  created: string;
  serverTypeId: number;
  locationId: number;
  imageId: number | null;
  isoId: number | null;
  rescueEnabled: boolean;
  backupWindow: string | null;
  protection: { delete: boolean; rebuild: boolean };
  labels: Record<string, string>;
  privateNet: PrivateNetEntry[];
  primaryDiskSize: number;
  /** Null when in none (older records without it are upgraded: upgrade.ts). */
  placementGroupId: number | null;
}
