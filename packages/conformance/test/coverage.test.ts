import { describe, expect, it } from "vitest";
import { buildCoverageReport } from "../src/coverage-report.js";
import { readRecords, readServedApis } from "../src/exercise-log.js";
import { servedOperations } from "../src/served-apis.js";
import { type TargetInfo, targetKindFromEnv } from "../src/target.js";

const kind = targetKindFromEnv();
// This project runs after the operation tests, without the target: the global setup left which
// APIs the target serves (the emulator does not serve the Hetzner API yet).
const served = (): Pick<TargetInfo, "apiBaseUrls"> => ({ apiBaseUrls: readServedApis(kind) });

describe("coverage of the bundled specs", () => {
  // The live target only runs read-only GETs, so it cannot exercise every operation.
  it.skipIf(kind === "live")(
    "every operation of every API the target serves answered 2xx through a typed client at least once",
    () => {
      const operations = servedOperations(served());
      expect(operations.length).toBeGreaterThan(0);
      const report = buildCoverageReport(operations, readRecords(kind), kind);
      expect(report.missing, `operations never exercised successfully on ${kind}`).toEqual([]);
    },
  );
});
