// List indexes: a list page whose cost does not grow with the project. For a collection that has
// a `ListIndexDefinition`, the store keeps, per project, the records in the order of each sort
// field and an inverted index of labels (and of the list's exact-value filters, e.g. servers'
// `status`). A list then counts its matches from the postings (`meta.pagination.total_entries`
// stays exact) and walks the requested order only until its page is full, or, when the selector
// matches few records, filters those few and orders them. Nothing here depends on an earlier
// request: every write updates the index, and every list reads it. Switch:
// CLOUD_API_LIST_INDEXES=off (then lists filter and sort every record, resources/kit).
import { IdTable } from "./id-table.js";
import type { IndexKey, StoredRecord } from "./store.js";

/** A value a list sorts by; `null` and `undefined` sort last in both directions. */
export type SortValue = string | number | boolean | null | undefined;

/**
 * One term of a label selector (the same grammar and meaning as resources/kit/label-selector.ts:
 * `k!=v` and `k notin (...)` match only records that have `k`).
 */
export type LabelTerm =
  | { op: "exists"; key: string }
  | { op: "absent"; key: string }
  | { op: "eq"; key: string; value: string }
  | { op: "neq"; key: string; value: string }
  | { op: "in"; key: string; values: readonly string[] }
  | { op: "notin"; key: string; values: readonly string[] };

/** How one collection's lists are answered from indexes. */
export interface ListIndexDefinition {
  collection: string;
  /** The fields a list sorts by, besides `id` (always indexed), and how each is read. */
  sortFields: Readonly<Record<string, (record: StoredRecord) => SortValue>>;
  /** A record's labels. */
  labels(record: StoredRecord): Readonly<Record<string, string>> | undefined;
  /** Fields a list keeps by exact value (a repeated query parameter), and how each is read. */
  filterFields?: Readonly<Record<string, (record: StoredRecord) => IndexKey | null | undefined>>;
}

export interface ListQuery {
  labels: readonly LabelTerm[];
  /** Keep records whose `field` is one of `values` (compared as `Array.includes` does). */
  filters: readonly { field: string; values: readonly unknown[] }[];
  /** Sort keys in order; ties fall back to ascending id, so the order is total. */
  sort: readonly { field: string; descending: boolean }[];
  offset: number;
  limit: number;
}

export interface ListPage<T> {
  /** The page: at most `limit` records from `offset` on, in order. */
  records: T[];
  /** How many records match, whatever the page. */
  total: number;
}

/** Ascending order of two values, missing values last, as resources/kit/sort.ts orders them. */
function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = typeof a === "string" ? a : String(a);
  const right = typeof b === "string" ? b : String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

const isMissing = (value: SortValue): value is null | undefined =>
  value === null || value === undefined;

/**
 * A project's records in the order of one field: the records that have a value, by (value, id)
 * ascending, beside the value each was filed under (records change in place, so the value a
 * record was filed under is not the one it holds when it is put again), then those without, by id.
 */
class SortedRecords {
  readonly records: StoredRecord[] = [];
  readonly values: SortValue[] = [];
  readonly missing: StoredRecord[] = [];

