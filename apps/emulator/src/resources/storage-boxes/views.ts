import type { AnyRequest } from "../kit/operation.js";
import { boxLocation } from "./domain.js";
import type { HetznerSchemas } from "./operation.js";
import type {
  StorageBoxRecord,
  StorageBoxSnapshotRecord,
  StorageBoxSubaccountRecord,
} from "./records.js";
import { storageBoxTypeById } from "./storage-box-types.js";

export function viewLocation(context: AnyRequest, id: number): HetznerSchemas["Location"] {
  const location = boxLocation(context, id);
  return {
    id: location.id,
    name: location.name,
    description: location.description,
    country: location.country,
    city: location.city,
    latitude: location.latitude,
    longitude: location.longitude,
    network_zone: location.network_zone,
  };
}

export function viewStorageBox(
  context: AnyRequest,
  record: StorageBoxRecord,
): HetznerSchemas["StorageBox"] {
  return {
    id: record.id,
    name: record.name,
    storage_box_type: storageBoxTypeById(record.typeId),
    location: viewLocation(context, record.locationId),
    access_settings: { ...record.accessSettings },
    snapshot_plan: record.snapshotPlan ? { ...record.snapshotPlan } : null,
    protection: { ...record.protection },
    labels: record.labels,
    status: record.status,
    username: record.username,
    server: record.server,
    system: record.system,
    // No data is ever written to an emulated box (spec/DECISIONS.md, Hetzner API row 8).
    stats: { size: 0, size_data: 0, size_snapshots: 0 },
    created: record.created,
  };
}

export function viewSubaccount(
  record: StorageBoxSubaccountRecord,
): HetznerSchemas["StorageBoxSubaccount"] {
  return {
    id: record.id,
    storage_box: record.storageBox,
    name: record.name,
    username: record.username,
    server: record.server,
    home_directory: record.homeDirectory,
    access_settings: { ...record.accessSettings },
    description: record.description,
    labels: record.labels,
    created: record.created,
  };
}

export function viewSnapshot(
  record: StorageBoxSnapshotRecord,
): HetznerSchemas["StorageBoxSnapshot"] {
  return {
    id: record.id,
    storage_box: record.storageBox,
    name: record.name,
    description: record.description,
    stats: { size: 0, size_filesystem: 0 },
    is_automatic: record.isAutomatic,
    labels: record.labels,
    created: record.created,
  };
}
