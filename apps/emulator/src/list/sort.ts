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

/**
 * Sorts by the keys in order; ties fall back to ascending `id`, so the default order (no
 * `sort`) is `id:asc` and every order is total. Nulls (e.g. `finished` of a running action)
 * sort last in both directions. Each item's sort values are read once, not per comparison.
 */
export function sortItems<T extends { id: number }>(
  items: readonly T[],
  keys: readonly SortKey[],
  read: FieldReader<T> = ownField,
): T[] {
  if (keys.length === 0) return [...items].sort((left, right) => left.id - right.id);
  const rows = items.map((item) => ({ item, values: keys.map((key) => read(item, key.field)) }));
  rows.sort((left, right) => {
    for (let index = 0; index < keys.length; index += 1) {
      const a = left.values[index];
      const b = right.values[index];
      if (a === b) continue;
      if (a === null || a === undefined) return 1;
      if (b === null || b === undefined) return -1;
      const order = compareValues(a, b);
      if (order !== 0) return (keys[index] as SortKey).descending ? -order : order;
    }
    return left.item.id - right.item.id;
  });
  return rows.map((row) => row.item);
}
