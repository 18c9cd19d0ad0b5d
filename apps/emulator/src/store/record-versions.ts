// Stored records follow the spec as it changes. Each collection's records have a version: 1 for
// records written before versions were recorded, one more for each upgrade step its family
// declares (`<family>/upgrade.ts`). The durable store (on open), a JSON state file (when it is
// migrated) and an imported snapshot bring older records to today's version, filling what newer
// versions added with the API's default, so a store written by an older release answers per
// today's spec. Records of a version newer than this emulator knows are refused.
import { StateFileError } from "./state-file.js";
import type { Snapshot, StoredRecord } from "./store.js";

/** One step of a collection's records: what the next version adds, applied to one record. */
export interface RecordUpgrade {
  /** What the version brings (e.g. `assigneeType, null or "server" for older records`). */
  adds: string;
  /** Changes one record of the previous version in place. */
  apply(record: StoredRecord & Record<string, unknown>): void;
}

/** Every collection the emulator stores, with the upgrade steps of its records (oldest first). */
export type RecordUpgrades = Readonly<Record<string, readonly RecordUpgrade[]>>;

/** The version of each collection's records, as stored beside them. */
export type RecordVersionMap = Record<string, number>;

export class RecordVersions {
  constructor(private readonly upgrades: RecordUpgrades) {}

  /** The version of `collection`'s records this emulator writes. */
  current(collection: string): number {
    return (this.upgrades[collection]?.length ?? 0) + 1;
  }

  /** The version of every collection this emulator knows. */
  all(): RecordVersionMap {
    return Object.fromEntries(
      Object.keys(this.upgrades).map((collection) => [collection, this.current(collection)]),
    );
  }

  /**
   * Refuses versions this emulator cannot read: a collection whose records are newer than its
   * own, or a versioned collection it does not know (both come from a newer emulator).
   * `where` names the file or the snapshot in the message.
   */
  assertReadable(versions: RecordVersionMap, where: string): void {
    for (const [collection, version] of Object.entries(versions)) {
      if (!(collection in this.upgrades)) {
        throw new StateFileError(
          where,
          `was written by a newer emulator: it has \`${collection}\` records (version ${version}), which this emulator does not know; use that emulator or a newer one`,
        );
      }
      const current = this.current(collection);
      if (version > current) {
        throw new StateFileError(
          where,
          `was written by a newer emulator: its \`${collection}\` records are version ${version}, this emulator reads up to version ${current}; use that emulator or a newer one`,
        );
      }
    }
  }

  /**
   * Brings every collection of `snapshot` to today's version, in place: from `versions` (absent
   * for a collection: version 1, as written before versions were recorded). Returns the
   * collections whose records changed.
   */
  upgradeSnapshot(snapshot: Snapshot, versions: RecordVersionMap, where: string): string[] {
    this.assertReadable(versions, where);
    const changed: string[] = [];
    for (const [collection, records] of Object.entries(snapshot.collections)) {
      const steps = this.upgrades[collection] ?? [];
      const from = versions[collection] ?? 1;
      if (from > steps.length || records.length === 0) continue;
      for (const record of records) {
        // A stored record is a JSON object; each step reads the fields of its older shape.
        const fields = record as StoredRecord & Record<string, unknown>;
        for (const step of steps.slice(from - 1)) step.apply(fields);
      }
      changed.push(collection);
    }
    return changed;
  }
}
