// The Storage Boxes family's API to the other families (the console lists boxes): its typed
// collections, and a box's subaccounts and snapshots as the Hetzner API's paths name them
// (`/storage_boxes/{id}/subaccounts/{subaccount_id}`: another box's child is 404); the catalog's
// locations reach this family here.
import { notFound } from "../../http/api-error.js";
import { catalogOf, type Location, resolveLocation } from "../catalog/domain.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import type {
  StorageBoxRecord,
  StorageBoxSnapshotRecord,
  StorageBoxSubaccountRecord,
} from "./records.js";

export type { StorageBoxRecord, StorageBoxSnapshotRecord, StorageBoxSubaccountRecord };

export const storageBoxes = ownedKind<
  StorageBoxRecord,
  typeof COLLECTIONS.storageBoxes,
  "storage_box"
>(COLLECTIONS.storageBoxes, "storage_box", "Storage Box");

/** A location a request body names by id or name (unknown: 422 naming the field). */
export function locationOf(context: AnyRequest, value: string | number, field: string): Location {
  return resolveLocation(context, value, field);
}

/** A stored box's location (the catalog's entry). */
export function boxLocation(context: AnyRequest, id: number): Location {
  const location = catalogOf(context).locations.find((candidate) => candidate.id === id);
  if (!location) throw new Error(`catalog has no location ${id}`);
  return location;
}

export const SUBACCOUNT_TYPE = "storage_box_subaccount";
export const SNAPSHOT_TYPE = "storage_box_snapshot";

export function subaccountsOf(context: AnyRequest, box: number): StorageBoxSubaccountRecord[] {
  return context.services.store.lookup<StorageBoxSubaccountRecord>(
    COLLECTIONS.storageBoxSubaccounts,
    INDEX.storageBox,
    context.project,
    box,
  );
}

export function snapshotsOf(context: AnyRequest, box: number): StorageBoxSnapshotRecord[] {
  return context.services.store.lookup<StorageBoxSnapshotRecord>(
    COLLECTIONS.storageBoxSnapshots,
    INDEX.storageBox,
    context.project,
    box,
  );
}

export function findSubaccount(
  context: AnyRequest,
  box: number,
  id: number,
): StorageBoxSubaccountRecord {
  const record = context.services.store.get<StorageBoxSubaccountRecord>(
    COLLECTIONS.storageBoxSubaccounts,
    id,
  );
  if (!record || record.project !== context.project || record.storageBox !== box) {
    throw notFound(SUBACCOUNT_TYPE, id);
  }
  return record;
}

export function findSnapshot(
  context: AnyRequest,
  box: number,
  id: number,
): StorageBoxSnapshotRecord {
  const record = context.services.store.get<StorageBoxSnapshotRecord>(
    COLLECTIONS.storageBoxSnapshots,
    id,
  );
  if (!record || record.project !== context.project || record.storageBox !== box) {
    throw notFound(SNAPSHOT_TYPE, id);
  }
  return record;
}
