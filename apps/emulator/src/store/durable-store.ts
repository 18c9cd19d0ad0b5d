import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { constants } from "node:os";
import { open as openLmdb, type RootDatabase } from "lmdb";
import type { ListIndexDefinition } from "./list-index.js";
import { MemoryStore } from "./memory-store.js";
import type { RecordVersionMap, RecordVersions } from "./record-versions.js";
import { looksLikeJsonState, readJsonState, StateFileError } from "./state-file.js";
import {
  type IndexDefinition,
  type Snapshot,
  type StoredRecord,
  StoreWriteError,
} from "./store.js";
import { checkStorePlace, holdStore, probeStoreFile } from "./store-guard.js";

/**
 * The layout of the store's keys and values; a store written by a newer layout is refused.
 * 3: the version of each collection's records is kept (`meta/records/<collection>`); a format 2
 * store (before that) holds records of version 1 and is upgraded when opened.
 */
export const STORE_FORMAT = 3;
/** The oldest layout this emulator upgrades. */
const OLDEST_FORMAT = 2;

const FORMAT_KEY = "meta/format";
const VERSION_PREFIX = "meta/records/";
/** `mm_magic` of LMDB's meta page, at byte 24 of the data file (little-endian). */
const LMDB_MAGIC = 0xbeefc0de;
const recordKey = (collection: string, id: number) =>
  `record/${collection}/${String(id).padStart(16, "0")}`;
const counterKey = (collection: string) => `counter/${collection}`;

export interface DurableStoreOptions {
  indexes?: readonly IndexDefinition[];
  /** The record versions to upgrade older records to on open (and to refuse newer ones). */
  recordVersions?: RecordVersions;
  listIndexes?: readonly ListIndexDefinition[];
  /**
   * Test seam: runs inside every commit before it is written; throwing here (for example an
   * error with `code: "ENOSPC"`) is exactly what a failing disk does to a commit.
   */
  beforeCommit?: () => void;
}

/**
 * The emulator's state in LMDB (an embedded, memory-mapped B+tree with ACID transactions), with
 * every record also held in memory for the indexes and list pipeline. Each request's changes
 * are written in one synchronous LMDB transaction that is synced to disk before the response is
 * sent; its cost depends on what the request changed, not on how much state there is.
 *
 * A JSON state file of the previous format at the same path is checked and migrated once: the
 * new store is built beside it (`<path>.migrating`), the JSON is kept as `<path>.v1.json`, and a
 * rename puts the store in its place, so a crash at any point leaves either the old file or the
 * new store, never neither.
 */
export class DurableStore extends MemoryStore {
  private readonly db: RootDatabase<unknown, string>;
  private readonly beforeCommit: (() => void) | undefined;
  private readonly pendingRecords = new Map<string, Set<number>>();
  /** Counters the current transaction changed. */
  private readonly pendingCounters = new Set<string>();
  /**
   * Counters changed by transactions that were undone or failed to commit: written with the next
   * commit that writes anything, so an id handed out is never handed out again, and a read (which
   * writes nothing) never fails because an earlier write did.
   */
  private readonly unsavedCounters = new Set<string>();
  private readonly release: () => void;
  private depth = 0;

  constructor(path: string, options: DurableStoreOptions = {}) {
    const opened = openDurable(path, options.recordVersions);
    super({
      snapshot: opened.snapshot,
      indexes: options.indexes ?? [],
      recordVersions: options.recordVersions,
      listIndexes: options.listIndexes ?? [],
    });
    this.db = opened.db;
    this.release = opened.release;
    this.beforeCommit = options.beforeCommit;
  }

  protected override touched(collection: string, id: number): void {
    let ids = this.pendingRecords.get(collection);
    if (!ids) {
      ids = new Set();
      this.pendingRecords.set(collection, ids);
    }
    ids.add(id);
  }

  protected override touchedCounter(collection: string): void {
    this.pendingCounters.add(collection);
  }

