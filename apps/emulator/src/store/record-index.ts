import type { IndexDefinition, IndexKey, StoredRecord } from "./store.js";

function entryKey(project: string, key: IndexKey): string {
  // Projects are token-configured names; NUL cannot occur in them, so keys never collide.
  return `${project}\u0000${key}`;
}

function sameKeys(left: readonly string[] | undefined, right: readonly string[]): boolean {
  if (!left || left.length !== right.length) return false;
  return left.every((key, index) => key === right[index]);
}

/**
 * One secondary index: for each (project, key) the ids of the records filed under it. The keys
 * a record was filed under are remembered by id, because handlers change records in place: by
 * the time `put` runs, the record no longer says what its old name was.
 */
export class RecordIndex {
  private readonly idsByKey = new Map<string, Set<number>>();
  private readonly keysById = new Map<number, string[]>();

  constructor(readonly definition: IndexDefinition) {}

  update(record: StoredRecord): void {
    const keys: string[] = [];
    for (const key of this.definition.keys(record)) {
      const entry = entryKey(record.project, key);
      if (!keys.includes(entry)) keys.push(entry);
    }
    const previous = this.keysById.get(record.id);
    if (sameKeys(previous, keys)) return;
    this.delete(record.id);
    for (const key of keys) {
      let ids = this.idsByKey.get(key);
      if (!ids) {
        ids = new Set();
        this.idsByKey.set(key, ids);
      }
      ids.add(record.id);
    }
    if (keys.length > 0) this.keysById.set(record.id, keys);
  }

  delete(id: number): void {
    for (const key of this.keysById.get(id) ?? []) {
      const ids = this.idsByKey.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.idsByKey.delete(key);
    }
    this.keysById.delete(id);
  }

  /** Ids filed under `key` in `project`, ascending. */
  ids(project: string, key: IndexKey): number[] {
    const ids = this.idsByKey.get(entryKey(project, key));
    if (!ids) return [];
    const sorted = [...ids];
    return sorted.length > 1 ? sorted.sort((a, b) => a - b) : sorted;
  }
}
