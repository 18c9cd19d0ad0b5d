import { invalidField } from "../http/api-error.js";

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
