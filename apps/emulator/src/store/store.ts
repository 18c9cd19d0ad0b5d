/** Every stored record belongs to one project and has an id unique within its collection. */
export interface StoredRecord {
  id: number;
  project: string;
}

/** The whole state, as written to disk by the file-backed store. */
export interface Snapshot {
  version: 1;
  counters: Record<string, number>;
  collections: Record<string, StoredRecord[]>;
}

/**
 * The emulator's state. Records are plain JSON objects; a handler changes one and calls `put`
 * so the store knows it changed. `flush` resolves once every change so far is durable.
 */
export interface Store {
  nextId(collection: string): number;
  get<T extends StoredRecord>(collection: string, id: number): T | undefined;
  list<T extends StoredRecord>(collection: string): T[];
  put(collection: string, record: StoredRecord): void;
  remove(collection: string, id: number): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}
