// The breaking-change rules, one fixture pair per rule: test/fixtures/breaking/<case>/head.yaml
// against its base.yaml (or the shared ../base.yaml). Each case says whether the change
// breaks clients, which kinds of change must be found, and where one of them must point.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChangeKind } from "../src/breaking/change.js";
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
  kinds: ChangeKind[];
  pointer?: string;
  operations?: string[];
}

const breakingCases: Case[] = [
  {
    fixture: "request-new-required-parameter",
    kinds: ["parameter-added"],
    pointer: "/paths/~1widgets/get/parameters/2",
  },
  {
    fixture: "request-parameter-now-required",
    kinds: ["parameter-now-required"],
    pointer: "/paths/~1widgets/get/parameters/0/required",
  },
  {
    fixture: "request-new-required-property",
    kinds: ["property-added"],
    pointer: `${body}/properties/color`,
  },
  {
    fixture: "request-property-now-required",
    kinds: ["property-now-required"],
    pointer: `${body}/properties/mode`,
  },
  {
    fixture: "request-enum-value-removed",
    kinds: ["enum-value-removed"],
    pointer: `${body}/properties/mode`,
  },
  {
    fixture: "request-parameter-enum-value-removed",
    kinds: ["enum-value-removed"],
    pointer: "/paths/~1widgets/get/parameters/1/schema",
  },
  { fixture: "request-enum-introduced", kinds: ["enum-added"], pointer: `${body}/properties/name` },
  {
    fixture: "request-type-narrowed",
    kinds: ["type-narrowed"],
    pointer: `${body}/properties/size`,
  },
  {
    fixture: "request-bound-narrowed",
    kinds: ["bound-narrowed"],
    pointer: `${body}/properties/name`,
  },
  {
    fixture: "request-minimum-raised",
    kinds: ["bound-narrowed"],
    pointer: `${body}/properties/size`,
  },
  { fixture: "operation-removed", kinds: ["operation-removed"], pointer: "/paths/~1widgets/post" },
  {
    fixture: "request-parameter-removed",
    kinds: ["parameter-removed"],
    pointer: "/paths/~1widgets/get/parameters/0",
  },
  {
    fixture: "operation-id-changed",
    kinds: ["operation-id-changed"],
    pointer: "/paths/~1widgets/get/operationId",
  },
  {
    fixture: "response-property-removed",
    kinds: ["property-removed"],
    pointer: `${listItem}/properties/name`,
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  {
    fixture: "response-property-now-optional",
    kinds: ["property-now-optional"],
    pointer: `${listItem}/properties/status`,
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  {
    fixture: "response-type-changed",
    kinds: ["type-changed"],
    pointer: `${listItem}/properties/id`,
  },
  {
    fixture: "response-became-nullable",
    kinds: ["type-changed"],
    pointer: `${listItem}/properties/name`,
  },
  {
    fixture: "response-enum-value-added",
    kinds: ["enum-value-added"],
    pointer: `${listItem}/properties/status`,
  },
  {
    fixture: "response-status-removed",
    kinds: ["status-removed"],
    pointer: "/paths/~1widgets/get/responses/401",
  },
  {
    fixture: "response-header-removed",
    kinds: ["header-removed"],
    pointer: "/paths/~1widgets/get/responses/200/headers/RateLimit-Limit",
  },
  {
    fixture: "security-scheme-changed",
    kinds: ["security-changed"],
    operations: ["GET /widgets", "POST /widgets", "GET /widgets/{id}"],
  },
  {
    fixture: "security-removed-from-operation",
    kinds: ["security-changed"],
    pointer: "/paths/~1widgets/get/security",
    operations: ["GET /widgets"],
  },
];

const compatibleCases: Case[] = [
  { fixture: "request-new-optional-parameter", kinds: ["parameter-added"] },
  { fixture: "request-new-optional-property", kinds: ["property-added"] },
  { fixture: "request-property-now-optional", kinds: ["property-now-optional"] },
  { fixture: "request-enum-value-added", kinds: ["enum-value-added"] },
  { fixture: "request-type-widened", kinds: ["type-widened"] },
  { fixture: "request-bound-widened", kinds: ["bound-widened"] },
  {
    fixture: "operation-added",
    kinds: ["operation-added"],
    pointer: "/paths/~1widgets~1{id}/delete",
  },
  { fixture: "operation-deprecated", kinds: ["operation-deprecated"] },
  { fixture: "response-property-added", kinds: ["property-added"] },
  { fixture: "response-property-now-required", kinds: ["property-now-required"] },
  { fixture: "response-type-narrowed", kinds: ["type-narrowed"] },
  { fixture: "response-open-enum-value-added", kinds: ["enum-value-added"] },
  { fixture: "response-enum-value-removed", kinds: ["enum-value-removed"] },
  { fixture: "response-status-added", kinds: ["status-added"] },
  // No change a client can see at all:
  { fixture: "request-read-only-property-removed", kinds: [] },
  { fixture: "path-parameter-renamed", kinds: [] },
  { fixture: "security-description-changed", kinds: [] },
];

function distinctKinds(changes: { kind: ChangeKind }[]): ChangeKind[] {
  return [...new Set(changes.map((change) => change.kind))].sort();
}

describe("compareSpecs: breaking changes", () => {
  it.each(breakingCases)("$fixture is breaking", ({ fixture, kinds, pointer, operations }) => {
    const changes = compareFixture(fixture);
    const breaking = changes.filter((change) => change.breaking);
    expect(distinctKinds(breaking)).toEqual([...kinds].sort());
    expect(changes.filter((change) => !change.breaking)).toEqual([]);
    if (pointer) expect(breaking.map((change) => change.pointer)).toContain(pointer);
    if (operations) {
      expect(new Set(breaking.map((change) => change.operation))).toEqual(new Set(operations));
    }
    for (const change of breaking) expect(change.message).toMatch(/: .*(client|request)/);
  });
});

describe("compareSpecs: compatible changes", () => {
  it.each(compatibleCases)("$fixture is not breaking", ({ fixture, kinds, pointer }) => {
    const changes = compareFixture(fixture);
    expect(changes.filter((change) => change.breaking)).toEqual([]);
    expect(distinctKinds(changes)).toEqual([...kinds].sort());
    if (pointer) expect(changes.map((change) => change.pointer)).toContain(pointer);
  });

  it("finds no change between a spec and itself, recursive schemas included", () => {
    const base = loadSpec(join(breakingFixtures, "base.yaml"));
    expect(compareSpecs(base, structuredClone(base))).toEqual([]);
  });
});
