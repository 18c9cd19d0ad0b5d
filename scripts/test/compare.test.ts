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
  pointer?: string;
  operations?: string[];
}

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
  { fixture: "request-read-only-property-removed", kinds: [] },
  { fixture: "path-parameter-renamed", kinds: [] },
  { fixture: "security-description-changed", kinds: [] },
];

function distinctKinds(changes: Change[]): string[] {
  return [...new Set(changes.map((change) => change.id))].sort();
}

describe("compareSpecs: breaking changes", () => {
  it.each(breakingCases)("$fixture is breaking", ({ fixture, kinds, pointer, operations }) => {
    const changes = compareFixture(fixture);
    const breaking = changes.filter(isBreaking);
    expect(distinctKinds(breaking)).toEqual([...kinds].sort());
    expect(changes.filter((change) => !isBreaking(change))).toEqual([]);
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
