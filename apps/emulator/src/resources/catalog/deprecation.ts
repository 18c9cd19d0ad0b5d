// When a catalog item's deprecation shows and when it retires, on the emulator's clock. The
// catalog is rebuilt only when the clock crosses one of these instants (`stateChanges`), so every
// rule that reads a date from the rows is here, next to the list of instants it depends on.
import { isoTime } from "../kit/api-time.js";
import type { CatalogRows } from "./catalog-data.js";

export type Deprecation = CatalogRows["serverTypeDeprecation"];

/** A server type row's deprecation: its own (a rehearsal), or the shared one if `deprecated`. */
export function serverTypeRowDeprecation(
  row: CatalogRows["serverTypes"][number],
  rows: CatalogRows,
): Deprecation | undefined {
  return row.deprecation ?? (row.deprecated === true ? rows.serverTypeDeprecation : undefined);
}

/** An ISO row's deprecation: its own (a rehearsal), or the shared one if `deprecated`. */
export function isoRowDeprecation(
  row: CatalogRows["isos"][number],
  rows: CatalogRows,
): Deprecation | undefined {
  return row.deprecation ?? (row.deprecated === true ? rows.isoDeprecation : undefined);
}

/** Deprecations show from their announcement on: before it the item was not deprecated yet. */
export function isAnnounced(deprecation: Deprecation | null | undefined, nowMs: number): boolean {
  return deprecation != null && nowMs >= Date.parse(deprecation.announced);
}

/**
 * A deprecated catalog item (server type per location, load balancer type, ISO) is retired once
 * the clock is past its `unavailable_after`: it leaves the lists and can no longer be used for
 * new resources; existing ones keep it, and it is still found by id (spec "Deprecations").
 */
export function isRetired(
  deprecation: { unavailable_after: string } | null | undefined,
  nowMs: number,
): boolean {
  return deprecation != null && nowMs > Date.parse(deprecation.unavailable_after);
}

/** An image's `deprecated` as the API shows it at `nowMs`: null until that moment. */
export function imageDeprecatedAt(deprecated: string | undefined, nowMs: number): string | null {
  return deprecated !== undefined && nowMs >= Date.parse(deprecated) ? deprecated : null;
}

/**
 * Images carry no `unavailable_after`: the provider's Go client takes an image as orderable for
 * three months after its `deprecated` (changes-2026 §5), and so does the emulator.
 */
export const IMAGE_ORDERABLE_MONTHS = 3;

/** The last moment a deprecated image can be used for a new server. */
export function imageUnavailableAfter(deprecated: string): string {
  const date = new Date(deprecated);
  date.setUTCMonth(date.getUTCMonth() + IMAGE_ORDERABLE_MONTHS);
  return date.toISOString();
}

/**
 * An image's `deprecation` (since 2026-09-08; `deprecated` repeats `announced`): announced when
 * the image was deprecated, unavailable three months later, as in hcloud-go v2.52.0's fixture
 * (deprecated 2018-02-28, unavailable_after 2018-05-28), or at the `unavailableAfter` a
 * rehearsal gave it. Null until it is announced.
 */
export function imageDeprecation(
  deprecated: string | undefined,
  nowMs: number,
  unavailableAfter?: string,
): { announced: string; unavailable_after: string } | null {
  const announced = imageDeprecatedAt(deprecated, nowMs);
  return announced === null
    ? null
    : {
        announced,
        unavailable_after: isoTime(
          Date.parse(unavailableAfter ?? imageUnavailableAfter(announced)),
        ),
      };
}

/**
 * Past its three months (or the `unavailableAfter` a rehearsal gave it): no new server or
 * rebuild from it (it stays readable).
 */
export function isImageRetired(
  deprecated: string | null,
  nowMs: number,
  unavailableAfter?: string,
): boolean {
  return (
    deprecated !== null && nowMs > Date.parse(unavailableAfter ?? imageUnavailableAfter(deprecated))
  );
}

/**
 * The instants at which a rule above changes what the catalog shows (its entries, not what a
 * request may do with them): announcements, the first millisecond after an `unavailable_after`,
 * image deprecations. Sorted, without duplicates.
 */
export function stateChanges(rows: CatalogRows): number[] {
  const instants: number[] = [];
  const add = (deprecation: Deprecation | undefined) => {
    if (!deprecation) return;
    instants.push(Date.parse(deprecation.announced), Date.parse(deprecation.unavailable_after) + 1);
  };
  for (const row of rows.serverTypes) add(serverTypeRowDeprecation(row, rows));
  for (const row of rows.loadBalancerTypes) add(row.deprecation);
  for (const row of rows.isos) add(isoRowDeprecation(row, rows));
  for (const row of rows.images) if (row.deprecated) instants.push(Date.parse(row.deprecated));
  return [...new Set(instants)].sort((a, b) => a - b);
}

/** A server type leaves the lists once it is retired in every location that offered it. */
export function isServerTypeRetired(
  serverType: { locations: readonly { deprecation?: Deprecation | null }[] },
  nowMs: number,
): boolean {
  return (
    serverType.locations.length > 0 &&
    serverType.locations.every((entry) => isRetired(entry.deprecation, nowMs))
  );
}
