import { IdTable } from "./id-table.js";
import {
  ListIndex,
  type ListIndexDefinition,
  type ListPage,
  type ListQuery,
} from "./list-index.js";
import { RecordIndex } from "./record-index.js";
import type { RecordVersions } from "./record-versions.js";
import {
  type IndexDefinition,
  type IndexKey,
  isAccountCollection,
  type Snapshot,
  type Store,
  StoreConflictError,
  type StoredRecord,
} from "./store.js";

export interface MemoryStoreOptions {
  /** State to start from (the file store's last snapshot). */
  snapshot?: Snapshot | undefined;
  /** Secondary indexes to maintain; lookups in an index not defined here throw. */
  indexes?: readonly IndexDefinition[];
  /**
   * The record versions this emulator writes: exported with snapshots, and an imported snapshot
   * of older records is upgraded to them (one of newer records is refused).
   */
  recordVersions?: RecordVersions;
  /** Collections whose lists are answered from indexes (store/list-index.ts); none: every list
   * filters and sorts the project's records. */
  listIndexes?: readonly ListIndexDefinition[];
}

function byAscendingId(records: readonly StoredRecord[]): StoredRecord[] {
  return [...records].sort((a, b) => a.id - b.id);
}

/** Where `id` is, or would go, in records sorted by ascending id. */
function position(records: readonly StoredRecord[], id: number): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((records[middle] as StoredRecord).id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One collection: every record by id, and the same records grouped by project in id order.
 * A project's records are a sorted array rather than a second map: new ids are the largest,
 * so a create is a push, and the array costs a pointer per record where a map of 10,000
 * entries costs half a megabyte.
 */
class Collection {
  readonly byId = new IdTable<StoredRecord>();
  readonly byProject = new Map<string, StoredRecord[]>();
  readonly indexes = new Map<string, RecordIndex>();
  listIndex: ListIndex | undefined;

  set(record: StoredRecord): void {
    const previous = this.byId.get(record.id);
    if (previous && previous.project !== record.project) {
      this.unlist(previous);
      for (const index of this.indexes.values()) index.delete(record.id, previous.project);
      this.listIndex?.remove(record.id, previous.project);
    }
    this.byId.set(record.id, record);
    let owned = this.byProject.get(record.project);
    if (!owned) {
      owned = [];
      this.byProject.set(record.project, owned);
    }
    const last = owned[owned.length - 1];
    if (!last || last.id < record.id) owned.push(record);
    else {
      const at = position(owned, record.id);
      if (owned[at]?.id === record.id) owned[at] = record;
      else owned.splice(at, 0, record);
    }
    for (const index of this.indexes.values()) index.update(record);
    this.listIndex?.update(record);
  }

  delete(id: number): boolean {
    const record = this.byId.get(id);
    if (!record) return false;
    this.byId.delete(id);
    this.unlist(record);
    for (const index of this.indexes.values()) index.delete(id, record.project);
    this.listIndex?.remove(id, record.project);
    return true;
  }

  private unlist(record: StoredRecord): void {
    const owned = this.byProject.get(record.project);
    if (!owned) return;
    const at = position(owned, record.id);
    if (owned[at]?.id === record.id) owned.splice(at, 1);
    if (owned.length === 0) this.byProject.delete(record.project);
  }
}

/** State in memory only; the base of the durable store. */
export class MemoryStore implements Store {
  private readonly collections = new Map<string, Collection>();
  protected readonly counters = new Map<string, number>();
  private changes = 0;
  protected readonly recordVersions: RecordVersions | undefined;

  get version(): number {
    return this.changes;
  }

  constructor(options: MemoryStoreOptions = {}) {
    this.recordVersions = options.recordVersions;
    for (const definition of options.indexes ?? []) {
      this.collection(definition.collection).indexes.set(
        definition.name,
        new RecordIndex(definition),
      );
    }
    for (const definition of options.listIndexes ?? []) {
      const collection = this.collection(definition.collection);
      collection.listIndex = new ListIndex(definition, collection.byId);
    }
    const snapshot = options.snapshot;
    if (!snapshot) return;
    for (const [name, value] of Object.entries(snapshot.counters)) this.counters.set(name, value);
    for (const [name, records] of Object.entries(snapshot.collections)) {
      const collection = this.collection(name);
      // In id order, so each record is appended to its project's sorted list.
      for (const record of byAscendingId(records)) collection.set(record);
    }
  }

  private collection(name: string): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection();
      this.collections.set(name, collection);
    }
    return collection;
  }

  nextId(collection: string, after = 0): number {
    const next = Math.max(this.counters.get(collection) ?? 0, after) + 1;
    this.counters.set(collection, next);
    this.touchedCounter(collection);
    return next;
  }

  get<T extends StoredRecord>(collection: string, id: number): T | undefined {
    return this.collections.get(collection)?.byId.get(id) as T | undefined;
  }

  list<T extends StoredRecord>(collection: string): T[] {
    const records = this.collections.get(collection)?.byId;
    return records ? (records.values() as T[]) : [];
  }

  listOwned<T extends StoredRecord>(collection: string, project: string): T[] {
    const records = this.collections.get(collection)?.byProject.get(project);
    return records ? (records.slice() as T[]) : [];
  }

  lookup<T extends StoredRecord>(
    collection: string,
    index: string,
    project: string,
    key: IndexKey,
  ): T[] {
    const target = this.collections.get(collection);
    const recordIndex = target?.indexes.get(index);
    if (!target || !recordIndex) {
      throw new Error(`store: no index '${index}' on collection '${collection}'`);
    }
    const records: T[] = [];
    for (const id of recordIndex.ids(project, key)) {
      const record = target.byId.get(id);
      if (record) records.push(record as T);
    }
    return records;
  }

  listPage<T extends StoredRecord>(
    collection: string,
    project: string,
    query: ListQuery,
  ): ListPage<T> | undefined {
    return this.collections.get(collection)?.listIndex?.page<T>(project, query);
  }

  put(collection: string, record: StoredRecord): void {
    this.changes += 1;
    this.collection(collection).set(record);
    this.touched(collection, record.id);
  }

  remove(collection: string, id: number): void {
    this.changes += 1;
    if (this.collections.get(collection)?.delete(id)) this.touched(collection, id);
  }

  /** Hooks for the durable store: a record or a counter changed. */
  protected touched(_collection: string, _id: number): void {}
  protected touchedCounter(_collection: string): void {}

  /** Puts back a record's durable state (or its absence) without counting it as a change. */
  protected restore(collection: string, id: number, record: StoredRecord | undefined): void {
    this.changes += 1;
    if (record) this.collection(collection).set(record);
    else this.collections.get(collection)?.delete(id);
  }

  exportSnapshot(project?: string): Snapshot {
    const collections: Record<string, StoredRecord[]> = {};
    for (const [name, collection] of this.collections) {
      if (isAccountCollection(name)) continue;
      const records =
        project === undefined
          ? collection.byId.values()
          : [...(collection.byProject.get(project) ?? [])];
      if (records.length > 0) collections[name] = structuredClone(records);
    }
    return {
      version: 1,
      counters: Object.fromEntries(this.counters),
      collections,
      ...(this.recordVersions ? { record_versions: this.recordVersions.all() } : {}),
    };
  }

  clearRecords(project?: string): void {
    for (const [name, collection] of this.collections) {
      if (isAccountCollection(name)) continue;
      const ids =
        project === undefined
          ? [...collection.byId.ids()]
          : (collection.byProject.get(project) ?? []).map((record) => record.id);
      // Newest first: each record then leaves the end of its project's array.
      ids.sort((a, b) => b - a);
      for (const id of ids) this.remove(name, id);
    }
  }

  importSnapshot(snapshot: Snapshot, project?: string): void {
    // Older records are brought to today's version first (newer ones refused): nothing has
    // changed yet when this throws.
    this.recordVersions?.upgradeSnapshot(snapshot, snapshot.record_versions ?? {}, "snapshot");
    const incoming = Object.entries(snapshot.collections)
      .filter(([name]) => !isAccountCollection(name))
      .map(
        ([name, records]) =>
          [
            name,
            records.filter((record) => project === undefined || record.project === project),
          ] as const,
      );
    if (project !== undefined) {
      for (const [name, records] of incoming) {
        for (const record of records) {
          const holder = this.get(name, record.id);
          if (holder && holder.project !== project) {
            throw new StoreConflictError(name, record.id, holder.project);
          }
        }
      }
    }
    this.clearRecords(project);
    for (const [name, value] of Object.entries(snapshot.counters)) {
      if (value > (this.counters.get(name) ?? 0)) {
        this.counters.set(name, value);
        this.touchedCounter(name);
      }
    }
    for (const [name, records] of incoming) {
      for (const record of byAscendingId(records)) {
        if (record.id > (this.counters.get(name) ?? 0)) {
          this.counters.set(name, record.id);
          this.touchedCounter(name);
        }
        this.put(name, structuredClone(record));
      }
    }
  }

  /** In memory nothing can fail to be stored, and a restart loses everything anyway. */
  transaction<T>(work: () => T): T {
    return work();
  }

  async close(): Promise<void> {}
}
