import { describe, expect, it } from "vitest";
import { EXPECTED_OPERATIONS } from "./expected-operations.js";
import { loadBundle } from "./support/load-bundle.js";
import { operationLabel, operationsOf } from "./support/openapi.js";

describe("the expected surface (issues 3 and 12)", () => {
  it("lists 190 distinct operations with distinct ids", () => {
    const labels = new Set(EXPECTED_OPERATIONS.map(operationLabel));
    const ids = new Set(EXPECTED_OPERATIONS.map((op) => op.operationId));
    expect(EXPECTED_OPERATIONS).toHaveLength(190);
    expect(labels.size).toBe(190);
    expect(ids.size).toBe(190);
  });
});

describe("the bundle", () => {
  const bundle = loadBundle();
  const actual = operationsOf(bundle);

  it("has exactly the 190 operations of the real API for these resources", () => {
    const expected = new Set(EXPECTED_OPERATIONS.map(operationLabel));
    const present = new Set(actual.map(operationLabel));
    const missing = [...expected].filter((label) => !present.has(label));
    const unexpected = [...present].filter((label) => !expected.has(label));
    expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    expect(actual).toHaveLength(190);
  });

  it("uses the real API's operation id and deprecation for each operation it has", () => {
    const byLabel = new Map(actual.map((op) => [operationLabel(op), op.operation]));
    const mismatches = EXPECTED_OPERATIONS.flatMap((want) => {
      const got = byLabel.get(operationLabel(want));
      if (got === undefined) return []; // reported as missing above
      const problems: string[] = [];
      if (got.operationId !== want.operationId) {
        problems.push(
          `${operationLabel(want)}: operationId ${String(got.operationId)}, expected ${want.operationId}`,
        );
      }
      if ((got.deprecated === true) !== (want.deprecated === true)) {
        problems.push(`${operationLabel(want)}: deprecated should be ${want.deprecated === true}`);
      }
      return problems;
    });
    expect(mismatches).toEqual([]);
  });
});
