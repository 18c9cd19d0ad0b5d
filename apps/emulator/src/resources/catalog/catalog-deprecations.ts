// Every catalog item with a deprecation, as data for people: the docs' "Deprecations and
// sunsets" page lists them, and the control API's rehearsals use the same shape. The rules that
// apply the dates (when an item shows its deprecation, when it retires) are in deprecation.ts.
import { CATALOG_ROWS, type CatalogRows } from "./catalog-data.js";
import {
  imageUnavailableAfter,
  isoRowDeprecation,
  serverTypeRowDeprecation,
} from "./deprecation.js";

export type CatalogItemType = "server_type" | "load_balancer_type" | "image" | "iso";

export interface CatalogDeprecation {
  type: CatalogItemType;
  name: string;
  /** The item's id in the catalog. */
  id: number;
  /** Images: the architecture (names repeat across architectures); server types: locations. */
  detail?: string;
  /** When the deprecation shows in the API (RFC 3339). */
  announced: string;
  /** After this the item can no longer be used for new resources and leaves its list. */
  unavailable_after: string;
}

/** The deprecated items of the catalog, by type, then by the day they retire. */
export function catalogDeprecations(rows: CatalogRows = CATALOG_ROWS): CatalogDeprecation[] {
  const items: CatalogDeprecation[] = [];
  for (const row of rows.serverTypes) {
    const deprecation = serverTypeRowDeprecation(row, rows);
    if (!deprecation) continue;
    items.push({
      type: "server_type",
      name: row.name,
      id: row.id,
      detail: row.locations.join(", "),
      announced: deprecation.announced,
      unavailable_after: deprecation.unavailable_after,
    });
  }
  for (const row of rows.loadBalancerTypes) {
    if (row.deprecation)
      items.push({ type: "load_balancer_type", name: row.name, id: row.id, ...row.deprecation });
  }
  for (const row of rows.images) {
    if (!row.deprecated) continue;
    items.push({
      type: "image",
      name: row.name,
      id: row.id,
      detail: row.architecture,
      announced: row.deprecated,
      unavailable_after: row.unavailableAfter ?? imageUnavailableAfter(row.deprecated),
    });
  }
  for (const row of rows.isos) {
    const deprecation = isoRowDeprecation(row, rows);
    if (!deprecation) continue;
    items.push({
      type: "iso",
      name: row.name,
      id: row.id,
      announced: deprecation.announced,
      unavailable_after: deprecation.unavailable_after,
    });
  }
  const order: CatalogItemType[] = ["server_type", "load_balancer_type", "image", "iso"];
  return items.sort(
    (a, b) =>
      order.indexOf(a.type) - order.indexOf(b.type) ||
      a.unavailable_after.localeCompare(b.unavailable_after) ||
      a.name.localeCompare(b.name),
  );
}
