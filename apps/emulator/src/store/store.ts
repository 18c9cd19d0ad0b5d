import type { ListPage, ListQuery } from "./list-index.js";

/** Every stored record belongs to one project and has an id unique within its collection. */
export interface StoredRecord {
  id: number;
  project: string;
}

/** The whole state as one JSON document: the state file of emulators before the durable store
 * (migrated once at start), and the shape of a full export. */
export interface Snapshot {
  version: 1;
  counters: Record<string, number>;
  collections: Record<string, StoredRecord[]>;
  /**
   * The version of each collection's records (record-versions.ts). Absent in snapshots and state
   * files written before versions were recorded: their records are version 1.
   */
  record_versions?: Record<string, number>;
}

/**
 * Collections whose name starts with `_` hold the account, not a project's resources: projects,
 * token hashes, console sessions. A reset, a snapshot export or import never touch them, so
 * resetting the state never signs anybody out or revokes a token.
 */
export function isAccountCollection(name: string): boolean {
  return name.startsWith("_");
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

/** A change could not be made durable (disk full, read-only file system, ...); it was undone. */
export class StoreWriteError extends Error {
  constructor(
    /** The system error code, e.g. `ENOSPC`, or `EIO` when the cause has none. */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`the change could not be stored durably (${code}); nothing was changed`, options);
    this.name = "StoreWriteError";
  }
}

/** An imported record would take an id another project's record holds. */
export class StoreConflictError extends Error {
  constructor(collection: string, id: number, owner: string) {
    super(`${collection} ${id} belongs to project ${owner}`);
    this.name = "StoreConflictError";
  }
}

/**
 * The emulator's state. Records are plain JSON objects; a handler changes one and calls `put`
 * so the store knows it changed (and re-indexes it). Every request runs its changes inside
 * `transaction`: they become durable before it returns, or are undone when it throws.
 */
export interface Store {
  /**
   * Counts every change to any record (put, remove, and a change undone). Something derived from
   * records, e.g. the JSON of a view, stays valid while this number does not move.
   */
  readonly version: number;
  /**
   * The collection's next id; with `after`, above it too (project images start above the system
   * images), so the counter always stays at the highest id and a snapshot of the state is valid.
   */
  nextId(collection: string, after?: number): number;
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
  /**
   * One page of the project's records matching `query` and their exact count, from the
   * collection's list index (store/list-index.ts); undefined when the collection has none (or
   * lists are not indexed) or the query sorts by a field it does not keep in order: the caller
   * then filters and sorts the records itself.
   */
  listPage<T extends StoredRecord>(
    collection: string,
    project: string,
    query: ListQuery,
  ): ListPage<T> | undefined;
  put(collection: string, record: StoredRecord): void;
  remove(collection: string, id: number): void;
  /**
   * Runs `work` and makes what it put and removed durable before returning its result. When
   * `work` throws, or the changes cannot be stored (`StoreWriteError`), the records it put or
   * removed are restored to their last durable state and the error is rethrown. Id counters
   * never go back, so an id handed out once is never handed out again. Synchronous on purpose:
   * no other request can run between a change and its commit, so nobody reads a change that a
   * crash could take back.
   */
  transaction<T>(work: () => T): T;
  /** The whole state, or one project's records (with every counter), as a snapshot. */
  exportSnapshot(project?: string): Snapshot;
  /** Removes every record (of `project`); counters keep counting. Call inside `transaction`. */
  clearRecords(project?: string): void;
  /**
   * Replaces every record (of `project`) with the snapshot's (of `project`); counters only
   * move up. Call inside `transaction`. Throws `StoreConflictError` when, importing one project,
   * a record's id is held by another project.
   */
  importSnapshot(snapshot: Snapshot, project?: string): void;
  close(): Promise<void>;
}
