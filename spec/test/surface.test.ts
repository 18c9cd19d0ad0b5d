import { describe, expect, it } from "vitest";
import { listOperations, loadSpecDocument, operationLabel } from "../lib/reader.mjs";
import { EXPECTED_HETZNER_OPERATIONS } from "./expected-hetzner-operations.js";
import { EXPECTED_OPERATIONS, type ExpectedOperation } from "./expected-operations.js";

/** Each document of scripts/documents.mjs with the operations written out for it by hand. */
const SURFACES = [
  { id: "cloud", title: "Cloud API", count: 190, expected: EXPECTED_OPERATIONS },
  { id: "hetzner", title: "Hetzner API", count: 32, expected: EXPECTED_HETZNER_OPERATIONS },
] as const satisfies readonly {
  id: string;
  title: string;
  count: number;
  expected: readonly ExpectedOperation[];
}[];

describe.each(SURFACES)("the expected surface of the $title", ({ count, expected }) => {
  it(`lists ${count} distinct operations with distinct ids`, () => {
    expect(expected).toHaveLength(count);
    expect(new Set(expected.map(operationLabel)).size).toBe(count);
    expect(new Set(expected.map((op) => op.operationId)).size).toBe(count);
  });
});

describe("the two APIs", () => {
  it("share no operation id (the docs, the mock and conformance key operations by id)", () => {
    const cloud = new Set(EXPECTED_OPERATIONS.map((op) => op.operationId));
    expect(EXPECTED_HETZNER_OPERATIONS.filter((op) => cloud.has(op.operationId))).toEqual([]);
  });
});

describe.each(SURFACES)("the bundle of the $title", ({ id, count, expected }) => {
  const actual = listOperations(loadSpecDocument(id));

  it(`has exactly the ${count} operations of the real API`, () => {
    const wanted = new Set(expected.map(operationLabel));
    const present = new Set(actual.map(operationLabel));
    const missing = [...wanted].filter((label) => !present.has(label));
    const unexpected = [...present].filter((label) => !wanted.has(label));
    expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    expect(actual).toHaveLength(count);
  });

  it("uses the real API's operation id and deprecation for each operation it has", () => {
    const byLabel = new Map(actual.map((op) => [operationLabel(op), op.operation]));
    const mismatches = expected.flatMap((want) => {
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
