import { IdTable } from "./id-table.js";
import type { IndexDefinition, IndexKey, StoredRecord } from "./store.js";

/**
 * The ids under one key, ascending: most keys (a name, a fingerprint) hold one id, kept as the
 * number itself; a few ids are a small array; many (every action of a resource type) a set.
 */
type Ids = number | number[] | Set<number>;
/** The keys a record is filed under: usually one. */
type Keys = IndexKey | IndexKey[];

/** Above this many ids a key's ids move from an array to a set (removal stays cheap). */
const ARRAY_LIMIT = 16;
const DIGITS = /^(0|[1-9][0-9]{0,14})$/;

/** `5` and `"5"` are one key (ids arrive as numbers or as digit strings). */
function canonical(key: IndexKey): IndexKey {
  return typeof key === "string" && DIGITS.test(key) ? Number(key) : key;
}

function keyList(keys: Keys | undefined): readonly IndexKey[] {
  if (keys === undefined) return [];
  return Array.isArray(keys) ? keys : [keys];
}

function sameKeys(previous: Keys | undefined, next: readonly IndexKey[]): boolean {
  const old = keyList(previous);
  if (old.length !== next.length) return false;
  return old.every((key, index) => key === next[index]);
}

function withId(ids: Ids | undefined, id: number): Ids {
  if (ids === undefined) return id;
  if (typeof ids === "number") {
    if (ids === id) return ids;
    return ids < id ? [ids, id] : [id, ids];
  }
  if (Array.isArray(ids)) {
    if (ids.includes(id)) return ids;
    if (ids.length >= ARRAY_LIMIT) return new Set([...ids, id]);
    let at = ids.length;
    while (at > 0 && (ids[at - 1] as number) > id) at -= 1;
    ids.splice(at, 0, id);
    return ids;
  }
  ids.add(id);
  return ids;
}

function withoutId(ids: Ids, id: number): Ids | undefined {
  if (typeof ids === "number") return ids === id ? undefined : ids;
  if (Array.isArray(ids)) {
    const at = ids.indexOf(id);
    if (at !== -1) ids.splice(at, 1);
    return ids.length === 0 ? undefined : ids.length === 1 ? (ids[0] as number) : ids;
  }
  ids.delete(id);
  return ids.size === 0 ? undefined : ids;
}

/**
 * One secondary index: for each (project, key) the ids of the records filed under it. The keys
 * a record was filed under are remembered by id, because handlers change records in place: by
 * the time `put` runs, the record no longer says what its old name was.
 *
 * Sized for large states (10,000 servers are ~50,000 records): keys are kept per project (no
 * composite strings), a key holding one id stores the number and a record filed under one key
 * stores that key, so most entries cost two map slots and no object of their own.
 */
export class RecordIndex {
  private readonly idsByProject = new Map<string, Map<IndexKey, Ids>>();
  /** The keys each record is filed under, by id (ids are unique in the collection). */
  private readonly keysById = new IdTable<Keys>();

  constructor(readonly definition: IndexDefinition) {}

  update(record: StoredRecord): void {
    const keys: IndexKey[] = [];
    for (const raw of this.definition.keys(record)) {
      const key = canonical(raw);
      if (!keys.includes(key)) keys.push(key);
    }
    const project = record.project;
    if (sameKeys(this.keysById.get(record.id), keys)) return;
    this.delete(record.id, project);
    if (keys.length === 0) return;
    let byKey = this.idsByProject.get(project);
    if (!byKey) {
      byKey = new Map();
      this.idsByProject.set(project, byKey);
    }
    for (const key of keys) byKey.set(key, withId(byKey.get(key), record.id));
    // An exact copy: `keys` grew by push and holds room for more than it has.
    this.keysById.set(record.id, keys.length === 1 ? (keys[0] as IndexKey) : keys.slice());
  }

  /** Forgets the record `id` of `project` (a record keeps its project). */
  delete(id: number, project: string): void {
    const keys = this.keysById.get(id);
    if (keys === undefined) return;
    this.keysById.delete(id);
    const byKey = this.idsByProject.get(project);
    if (!byKey) return;
    for (const key of keyList(keys)) {
      const ids = byKey.get(key);
      if (ids === undefined) continue;
      const left = withoutId(ids, id);
      if (left === undefined) byKey.delete(key);
      else if (left !== ids) byKey.set(key, left);
    }
    if (byKey.size === 0) this.idsByProject.delete(project);
  }

  /** Ids filed under `key` in `project`, ascending. */
  ids(project: string, key: IndexKey): number[] {
    const ids = this.idsByProject.get(project)?.get(canonical(key));
    if (ids === undefined) return [];
    if (typeof ids === "number") return [ids];
    if (Array.isArray(ids)) return [...ids];
    return [...ids].sort((a, b) => a - b);
  }
}
