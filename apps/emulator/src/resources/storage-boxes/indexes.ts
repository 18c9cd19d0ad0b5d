import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { StorageBoxSnapshotRecord, StorageBoxSubaccountRecord } from "./records.js";

export const storageBoxIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.storageBoxes),
  recordIndex<StorageBoxSubaccountRecord>(
    COLLECTIONS.storageBoxSubaccounts,
    INDEX.storageBox,
    (subaccount) => [subaccount.storageBox],
  ),
  recordIndex<StorageBoxSnapshotRecord>(
    COLLECTIONS.storageBoxSnapshots,
    INDEX.storageBox,
    (snapshot) => [snapshot.storageBox],
  ),
];
