// Rehearsing a retirement the provider announced: the control API's `catalog/deprecations` (and
// the file given at start) give a server type, load balancer type, image or ISO of the catalog a
// deprecation of its own. The catalog then shows it from `announced` and retires the item after
// `unavailable_after` on the emulator's clock, by the same rules as the built-in deprecations
// (resources/catalog/deprecation.ts): move the clock to see the future.
import { readFileSync } from "node:fs";
import { ApiError, invalidInput } from "../http/api-error.js";
import type { CatalogRows } from "../resources/catalog/catalog-data.js";
import type { CatalogItemType } from "../resources/catalog/catalog-deprecations.js";
import type { CatalogTimeline } from "../resources/catalog/records.js";

export interface CatalogDeprecationInput {
  type: CatalogItemType;
  /** The item's name in the catalog (`cx22`, `lb11`, `ubuntu-20.04`, an ISO's file name). */
  name: string;
  /** RFC 3339: when the deprecation shows. */
  announced: string;
  /** RFC 3339, after `announced`: after it the item is refused for new resources. */
  unavailable_after: string;
}

/** A rehearsal as stored: the dates in the API's own form (`2027-03-01T00:00:00Z`). */
export type CatalogDeprecationRehearsal = CatalogDeprecationInput;

const TYPES: readonly CatalogItemType[] = ["server_type", "load_balancer_type", "image", "iso"];
const NOUNS: Record<CatalogItemType, string> = {
  server_type: "server type",
  load_balancer_type: "load balancer type",
  image: "image",
  iso: "ISO",
};

/** RFC 3339 with a zone (what the API writes); anything else is refused. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function instant(value: unknown, field: string): number {
  const ms = typeof value === "string" && RFC_3339.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw invalidInput([
      { name: field, messages: ["must be an RFC 3339 date-time, e.g. 2027-03-01T00:00:00Z"] },
    ]);
  }
  return ms;
}

function apiTime(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}

function hasName(rows: readonly { name: string }[], name: string): boolean {
  return rows.some((row) => row.name === name);
}

export class CatalogRehearsals {
  private readonly rehearsals: CatalogDeprecationRehearsal[] = [];

  constructor(
    /** The catalog's rows without rehearsals. */
    private readonly base: CatalogRows,
    private readonly timeline: CatalogTimeline,
  ) {}

  list(): CatalogDeprecationRehearsal[] {
    return this.rehearsals.map((rehearsal) => ({ ...rehearsal }));
  }

  /**
   * Checks the input (404 for a name the catalog does not have, 422 for dates that are not
   * RFC 3339 or out of order), stores it (replacing one for the same item) and rebuilds the
   * catalog with it.
   */
  add(input: CatalogDeprecationInput): CatalogDeprecationRehearsal {
    if (!TYPES.includes(input.type)) {
      throw invalidInput([{ name: "type", messages: [`must be one of ${TYPES.join(", ")}`] }]);
    }
    const announced = instant(input.announced, "announced");
    const unavailableAfter = instant(input.unavailable_after, "unavailable_after");
    if (unavailableAfter <= announced) {
      throw invalidInput([
        {
          name: "unavailable_after",
          messages: [
            `must come after announced (${input.announced}): an item is retired after its deprecation was announced`,
          ],
        },
      ]);
    }
    const rows = {
      server_type: this.base.serverTypes,
      load_balancer_type: this.base.loadBalancerTypes,
      image: this.base.images,
      iso: this.base.isos,
    }[input.type];
    if (!hasName(rows, input.name)) {
      throw new ApiError(
        404,
        "not_found",
        `${NOUNS[input.type]} '${input.name}' not found in the catalog`,
      );
    }
    const stored: CatalogDeprecationRehearsal = {
      type: input.type,
      name: input.name,
      announced: apiTime(announced),
      unavailable_after: apiTime(unavailableAfter),
    };
    const same = this.rehearsals.findIndex(
      (rehearsal) => rehearsal.type === stored.type && rehearsal.name === stored.name,
    );
    if (same >= 0) this.rehearsals.splice(same, 1);
    this.rehearsals.push(stored);
    this.timeline.replaceRows(this.rows());
    return { ...stored };
  }

  clear(): void {
    this.rehearsals.length = 0;
    this.timeline.replaceRows(this.base);
  }

  /** The base rows with every rehearsal applied. */
  private rows(): CatalogRows {
    const of = (type: CatalogItemType, name: string) =>
      this.rehearsals.find((rehearsal) => rehearsal.type === type && rehearsal.name === name);
    const dates = (rehearsal: CatalogDeprecationRehearsal) => ({
      announced: rehearsal.announced,
      unavailable_after: rehearsal.unavailable_after,
    });
    return {
      ...this.base,
      serverTypes: this.base.serverTypes.map((row) => {
        const rehearsal = of("server_type", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      }),
      loadBalancerTypes: this.base.loadBalancerTypes.map((row) => {
        const rehearsal = of("load_balancer_type", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      }),
      // Images have no `deprecation` object: `deprecated` is the announcement, and the rehearsal
      // says when it stops being orderable (else three months later).
      images: this.base.images.map((row) => {
        const rehearsal = of("image", row.name);
        return rehearsal
          ? {
              ...row,
              deprecated: rehearsal.announced,
              unavailableAfter: rehearsal.unavailable_after,
            }
          : row;
      }),
      isos: this.base.isos.map((row) => {
        const rehearsal = of("iso", row.name);
        return rehearsal ? { ...row, deprecation: dates(rehearsal) } : row;
      }),
    };
  }
}

/**
 * The rehearsals of a JSON file (`--catalog-deprecations`, `CLOUD_API_CATALOG_DEPRECATIONS`):
 * `{"deprecations": [...]}` as `GET /_emulator/catalog/deprecations` answers, or the bare list.
 * Each entry is added as the control API would; a problem names the file and the entry.
 */
export function loadRehearsalFile(path: string, rehearsals: CatalogRehearsals): void {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(
      `catalog deprecations ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === "object" &&
        data !== null &&
        Array.isArray((data as { deprecations?: unknown }).deprecations)
      ? (data as { deprecations: unknown[] }).deprecations
      : undefined;
  if (!list) {
    throw new Error(
      `catalog deprecations ${path}: expected {"deprecations": [{"type", "name", "announced", "unavailable_after"}, ...]}`,
    );
  }
  list.forEach((entry, index) => {
    try {
      const input = (
        typeof entry === "object" && entry !== null ? entry : {}
      ) as CatalogDeprecationInput;
      rehearsals.add(input);
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? `${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ""}`
          : String(error);
      throw new Error(`catalog deprecations ${path}, entry ${index}: ${reason}`);
    }
  });
}
