import type { Snapshot, Store, StoredRecord } from "./store.js";

/** State in memory only; the base of the file-backed store. */
export class MemoryStore implements Store {
  protected readonly collections = new Map<string, Map<number, StoredRecord>>();
  protected readonly counters = new Map<string, number>();
  /** Increases with every change; the file store persists up to a sequence number. */
  protected changeSequence = 0;

  constructor(snapshot?: Snapshot) {
    if (!snapshot) return;
    for (const [name, value] of Object.entries(snapshot.counters)) this.counters.set(name, value);
    for (const [name, records] of Object.entries(snapshot.collections)) {
      this.collections.set(name, new Map(records.map((record) => [record.id, record])));
    }
  }

  private collection(name: string): Map<number, StoredRecord> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Map();
      this.collections.set(name, collection);
    }
    return collection;
  }

  nextId(collection: string): number {
    const next = (this.counters.get(collection) ?? 0) + 1;
    this.counters.set(collection, next);
    this.changeSequence += 1;
    return next;
  }

  get<T extends StoredRecord>(collection: string, id: number): T | undefined {
    return this.collections.get(collection)?.get(id) as T | undefined;
  }

  list<T extends StoredRecord>(collection: string): T[] {
    const records = this.collections.get(collection);
    return records ? ([...records.values()] as T[]) : [];
  }

  put(collection: string, record: StoredRecord): void {
    this.collection(collection).set(record.id, record);
    this.changeSequence += 1;
  }

  remove(collection: string, id: number): void {
    if (this.collections.get(collection)?.delete(id)) this.changeSequence += 1;
  }

  snapshot(): Snapshot {
    return {
      version: 1,
      counters: Object.fromEntries(this.counters),
      collections: Object.fromEntries(
        [...this.collections].map(([name, records]) => [name, [...records.values()]]),
      ),
    };
  }

  async flush(): Promise<void> {}

  async close(): Promise<void> {}
}