  override transaction<T>(work: () => T): T {
    if (this.depth > 0) return work();
    this.depth += 1;
    try {
      const result = work();
      this.commit();
      return result;
    } catch (error) {
      this.undo();
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  private commit(): void {
    if (this.pendingRecords.size === 0 && this.pendingCounters.size === 0) return;
    for (const collection of this.unsavedCounters) this.pendingCounters.add(collection);
    try {
      this.db.transactionSync(() => {
        this.beforeCommit?.();
        for (const [collection, ids] of this.pendingRecords) {
          for (const id of ids) {
            const record = this.get(collection, id);
            if (record) this.db.putSync(recordKey(collection, id), record);
            else this.db.removeSync(recordKey(collection, id));
          }
        }
        for (const collection of this.pendingCounters) {
          this.db.putSync(counterKey(collection), this.counters.get(collection) ?? 0);
        }
      });
    } catch (error) {
      // `undo` (the caller's catch) puts the records back; nothing stays pending.
      throw new StoreWriteError(errnoName(error), { cause: error });
    }
    this.pendingRecords.clear();
    this.pendingCounters.clear();
    this.unsavedCounters.clear();
  }

  /** Puts every record the failed request touched back to its durable state. */
  private undo(): void {
    for (const [collection, ids] of this.pendingRecords) {
      for (const id of ids) {
        const durable = this.db.get(recordKey(collection, id)) as StoredRecord | undefined;
        this.restore(collection, id, durable ? structuredClone(durable) : undefined);
      }
    }
    this.pendingRecords.clear();
    // Counters stay where they are: ids handed out are never handed out again. They are written
    // with the next commit that writes anything.
    for (const collection of this.pendingCounters) this.unsavedCounters.add(collection);
    this.pendingCounters.clear();
  }

  override async close(): Promise<void> {
    await this.db.close();
    this.release();
  }
}

/** `ENOSPC` for an error with that code, or with errno 28 as LMDB reports it; `EIO` otherwise. */
function errnoName(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code !== "") return code;
  if (typeof code === "number") {
    const name = Object.entries(constants.errno).find(([, value]) => value === code)?.[0];
    if (name) return name;
  }
  return "EIO";
}

/**
 * Checks the place, takes the store for this process, probes and opens it, reads it whole and
 * brings its records to today's versions.
 */
function openDurable(
  path: string,
  versions: RecordVersions | undefined,
): {
  db: RootDatabase<unknown, string>;
  snapshot: Snapshot;
  release: () => void;
} {
  checkStorePlace(path);
  const release = holdStore(path);
  try {
    const db = openStore(path, versions);
    return { db, snapshot: readStore(path, db, versions), release };
  } catch (error) {
    release();
    throw error;
  }
}

function openStore(
  path: string,
  versions: RecordVersions | undefined,
): RootDatabase<unknown, string> {
  const migrating = `${path}.migrating`;
  // Left by a crash during a migration: the JSON file is still in place, so start over.
  rmSync(migrating, { force: true });
  rmSync(`${migrating}-lock`, { force: true });
  if (existsSync(path) && statSync(path).size > 0) {
    const head = readHead(path);
    if (looksLikeJsonState(head)) migrateJsonState(path, migrating, versions);
    // LMDB aborts the whole process on a file that is not one of its own: check the magic first.
    else if (head.length < 28 || head.readUInt32LE(24) !== LMDB_MAGIC) {
      throw new StateFileError(path, "is neither an emulator store nor a JSON state file");
    } else probeStoreFile(path);
  }
  try {
    return openLmdb<unknown, string>({
      path,
      noSubdir: true,
      encoding: "json",
      compression: false,
    });
  } catch (error) {
    throw new StateFileError(
      path,
      `is neither an emulator store nor a JSON state file (${(error as Error).message})`,
    );
  }
}

function readHead(path: string): Buffer {
  const head = Buffer.alloc(28);
  const fd = openSync(path, "r");
  try {
    const length = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

function migrateJsonState(
  path: string,
  migrating: string,
  versions: RecordVersions | undefined,
): void {
  const snapshot = readJsonState(path);
  // Checked and upgraded before anything is written: a file of a newer emulator stays as it is.
  versions?.upgradeSnapshot(snapshot, snapshot.record_versions ?? {}, path);
  const db = openLmdb<unknown, string>({
    path: migrating,
    noSubdir: true,
    encoding: "json",
    compression: false,
  });
  try {
    db.transactionSync(() => {
      db.putSync(FORMAT_KEY, STORE_FORMAT);
      for (const [collection, version] of Object.entries(versions?.all() ?? {})) {
        db.putSync(`${VERSION_PREFIX}${collection}`, version);
      }
      for (const [collection, value] of Object.entries(snapshot.counters)) {
        db.putSync(counterKey(collection), value);
      }
      for (const [collection, records] of Object.entries(snapshot.collections)) {
        for (const record of records) db.putSync(recordKey(collection, record.id), record);
      }
    });
  } finally {
    void db.close();
  }
  renameSync(path, `${path}.v1.json`);
  renameSync(migrating, path);
  rmSync(`${migrating}-lock`, { force: true });
}

/**
 * Every record and counter of the store, checked and brought to today's record versions, as the
 * memory store's starting state. A store of an older format or with older records is upgraded
 * in one transaction (a crash leaves it as it was); one of a newer emulator is refused.
 */
function readStore(
  path: string,
  db: RootDatabase<unknown, string>,
  versions: RecordVersions | undefined,
): Snapshot {
  const format = db.get(FORMAT_KEY);
  const counters: Record<string, number> = {};
  const collections: Record<string, StoredRecord[]> = {};
  const stored: RecordVersionMap = {};
  let entries = 0;
  for (const { key, value } of db.getRange({})) {
    entries += 1;
    if (key.startsWith("counter/")) {
      counters[key.slice("counter/".length)] = value as number;
    } else if (key.startsWith("record/")) {
      const [, collection = "", id = ""] = key.split("/");
      const record = value as StoredRecord;
      if (record?.id !== Number(id) || typeof record.project !== "string") {
        throw new StateFileError(path, `entry ${key} is not a record of its collection`);
      }
      const records = collections[collection] ?? [];
      records.push(record);
      collections[collection] = records;
    } else if (key.startsWith(VERSION_PREFIX)) {
      stored[key.slice(VERSION_PREFIX.length)] = value as number;
    }
  }
  if (format === undefined && entries > 0) {
    throw new StateFileError(path, "is an LMDB file but not an emulator store");
  }
  if (typeof format === "number" && format > STORE_FORMAT) {
    throw new StateFileError(
      path,
      `was written in store format ${format}; this emulator reads format ${STORE_FORMAT} (and upgrades format ${OLDEST_FORMAT}): a newer emulator wrote it; use that one or a newer one`,
    );
  }
  if (format !== undefined && (typeof format !== "number" || format < OLDEST_FORMAT)) {
    throw new StateFileError(
      path,
      `was written in store format ${String(format)}; this emulator reads format ${STORE_FORMAT} (and upgrades format ${OLDEST_FORMAT})`,
    );
  }
  const snapshot: Snapshot = { version: 1, counters, collections };
  const changed = versions?.upgradeSnapshot(snapshot, stored, path) ?? [];
  const current = versions?.all() ?? {};
  const versionsBehind = Object.entries(current).some(
    ([collection, version]) => stored[collection] !== version,
  );
  if (format !== STORE_FORMAT || changed.length > 0 || versionsBehind) {
    db.transactionSync(() => {
      db.putSync(FORMAT_KEY, STORE_FORMAT);
      for (const [collection, version] of Object.entries(current)) {
        db.putSync(`${VERSION_PREFIX}${collection}`, version);
      }
      for (const collection of changed) {
        for (const record of collections[collection] ?? []) {
          db.putSync(recordKey(collection, record.id), record);
        }
      }
    });
  }
  return snapshot;
}
