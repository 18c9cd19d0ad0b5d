import { invalidField } from "../../http/api-error.js";

export interface SortKey {
  field: string;
  descending: boolean;
}

/** Parses repeated `sort` values (`field`, `field:asc`, `field:desc`) against the allowed fields. */
export function parseSort(values: readonly string[], allowed: readonly string[]): SortKey[] {
  return values.map((value) => {
    const [field = "", direction = "asc", extra] = value.split(":");
    if (extra !== undefined || (direction !== "asc" && direction !== "desc")) {
      throw invalidField("sort", `'${value}' is not 'field', 'field:asc' or 'field:desc'`);
    }
    if (!allowed.includes(field)) {
      throw invalidField("sort", `cannot sort by '${field}'; allowed: ${allowed.join(", ")}`);
    }
    return { field, descending: direction === "desc" };
  });
}

export type Sortable = string | number | boolean | null | undefined;

/** How a list reads a field of one of its records (for filters and sort keys). */
export type FieldReader<T> = (item: T, field: string) => Sortable;

/** Reads the item's own property of that name: right when records use the API's field names. */
export function ownField<T>(item: T, field: string): Sortable {
  return (item as Record<string, Sortable>)[field];
}

/** Ascending order of two present values (numbers numerically, the rest as strings). */
function compareValues(a: NonNullable<Sortable>, b: NonNullable<Sortable>): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

interface SortRow<T> {
  item: T;
  id: number;
  values: Sortable[];
}

function rowComparator<T>(
  keys: readonly SortKey[],
): (left: SortRow<T>, right: SortRow<T>) => number {
  return (left, right) => {
    for (let index = 0; index < keys.length; index += 1) {
      const a = left.values[index];
      const b = right.values[index];
      if (a === b) continue;
      if (a === null || a === undefined) return 1;
      if (b === null || b === undefined) return -1;
      const order = compareValues(a, b);
      if (order !== 0) return (keys[index] as SortKey).descending ? -order : order;
    }
    return left.id - right.id;
  };
}

/**
 * The `limit` first rows in order, by a bounded max-heap: O(n log limit) instead of sorting all
 * n when a list asks for its first pages only. The order is total (ids break ties), so the
 * result is exactly the prefix a full sort would give.
 */
function firstRows<T>(
  rows: readonly SortRow<T>[],
  limit: number,
  compare: (left: SortRow<T>, right: SortRow<T>) => number,
): SortRow<T>[] {
  const heap: SortRow<T>[] = [];
  const swap = (a: number, b: number) => {
    const held = heap[a] as SortRow<T>;
    heap[a] = heap[b] as SortRow<T>;
    heap[b] = held;
  };
  const siftDown = (start: number) => {
    let parent = start;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left] as SortRow<T>, heap[largest] as SortRow<T>) > 0)
        largest = left;
      if (
        right < heap.length &&
        compare(heap[right] as SortRow<T>, heap[largest] as SortRow<T>) > 0
      )
        largest = right;
      if (largest === parent) return;
      swap(parent, largest);
      parent = largest;
    }
  };
  for (const row of rows) {
    if (heap.length < limit) {
      heap.push(row);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child] as SortRow<T>, heap[parent] as SortRow<T>) <= 0) break;
        swap(child, parent);
        child = parent;
      }
    } else if (compare(row, heap[0] as SortRow<T>) < 0) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/**
 * Sorts by the keys in order; ties fall back to ascending `id`, so the default order (no
 * `sort`) is `id:asc` and every order is total. Nulls (e.g. `finished` of a running action)
 * sort last in both directions. Each item's sort values are read once, not per comparison.
 * With `limit`, only the first `limit` items are returned (what the requested page needs).
 */
export function sortItems<T extends { id: number }>(
  items: readonly T[],
  keys: readonly SortKey[],
  read: FieldReader<T> = ownField,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  if (keys.length <= 1 && limit * 4 < items.length) {
    return firstByOneKey(items, keys[0], read, limit);
  }
  const rows = items.map((item) => ({
    item,
    id: item.id,
    values: keys.map((key) => read(item, key.field)),
  }));
  const compare = rowComparator<T>(keys);
  // A bounded heap only pays off when the prefix is a small part of the list.
  const ordered = limit * 4 < rows.length ? firstRows(rows, limit, compare) : rows.sort(compare);
  return (ordered.length > limit ? ordered.slice(0, limit) : ordered).map((row) => row.item);
}

/**
 * The `limit` first items by one key (or by id alone), in one pass and without a row object per
 * item: the common list request (`sort=name:desc`, a first page of 25) over 10,000 records. The
 * kept items are a small array in order; an item that does not beat the last one costs one
 * comparison. Same order as the general sort: nulls last, ties by ascending id.
 */
function firstByOneKey<T extends { id: number }>(
  items: readonly T[],
  key: SortKey | undefined,
  read: FieldReader<T>,
  limit: number,
): T[] {
  const field = key?.field;
  const descending = key?.descending === true;
  const keptItems: T[] = [];
  const keptValues: Sortable[] = [];
  // Negative: `a` (with `aId`) comes before `b`.
  const compare = (a: Sortable, aId: number, b: Sortable, bId: number): number => {
    if (a !== b) {
      if (a === null || a === undefined) return 1;
      if (b === null || b === undefined) return -1;
      let order: number;
      if (typeof a === "number" && typeof b === "number") order = a - b;
      else {
        const left = typeof a === "string" ? a : String(a);
        const right = typeof b === "string" ? b : String(b);
        order = left < right ? -1 : left > right ? 1 : 0;
      }
      if (order !== 0) return descending ? -order : order;
    }
    return aId - bId;
  };
  // Records come in id order, and names and dates tend to grow with ids: scanning from the end
  // for a descending order lets most items lose against the last kept one at once, instead of
  // each of them entering at the front. The result does not depend on the direction.
  const step = descending ? -1 : 1;
  for (
    let index = descending ? items.length - 1 : 0;
    index >= 0 && index < items.length;
    index += step
  ) {
    const item = items[index] as T;
    const value = field === undefined ? item.id : read(item, field);
    const count = keptItems.length;
    if (
      count === limit &&
      compare(value, item.id, keptValues[count - 1], (keptItems[count - 1] as T).id) >= 0
    ) {
      continue;
    }
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(keptValues[middle], (keptItems[middle] as T).id, value, item.id) < 0) {
        low = middle + 1;
      } else high = middle;
    }
    keptItems.splice(low, 0, item);
    keptValues.splice(low, 0, value);
    if (keptItems.length > limit) {
      keptItems.pop();
      keptValues.pop();
    }
  }
  return keptItems;
}
