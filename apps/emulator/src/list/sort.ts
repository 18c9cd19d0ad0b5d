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

type Sortable = string | number | boolean | null | undefined;

function compareValues(a: Sortable, b: Sortable): number {
  // Nulls (e.g. `finished` of a running action) sort after every value.
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a) < String(b) ? -1 : 1;
}

/**
 * Sorts by the keys in order; ties fall back to ascending `id`, so the default order (no
 * `sort`) is `id:asc` and every order is total.
 */
export function sortItems<T extends { id: number }>(items: T[], keys: readonly SortKey[]): T[] {
  const read = (item: T, field: string): Sortable =>
    (item as unknown as Record<string, Sortable>)[field];
  return [...items].sort((left, right) => {
    for (const key of keys) {
      let order = compareValues(read(left, key.field), read(right, key.field));
      if (key.descending && order !== 0) {
        // Keep nulls last in both directions.
        const leftValue = read(left, key.field);
        const rightValue = read(right, key.field);
        if (leftValue !== null && rightValue !== null) order = -order;
      }
      if (order !== 0) return order;
    }
    return left.id - right.id;
  });
}
