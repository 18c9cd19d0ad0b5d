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

/** A value a record can be looked up by (a name, a fingerprint, the id of a related record). */
export type IndexKey = string | number;

/**
 * A secondary index of one collection, scoped to the project: `keys` says under which values a
 * record is found (none, one, or several, e.g. every network a server is attached to). The store
 * keeps it current on every `put` and `remove`, so lookups never scan the collection.
 */
export interface IndexDefinition {
  collection: string;
  name: string;
  keys(record: StoredRecord): readonly IndexKey[];
}

/**
 * The emulator's state. Records are plain JSON objects; a handler changes one and calls `put`
 * so the store knows it changed (and re-indexes it). `flush` resolves once every change so far
 * is durable.
 */
export interface Store {
  nextId(collection: string): number;
  get<T extends StoredRecord>(collection: string, id: number): T | undefined;
  /** Every record of the collection, all projects. */
  list<T extends StoredRecord>(collection: string): T[];
  /** The records of one project, in the order they were first stored (ascending ids). */
  listOwned<T extends StoredRecord>(collection: string, project: string): T[];
  /** The project's records an index files under `key`, in ascending id order. */
  lookup<T extends StoredRecord>(
    collection: string,
    index: string,
    project: string,
    key: IndexKey,
  ): T[];
  put(collection: string, record: StoredRecord): void;
  remove(collection: string, id: number): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}
