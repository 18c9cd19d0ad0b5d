import { RecordIndex } from "./record-index.js";
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
}

/** One collection: every record by id, and the same records grouped by project. */
class Collection {
  readonly byId = new Map<number, StoredRecord>();
  readonly byProject = new Map<string, Map<number, StoredRecord>>();
  readonly indexes = new Map<string, RecordIndex>();

  set(record: StoredRecord): void {
    const previous = this.byId.get(record.id);
    if (previous && previous.project !== record.project) {
      this.byProject.get(previous.project)?.delete(record.id);
    }
    this.byId.set(record.id, record);
    let owned = this.byProject.get(record.project);
    if (!owned) {
      owned = new Map();
      this.byProject.set(record.project, owned);
    }
    owned.set(record.id, record);
    for (const index of this.indexes.values()) index.update(record);
  }

  delete(id: number): boolean {
    const record = this.byId.get(id);
    if (!record) return false;
    this.byId.delete(id);
    this.byProject.get(record.project)?.delete(id);
    for (const index of this.indexes.values()) index.delete(id);
    return true;
  }
}

/** State in memory only; the base of the durable store. */
export class MemoryStore implements Store {
  private readonly collections = new Map<string, Collection>();
  protected readonly counters = new Map<string, number>();
  private changes = 0;

  get version(): number {
    return this.changes;
  }

  constructor(options: MemoryStoreOptions = {}) {
    for (const definition of options.indexes ?? []) {
      this.collection(definition.collection).indexes.set(
        definition.name,
        new RecordIndex(definition),
      );
    }
    const snapshot = options.snapshot;
    if (!snapshot) return;
    for (const [name, value] of Object.entries(snapshot.counters)) this.counters.set(name, value);
    for (const [name, records] of Object.entries(snapshot.collections)) {
      const collection = this.collection(name);
      for (const record of records) collection.set(record);
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
    return records ? ([...records.values()] as T[]) : [];
  }

  listOwned<T extends StoredRecord>(collection: string, project: string): T[] {
    const records = this.collections.get(collection)?.byProject.get(project);
    return records ? ([...records.values()] as T[]) : [];
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
          ? [...collection.byId.values()]
          : [...(collection.byProject.get(project)?.values() ?? [])];
      if (records.length > 0) collections[name] = structuredClone(records);
    }
    return { version: 1, counters: Object.fromEntries(this.counters), collections };
  }

  clearRecords(project?: string): void {
    for (const [name, collection] of this.collections) {
      if (isAccountCollection(name)) continue;
      const records = project === undefined ? collection.byId : collection.byProject.get(project);
      for (const id of [...(records?.keys() ?? [])]) this.remove(name, id);
    }
  }

  importSnapshot(snapshot: Snapshot, project?: string): void {
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
      for (const record of records) {
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
