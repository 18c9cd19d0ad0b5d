// Whole-spec fixture pairs: test/fixtures/breaking/<case>/head.yaml against its base.yaml (or
// the shared ../base.yaml, with shared and recursive schemas). The compact per-rule fixtures
// are in rules.test.ts. Each case says whether the change
// breaks clients, which kinds of change must be found, and where one of them must point.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Change, isBreaking } from "../src/breaking/change.js";
import { compareSpecs } from "../src/breaking/compare.js";
import { breakingFixtures, fixturePair, loadSpec } from "./fixture-specs.js";

function compareFixture(name: string) {
  const { base, head } = fixturePair(name);
  return compareSpecs(base, head);
}

const body = "/paths/~1widgets/post/requestBody/content/application~1json/schema";
const listItem =
  "/paths/~1widgets/get/responses/200/content/application~1json/schema/properties/widgets/items";

interface Case {
  fixture: string;
  kinds: string[];
  /** Compatible findings a breaking case also has (none unless listed). */
  compatible?: string[];
  pointer?: string;
  operations?: string[];
}

const allOperations = ["GET /widgets", "POST /widgets", "GET /widgets/{id}"];

const breakingCases: Case[] = [
  {
    fixture: "request-new-required-parameter",
    kinds: ["request-required-parameter-added"],
    pointer: "/paths/~1widgets/get/parameters/2",
  },
  {
    fixture: "request-parameter-now-required",
    kinds: ["request-parameter-became-required"],
    pointer: "/paths/~1widgets/get/parameters/0/required",
  },
  {
    fixture: "request-new-required-property",
    kinds: ["request-required-property-added"],
    pointer: `${body}/properties/color`,
  },
  {
    fixture: "request-property-now-required",
    kinds: ["request-property-became-required"],
    pointer: `${body}/properties/mode`,
  },
  {
    fixture: "request-enum-value-removed",
    kinds: ["request-enum-value-removed"],
    pointer: `${body}/properties/mode`,
  },
  {
    fixture: "request-parameter-enum-value-removed",
    kinds: ["request-enum-value-removed"],
    pointer: "/paths/~1widgets/get/parameters/1/schema",
  },
  {
    fixture: "request-enum-introduced",
    kinds: ["request-enum-added"],
    pointer: `${body}/properties/name`,
  },
  {
    fixture: "request-type-narrowed",
    kinds: ["request-type-narrowed"],
    pointer: `${body}/properties/size`,
  },
  {
    fixture: "request-bound-narrowed",
    kinds: ["request-max-length-decreased"],
    pointer: `${body}/properties/name`,
  },
  {
    fixture: "request-minimum-raised",
    kinds: ["request-min-increased"],
    pointer: `${body}/properties/size`,
  },
  { fixture: "operation-removed", kinds: ["operation-removed"], pointer: "/paths/~1widgets/post" },
  {
    fixture: "request-parameter-removed",
    kinds: ["request-parameter-removed"],
    pointer: "/paths/~1widgets/get/parameters/0",
  },
  {
    fixture: "operation-id-changed",
    kinds: ["operation-id-changed"],
    pointer: "/paths/~1widgets/get/operationId",
  },
  {
    fixture: "response-property-removed",
    kinds: ["response-property-removed"],
    pointer: `${listItem}/properties/name`,
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  {
    fixture: "response-property-now-optional",
    kinds: ["response-property-became-optional"],
    pointer: `${listItem}/properties/status`,
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  {
    fixture: "response-type-changed",
    kinds: ["response-type-changed"],
    pointer: `${listItem}/properties/id`,
  },
  {
    fixture: "response-became-nullable",
    kinds: ["response-type-widened"],
    pointer: `${listItem}/properties/name`,
  },
  {
    fixture: "response-enum-value-added",
    kinds: ["response-enum-value-added"],
    pointer: `${listItem}/properties/status`,
  },
  {
    fixture: "response-header-removed",
    kinds: ["response-header-removed"],
    pointer: "/paths/~1widgets/get/responses/200/headers/RateLimit-Limit",
  },
  {
    fixture: "security-scheme-changed",
    kinds: ["security-scheme-changed"],
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  // The shared oneOf `Target` (request body, and every response through the recursive
  // Widget): its variants are paired by best match, so the edit inside the integer variant is
  // judged on each side and only the boolean variant counts as added.
  {
    fixture: "composition-variant-edited-and-added",
    kinds: ["request-max-decreased", "response-one-of-variant-added"],
    compatible: ["request-one-of-variant-added", "response-max-decreased"],
    pointer: `${body}/properties/target/oneOf/3`,
    operations: allOperations,
  },
  {
    fixture: "composition-variant-widened-and-removed",
    kinds: ["request-one-of-variant-removed", "response-min-decreased"],
    compatible: ["request-min-decreased", "response-one-of-variant-removed"],
    pointer: `${listItem}/properties/target/oneOf/1`,
    operations: allOperations,
  },
  {
    fixture: "request-additional-properties-schema-added",
    kinds: ["request-additional-properties-schema-added"],
    pointer: `${body}/properties/labels/additionalProperties`,
  },
  {
    fixture: "request-deprecated-parameter-unreadable-sunset-removed",
    kinds: ["request-parameter-removed-before-sunset"],
    pointer: "/paths/~1widgets/get/parameters/2",
  },
];

const compatibleCases: Case[] = [
  { fixture: "request-new-optional-parameter", kinds: ["request-parameter-added"] },
  { fixture: "request-new-optional-property", kinds: ["request-property-added"] },
  { fixture: "request-property-now-optional", kinds: ["request-property-became-optional"] },
  { fixture: "request-enum-value-added", kinds: ["request-enum-value-added"] },
  { fixture: "request-type-widened", kinds: ["request-type-widened"] },
  { fixture: "request-bound-widened", kinds: ["request-max-length-increased"] },
  {
    fixture: "operation-added",
    kinds: ["operation-added"],
    pointer: "/paths/~1widgets~1{id}/delete",
  },
  { fixture: "operation-deprecated", kinds: ["operation-deprecated"] },
  { fixture: "response-property-added", kinds: ["response-property-added"] },
  { fixture: "response-property-now-required", kinds: ["response-property-became-required"] },
  { fixture: "response-type-narrowed", kinds: ["response-type-narrowed"] },
  { fixture: "response-open-enum-value-added", kinds: ["response-extensible-enum-value-added"] },
  { fixture: "response-enum-value-removed", kinds: ["response-enum-value-removed"] },
  { fixture: "response-status-added", kinds: ["response-status-added"] },
  // Clients that send a token still succeed when none is needed.
  {
    fixture: "security-removed-from-operation",
    kinds: ["security-removed"],
    pointer: "/paths/~1widgets/get/security",
  },
  // No change a client can see at all:
  // The same variants of a shared oneOf in another order.
  { fixture: "composition-variants-reordered", kinds: [] },
  // Header text: every integer is a valid string.
  {
    fixture: "response-header-string-to-integer",
    kinds: ["response-type-narrowed"],
    pointer: "/paths/~1widgets/get/responses/200/headers/RateLimit-Limit/schema",
  },
  // An exploded query array: `?status=running` still parses.
  {
    fixture: "request-query-value-to-exploded-array",
    kinds: ["request-type-widened"],
    pointer: "/paths/~1widgets/get/parameters/1/schema",
  },
  { fixture: "request-read-only-property-removed", kinds: [] },
  { fixture: "path-parameter-renamed", kinds: [] },
  { fixture: "security-description-changed", kinds: [] },
];

function distinctKinds(changes: Change[]): string[] {
  return [...new Set(changes.map((change) => change.id))].sort();
}

describe("compareSpecs: breaking changes", () => {
  it.each(breakingCases)("$fixture is breaking", (testCase) => {
    const { fixture, kinds, pointer, operations } = testCase;
    const changes = compareFixture(fixture);
    const breaking = changes.filter(isBreaking);
    expect(distinctKinds(breaking)).toEqual([...kinds].sort());
    const compatible = changes.filter((change) => !isBreaking(change));
    expect(distinctKinds(compatible)).toEqual([...(testCase.compatible ?? [])].sort());
    if (pointer) expect(breaking.map((change) => change.pointer)).toContain(pointer);
    if (operations) {
      expect(new Set(breaking.map((change) => change.operation))).toEqual(new Set(operations));
    }
    for (const change of breaking) expect(change.message).toMatch(/: .*(client|request)/);
  });
});

describe("compareSpecs: warnings", () => {
  it("an error status no longer documented is a warning, not an error", () => {
    const changes = compareFixture("response-status-removed");
    expect(changes.map((change) => [change.id, change.level, change.pointer])).toEqual([
      ["response-non-success-status-removed", "warning", "/paths/~1widgets/get/responses/401"],
    ]);
  });
});

describe("compareSpecs: compatible changes", () => {
  it.each(compatibleCases)("$fixture is not breaking", ({ fixture, kinds, pointer }) => {
    const changes = compareFixture(fixture);
    expect(changes.filter(isBreaking)).toEqual([]);
    expect(distinctKinds(changes)).toEqual([...kinds].sort());
    if (pointer) expect(changes.map((change) => change.pointer)).toContain(pointer);
  });

  it("finds no change between a spec and itself, recursive schemas included", () => {
    const base = loadSpec(join(breakingFixtures, "base.yaml"));
    expect(compareSpecs(base, structuredClone(base))).toEqual([]);
  });
});
