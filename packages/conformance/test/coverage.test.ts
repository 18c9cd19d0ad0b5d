import { describe, expect, it } from "vitest";
import { buildCoverageReport } from "../src/coverage-report.js";
import { readRecords } from "../src/exercise-log.js";
import { listOperations } from "../src/openapi.js";
import { targetKindFromEnv } from "../src/target.js";

const kind = targetKindFromEnv();

describe("coverage of the bundled spec", () => {
  // The live target only runs read-only GETs, so it cannot exercise every operation.
  it.skipIf(kind === "live")(
    "every operation of the bundle answered 2xx through the client at least once",
    () => {
      const operations = listOperations();
      expect(operations.length).toBeGreaterThan(0);
      const report = buildCoverageReport(operations, readRecords(kind), kind);
      expect(report.missing, `operations never exercised successfully on ${kind}`).toEqual([]);
    },
  );
});
