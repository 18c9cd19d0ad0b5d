import type { StoredRecord } from "../../store/store.js";

export interface BoxAccessSettings {
  reachable_externally: boolean;
  samba_enabled: boolean;
  ssh_enabled: boolean;
  webdav_enabled: boolean;
  zfs_enabled: boolean;
}

export interface SubaccountAccessSettings {
  reachable_externally: boolean;
  samba_enabled: boolean;
  ssh_enabled: boolean;
  webdav_enabled: boolean;
  readonly: boolean;
}

export interface SnapshotPlan {
  max_snapshots: number;
  minute: number;
  hour: number;
  day_of_week: number | null;
  day_of_month: number | null;
}

/** A Storage Box. Its password and SSH keys are never stored: nothing reads them back. */
export interface StorageBoxRecord extends StoredRecord {
  name: string;
  typeId: number;
  locationId: number;
  accessSettings: BoxAccessSettings;
  snapshotPlan: SnapshotPlan | null;
  protection: { delete: boolean };
  labels: Record<string, string>;
  /** `initializing` until `create` ends, `locked` while `change_type` or `rollback_snapshot` runs. */
  status: "active" | "initializing" | "locked";
  username: string | null;
  server: string | null;
  system: string | null;
  /** The number the next subaccount's username ends in (`u1-sub1`, `u1-sub2`, ...). */
  nextSubaccount: number;
  created: string;
}

export interface StorageBoxSubaccountRecord extends StoredRecord {
  storageBox: number;
  name: string;
  username: string;
  server: string;
  homeDirectory: string;
  accessSettings: SubaccountAccessSettings;
  description: string;
  labels: Record<string, string>;
  created: string;
}

export interface StorageBoxSnapshotRecord extends StoredRecord {
  storageBox: number;
  name: string;
  description: string;
  isAutomatic: boolean;
  labels: Record<string, string>;
  created: string;
}