  /** Where (value, id) is, or would go, among the records with a value. */
  private position(value: SortValue, id: number): number {
    let low = 0;
    let high = this.records.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order =
        compareSortValues(this.values[middle], value) ||
        (this.records[middle] as StoredRecord).id - id;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private static idPosition(records: readonly StoredRecord[], id: number): number {
    let low = 0;
    let high = records.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((records[middle] as StoredRecord).id < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(record: StoredRecord, value: SortValue): void {
    if (isMissing(value)) {
      const at = SortedRecords.idPosition(this.missing, record.id);
      this.missing.splice(at, 0, record);
      return;
    }
    // New records usually sort last (ids and creation times grow), so try the end first.
    const count = this.records.length;
    const last = count === 0 ? 0 : compareSortValues(this.values[count - 1], value);
    const at =
      count === 0 ||
      last < 0 ||
      (last === 0 && (this.records[count - 1] as StoredRecord).id < record.id)
        ? count
        : this.position(value, record.id);
    this.records.splice(at, 0, record);
    this.values.splice(at, 0, value);
  }

  remove(id: number, value: SortValue): void {
    if (isMissing(value)) {
      const at = SortedRecords.idPosition(this.missing, id);
      if (this.missing[at]?.id === id) this.missing.splice(at, 1);
      return;
    }
    const at = this.position(value, id);
    if (this.records[at]?.id !== id) return;
    this.records.splice(at, 1);
    this.values.splice(at, 1);
  }

  /** The record filed under (value, id) is now `record` (a restored copy of it). */
  replace(record: StoredRecord, value: SortValue): void {
    if (isMissing(value)) {
      const at = SortedRecords.idPosition(this.missing, record.id);
      if (this.missing[at]?.id === record.id) this.missing[at] = record;
      return;
    }
    const at = this.position(value, record.id);
    if (this.records[at]?.id === record.id) this.records[at] = record;
  }
}

type Postings = Map<unknown, Set<number>>;

function addPosting(postings: Postings, value: unknown, id: number): void {
  let ids = postings.get(value);
  if (!ids) {
    ids = new Set();
    postings.set(value, ids);
  }
  ids.add(id);
}

function removePosting(postings: Postings, value: unknown, id: number): void {
  const ids = postings.get(value);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) postings.delete(value);
}

/** One project's indexes of one collection. */
class ProjectLists {
  /** The project's records by id (ascending): the order of `id`, and every record. */
  readonly byId: StoredRecord[] = [];
  readonly sorted = new Map<string, SortedRecords>();
  /** Label key → value → ids. */
  readonly labels = new Map<string, Postings>();
  /** Label key → how many records have it. */
  readonly labelCounts = new Map<string, number>();
  /** Filter field → value → ids. */
  readonly fields = new Map<string, Postings>();

  constructor(definition: ListIndexDefinition) {
    for (const field of Object.keys(definition.sortFields)) {
      this.sorted.set(field, new SortedRecords());
    }
    for (const field of Object.keys(definition.filterFields ?? {})) {
      this.fields.set(field, new Map());
    }
  }
}

/**
 * What a record was filed under, in one array (one allocation per record): its sort values in
 * the definition's field order, its filter values, then its labels as key, value, key, value.
 */
type Filed = SortValue[];

/** A term made ready for one project: how many records it keeps and which it may keep. */
interface PreparedTerm {
  /** Exact number of the project's records it keeps (when it is the only term). */
  count: number;
  /** How many records `candidates` visits: every record the term keeps is among them. */
  superset: number;
  /** The sets whose union holds every record the term keeps; undefined: every record. */
  candidates: Set<number>[] | undefined;
  matches(record: StoredRecord): boolean;
}

/**
 * The list indexes of one collection (see the top of this file). The memory store keeps one per
 * indexed collection and calls `add` and `remove` on every change, after its own maps.
 */
export class ListIndex {
  private readonly projects = new Map<string, ProjectLists>();
  private readonly filed = new IdTable<Filed>();
  private readonly sortFields: readonly string[];
  private readonly filterFields: readonly string[];

  constructor(
    readonly definition: ListIndexDefinition,
    /** The collection's records by id (the memory store's table, kept before this index). */
    private readonly records: IdTable<StoredRecord>,
  ) {
    this.sortFields = Object.keys(definition.sortFields);
    this.filterFields = Object.keys(definition.filterFields ?? {});
  }

  private lists(project: string): ProjectLists {
    let lists = this.projects.get(project);
    if (!lists) {
      lists = new ProjectLists(this.definition);
      this.projects.set(project, lists);
    }
    return lists;
  }

  private fileOf(record: StoredRecord): Filed {
    const filed: Filed = [];
    for (const field of this.sortFields) {
      const value = (this.definition.sortFields[field] as (record: StoredRecord) => SortValue)(
        record,
      );
      filed.push(value === undefined ? null : value);
    }
    for (const field of this.filterFields) {
      const read = this.definition.filterFields?.[field] as (r: StoredRecord) => SortValue;
      const value = read(record);
      filed.push(value === undefined ? null : value);
    }
    const labels = this.definition.labels(record);
    if (labels) {
      for (const key of Object.keys(labels)) filed.push(key, labels[key] as string);
    }
    return filed;
  }

  /** Files `record` (new, or changed since it was filed) in its project's lists. */
  update(record: StoredRecord): void {
    const previous = this.filed.get(record.id);
    const filed = this.fileOf(record);
    const lists = this.lists(record.project);
    if (previous === undefined) {
      this.insert(lists, record, filed);
    } else {
      this.change(lists, record, previous, filed);
    }
    this.filed.set(record.id, filed);
  }

  /** Forgets record `id` of `project`. */
  remove(id: number, project: string): void {
    const filed = this.filed.get(id);
    const lists = this.projects.get(project);
    if (filed === undefined || !lists) return;
    this.filed.delete(id);
    const at = idPosition(lists.byId, id);
    if (lists.byId[at]?.id === id) lists.byId.splice(at, 1);
    this.sortFields.forEach((field, index) => {
      lists.sorted.get(field)?.remove(id, filed[index]);
    });
    this.unfileValues(lists, id, filed);
    if (lists.byId.length === 0) this.projects.delete(project);
  }

  private insert(lists: ProjectLists, record: StoredRecord, filed: Filed): void {
    const byId = lists.byId;
    const last = byId[byId.length - 1];
    if (!last || last.id < record.id) byId.push(record);
    else byId.splice(idPosition(byId, record.id), 0, record);
    this.sortFields.forEach((field, index) => {
      lists.sorted.get(field)?.insert(record, filed[index]);
    });
    this.fileValues(lists, record.id, filed);
  }

  private change(lists: ProjectLists, record: StoredRecord, previous: Filed, filed: Filed): void {
    const at = idPosition(lists.byId, record.id);
    if (lists.byId[at]?.id === record.id) lists.byId[at] = record;
    this.sortFields.forEach((field, index) => {
      const sorted = lists.sorted.get(field) as SortedRecords;
      const before = previous[index];
      const after = filed[index];
      if (before === after) sorted.replace(record, after);
      else {
        sorted.remove(record.id, before);
        sorted.insert(record, after);
      }
    });
    const from = this.sortFields.length;
    if (
      previous.length === filed.length &&
      previous.every((value, index) => index < from || value === filed[index])
    ) {
      return;
    }
    this.unfileValues(lists, record.id, previous);
    this.fileValues(lists, record.id, filed);
  }

  private fileValues(lists: ProjectLists, id: number, filed: Filed): void {
    let index = this.sortFields.length;
    for (const field of this.filterFields) {
      const value = filed[index++];
      if (!isMissing(value)) addPosting(lists.fields.get(field) as Postings, value, id);
    }
    for (; index < filed.length; index += 2) {
      const key = filed[index] as string;
      let postings = lists.labels.get(key);
      if (!postings) {
        postings = new Map();
        lists.labels.set(key, postings);
      }
      addPosting(postings, filed[index + 1], id);
      lists.labelCounts.set(key, (lists.labelCounts.get(key) ?? 0) + 1);
    }
  }

  private unfileValues(lists: ProjectLists, id: number, filed: Filed): void {
    let index = this.sortFields.length;
    for (const field of this.filterFields) {
      const value = filed[index++];
      if (!isMissing(value)) removePosting(lists.fields.get(field) as Postings, value, id);
    }
    for (; index < filed.length; index += 2) {
      const key = filed[index] as string;
      const postings = lists.labels.get(key);
      if (!postings) continue;
      removePosting(postings, filed[index + 1], id);
      if (postings.size === 0) lists.labels.delete(key);
      const count = (lists.labelCounts.get(key) ?? 1) - 1;
      if (count === 0) lists.labelCounts.delete(key);
      else lists.labelCounts.set(key, count);
    }
  }

  /**
   * One page of the project's records that match `query`, and how many match; undefined when a
   * sort field is not indexed (the caller then filters and sorts itself).
   */
  page<T extends StoredRecord>(project: string, query: ListQuery): ListPage<T> | undefined {
    for (const key of query.sort) {
      if (key.field !== "id" && !this.definition.sortFields[key.field]) return undefined;
    }
    for (const filter of query.filters) {
      if (!this.definition.filterFields?.[filter.field]) return undefined;
    }
    const lists = this.projects.get(project);
    if (!lists) return { records: [], total: 0 };
    const terms = this.prepare(lists, query);
    const all = lists.byId.length;
    const need = query.offset + query.limit;
    let total: number;
    let best: PreparedTerm | undefined;
    for (const term of terms) if (!best || term.superset < best.superset) best = term;
    const matches = (record: StoredRecord) => {
      for (const term of terms) if (!term.matches(record)) return false;
      return true;
    };
    if (terms.length <= 1) {
      total = terms.length === 0 ? all : (best as PreparedTerm).count;
      if (total === 0 || query.offset >= total) return { records: [], total };
      // Walking the order visits about need × all / total records until the page is full;
      // filtering the candidates visits `superset` of them and orders what is kept.
      const superset = best ? best.superset : all;
      if ((need * all) / total <= superset) {
        return { records: this.walk<T>(lists, query, matches, need), total };
      }
      const kept = this.collect(lists, best, matches);
      return { records: this.ordered<T>(kept, query, need), total };
    }
    const kept = this.collect(lists, best, matches);
    total = kept.length;
    if (query.offset >= total) return { records: [], total };
    return { records: this.ordered<T>(kept, query, need), total };
  }

  private prepare(lists: ProjectLists, query: ListQuery): PreparedTerm[] {
    const all = lists.byId.length;
    const labelsOf = this.definition.labels;
    const terms: PreparedTerm[] = [];
    for (const term of query.labels) {
      const postings = lists.labels.get(term.key);
      const having = lists.labelCounts.get(term.key) ?? 0;
      const everyValue = () => (postings ? [...postings.values()] : []);
      const key = term.key;
      switch (term.op) {
        case "eq": {
          const ids = postings?.get(term.value);
          const value = term.value;
          terms.push({
            count: ids?.size ?? 0,
            superset: ids?.size ?? 0,
            candidates: ids ? [ids] : [],
            matches: (record) => {
              const labels = labelsOf(record);
              return labels !== undefined && Object.hasOwn(labels, key) && labels[key] === value;
            },
          });
          break;
        }
        case "in": {
          const values = [...new Set(term.values)];
          const sets = values.flatMap((value) => {
            const ids = postings?.get(value);
            return ids ? [ids] : [];
          });
          const count = sets.reduce((sum, ids) => sum + ids.size, 0);
          terms.push({
            count,
            superset: count,
            candidates: sets,
            matches: (record) => {
              const labels = labelsOf(record);
              return (
                labels !== undefined &&
                Object.hasOwn(labels, key) &&
                values.includes(labels[key] as string)
              );
            },
          });
          break;
        }
        case "exists":
          terms.push({
            count: having,
            superset: having,
            candidates: everyValue(),
            matches: (record) => {
              const labels = labelsOf(record);
              return labels !== undefined && Object.hasOwn(labels, key);
            },
          });
          break;
        case "neq": {
          const value = term.value;
          terms.push({
            count: having - (postings?.get(value)?.size ?? 0),
            superset: having,
            candidates: everyValue(),
            matches: (record) => {
              const labels = labelsOf(record);
              return labels !== undefined && Object.hasOwn(labels, key) && labels[key] !== value;
            },
          });
          break;
        }
        case "notin": {
          const values = [...new Set(term.values)];
          const excluded = values.reduce(
            (sum, value) => sum + (postings?.get(value)?.size ?? 0),
            0,
          );
          terms.push({
            count: having - excluded,
            superset: having,
            candidates: everyValue(),
            matches: (record) => {
              const labels = labelsOf(record);
              return (
                labels !== undefined &&
                Object.hasOwn(labels, key) &&
                !values.includes(labels[key] as string)
              );
            },
          });
          break;
        }
        case "absent":
          terms.push({
            count: all - having,
            superset: all,
            candidates: undefined,
            matches: (record) => {
              const labels = labelsOf(record);
              return labels === undefined || !Object.hasOwn(labels, key);
            },
          });
          break;
      }
    }
    for (const filter of query.filters) {
      const postings = lists.fields.get(filter.field) as Postings;
      const read = this.definition.filterFields?.[filter.field] as (r: StoredRecord) => unknown;
      const values = filter.values;
      // Keys are the values as read; a query value matches the same values `includes` would.
      const sets: Set<number>[] = [];
      for (const [value, ids] of postings) if (values.includes(value)) sets.push(ids);
      const count = sets.reduce((sum, ids) => sum + ids.size, 0);
      terms.push({
        count,
        superset: count,
        candidates: sets,
        matches: (record) => values.includes(read(record)),
      });
    }
    return terms;
  }

  /** Every record of the project that matches, in no particular order. */
  private collect(
    lists: ProjectLists,
    best: PreparedTerm | undefined,
    matches: (record: StoredRecord) => boolean,
  ): StoredRecord[] {
    const kept: StoredRecord[] = [];
    if (!best?.candidates) {
      for (const record of lists.byId) if (matches(record)) kept.push(record);
      return kept;
    }
    for (const ids of best.candidates) {
      for (const id of ids) {
        const record = this.records.get(id) as StoredRecord;
        if (matches(record)) kept.push(record);
      }
    }
    return kept;
  }

  private comparator(query: ListQuery): (left: StoredRecord, right: StoredRecord) => number {
    const keys = query.sort.map((key) => ({
      read:
        key.field === "id"
          ? (record: StoredRecord) => record.id
          : (this.definition.sortFields[key.field] as (record: StoredRecord) => SortValue),
      descending: key.descending,
    }));
    return (left, right) => {
      for (const key of keys) {
        const a = key.read(left);
        const b = key.read(right);
        if (isMissing(a) || isMissing(b)) {
          if (isMissing(a) !== isMissing(b)) return isMissing(a) ? 1 : -1;
          continue;
        }
        const order = compareSortValues(a, b);
        if (order !== 0) return key.descending ? -order : order;
      }
      return left.id - right.id;
    };
  }

  /** The page of `kept` (every match, any order) in the query's order. */
  private ordered<T extends StoredRecord>(
    kept: StoredRecord[],
    query: ListQuery,
    need: number,
  ): T[] {
    const compare = this.comparator(query);
    const first = firstInOrder(kept, compare, need);
    return first.slice(query.offset, need) as T[];
  }

  /**
   * Walks the order of the first sort key, keeping matches until the page is full. Records with
   * the same first-key value are kept as a whole group when the page ends inside it (in a
   * descending walk, or with more keys, the group's own order is decided after), then the kept
   * records are put in the query's exact order.
   */
  private walk<T extends StoredRecord>(
    lists: ProjectLists,
    query: ListQuery,
    matches: (record: StoredRecord) => boolean,
    need: number,
  ): T[] {
    const first = query.sort[0];
    const kept: StoredRecord[] = [];
    if (!first || first.field === "id") {
      const byId = lists.byId;
      const descending = first?.descending === true;
      // Ids are unique: the walk's order is the final order, whatever keys follow.
      for (
        let index = descending ? byId.length - 1 : 0;
        index >= 0 && index < byId.length && kept.length < need;
        index += descending ? -1 : 1
      ) {
        const record = byId[index] as StoredRecord;
        if (matches(record)) kept.push(record);
      }
      return kept.slice(query.offset, need) as T[];
    }
    const sorted = lists.sorted.get(first.field) as SortedRecords;
    const { records, values } = sorted;
    const groupsDecideLater = first.descending || query.sort.length > 1;
    let boundary: SortValue;
    let full = false;
    const step = first.descending ? -1 : 1;
    for (
      let index = first.descending ? records.length - 1 : 0;
      index >= 0 && index < records.length;
      index += step
    ) {
      const value = values[index];
      if (full && (!groupsDecideLater || value !== boundary)) break;
      const record = records[index] as StoredRecord;
      if (!matches(record)) continue;
      kept.push(record);
      if (!full && kept.length >= need) {
        full = true;
        boundary = value;
      }
    }
    // Records without a value come after the others in both directions, by id: with one sort
    // key that is their final order; with more, they are one group, kept whole.
    if (!full) {
      const oneKey = query.sort.length === 1;
      for (const record of sorted.missing) {
        if (!matches(record)) continue;
        kept.push(record);
        if (oneKey && kept.length >= need) break;
      }
    }
    return this.ordered<T>(kept, query, need);
  }
}

function idPosition(records: readonly StoredRecord[], id: number): number {
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
 * The first `count` items in order: a full sort when that is most of them, else one pass that
 * keeps the best `count` in a sorted array (an item that does not beat the last kept one costs
 * one comparison).
 */
function firstInOrder<T>(items: T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (items.length <= count * 4) return items.sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1] as T) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] as T, item) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
