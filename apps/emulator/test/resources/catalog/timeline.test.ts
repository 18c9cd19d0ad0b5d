// The catalog on the emulator's clock is built once per stretch between two of its dates
// (CatalogTimeline): whatever order the clock is read in, the catalog it gives must be the one
// built at that very moment, never one left over from another stretch.
import { describe, expect, it } from "vitest";
import { CATALOG_ROWS, LOAD_BALANCER_TYPES } from "../../../src/resources/catalog/catalog-data.js";
import { stateChanges } from "../../../src/resources/catalog/deprecation.js";
import {
  type Catalog,
  CatalogTimeline,
  createCatalog,
} from "../../../src/resources/catalog/records.js";
import { seededRandom } from "../../support/seeded-random.js";

const rows = {
  ...CATALOG_ROWS,
  loadBalancerTypes: [
    ...LOAD_BALANCER_TYPES,
    {
      id: 90,
      name: "lb-rehearsal",
      maxConnections: 10000,
      maxServices: 5,
      maxTargets: 25,
      maxAssignedCertificates: 10,
      monthlyNet: 5,
      locations: ["fsn1"],
      includedTrafficTb: 20,
      deprecation: {
        announced: "2026-12-01T00:00:00Z",
        unavailable_after: "2027-03-01T00:00:00Z",
      },
    },
  ],
};

describe("the catalog on the clock", () => {
  it("changes at the rows' announcements, the millisecond after each unavailable_after, and image deprecations", () => {
    const changes = stateChanges(rows).map((ms) => new Date(ms).toISOString());
    expect(changes).toEqual([
      "2024-06-01T00:00:00.000Z", // centos-stream-8 deprecated
      "2024-06-06T00:00:00.000Z", // ISO deprecation announced
      "2024-06-06T08:00:00.000Z", // first-generation server types announced
      "2024-09-06T00:00:00.001Z", // ... and retired
      "2025-05-31T00:00:00.000Z", // ubuntu-20.04 deprecated
      "2026-12-01T00:00:00.000Z", // the rehearsal load balancer type announced
      "2027-03-01T00:00:00.001Z", // ... and retired
      "2099-09-06T00:00:00.001Z", // the deprecated ISO retired
    ]);
  });

  it("gives, in any order of reading, the catalog built at that very moment (never a stale one)", () => {
    const built: Catalog[] = [];
    const timeline = new CatalogTimeline(rows, (catalog) => built.push(catalog));
    const instants = stateChanges(rows).flatMap((ms) => [ms - 1, ms, ms + 1]);
    const random = seededRandom(2026);
    for (let i = 0; i < 20; i++) {
      instants.push(Date.UTC(2020, 0, 1) + Math.floor(random() * 90 * 365 * 86_400_000));
    }
    // Read out of order (Fisher-Yates): later stretches first, then back.
    for (let i = instants.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [instants[i], instants[j]] = [instants[j] as number, instants[i] as number];
    }
    for (const instant of instants) {
      expect(timeline.at(instant), new Date(instant).toISOString()).toEqual(
        createCatalog(rows, instant),
      );
    }
    // One build per stretch: eight changes make nine stretches.
    expect(built).toHaveLength(9);
    expect(timeline.at(Date.UTC(2026, 10, 25))).toBe(timeline.at(Date.UTC(2026, 10, 26)));
  });
});
