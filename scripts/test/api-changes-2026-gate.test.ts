// The gate on the API changes of 2026 (shared/reference/api-changes-2026.md): each breaking one is
// stopped until spec/breaking-changes-ignore.yaml has an entry for it, rule by rule and operation
// by operation, naming the provider's announcement. The base is today's spec with the change
// undone, so the test holds on any checkout (no git history needed).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Change } from "../src/breaking/change.js";
import { compareSpecs } from "../src/breaking/compare.js";
import { applyIgnores, type IgnoreEntry, loadIgnoreFile } from "../src/breaking/ignore.js";
import { bundleWorkingTree } from "../src/spec/bundle.js";
import { repoRoot } from "../src/spec/repo.js";

type Schema = { properties: Record<string, unknown>; required?: string[] };
type Document = Parameters<typeof compareSpecs>[0] & {
  components: { schemas: Record<string, Schema> };
};

const head = bundleWorkingTree(repoRoot()) as Document;
const ignoreFile = loadIgnoreFile(join(repoRoot(), "spec", "breaking-changes-ignore.yaml"));
const NOW = new Date("2026-11-25T00:00:00Z");

function undo(change: (schemas: Record<string, Schema>) => void): Document {
  const base = structuredClone(head);
  change(base.components.schemas);
  return base;
}

function blocking(changes: Change[], entries: IgnoreEntry[]): string[] {
  return applyIgnores(changes, entries, NOW)
    .kept.filter((change) => change.level === "error")
    .map((change) => `${change.id} ${change.operation}`)
    .sort();
}

const DATACENTER = { type: "object", description: "the removed datacenter" };
const cases = [
  {
    name: "datacenter removed from Server and Primary IP (2026-07-01)",
    announcement: "2025-12-16-phasing-out-datacenters",
    base: undo((schemas) => {
      for (const name of ["Server", "PrimaryIp"]) {
        const schema = schemas[name] as Schema;
        schema.properties.datacenter = { ...DATACENTER, readOnly: true };
        schema.required = [...(schema.required ?? []), "datacenter"];
      }
      for (const name of ["CreateServerRequest", "CreatePrimaryIpRequest"]) {
        (schemas[name] as Schema).properties.datacenter = { type: "string", description: "x" };
      }
    }),
    expected: [
      "request-property-removed POST /primary_ips",
      "request-property-removed POST /servers",
      "response-property-removed GET /primary_ips",
      "response-property-removed GET /primary_ips/{id}",
      "response-property-removed GET /servers",
      "response-property-removed GET /servers/{id}",
      "response-property-removed POST /primary_ips",
      "response-property-removed POST /servers",
      "response-property-removed PUT /primary_ips/{id}",
      "response-property-removed PUT /servers/{id}",
    ],
  },
  {
    name: "assignee_type unassigned on primary IPs (2026-08-01)",
    announcement: "2026-04-27-primary-ips-will-return-unassigned",
    base: undo((schemas) => {
      // Only this change undone: `load_balancer` (2026-10-05) stays, as in the spec.
      (schemas.PrimaryIp as Schema).properties.assignee_type = {
        type: "string",
        enum: ["server", "load_balancer"],
        description: "closed, before unassigned",
      };
    }),
    expected: [
      "response-enum-value-added GET /primary_ips",
      "response-enum-value-added GET /primary_ips/{id}",
      "response-enum-value-added POST /primary_ips",
      "response-enum-value-added PUT /primary_ips/{id}",
    ],
  },
];

describe("the breaking-change gate on the 2026 API changes", () => {
  for (const { name, announcement, base, expected } of cases) {
    it(`stops "${name}" without its ignore entries and lets it through with them`, () => {
      const changes = compareSpecs(base, head, { now: NOW });
      expect(blocking(changes, [])).toEqual(expected);
      expect(blocking(changes, ignoreFile)).toEqual([]);
      // Each finding is let through by its own entry, which cites the announcement.
      const { ignored } = applyIgnores(changes, ignoreFile, NOW);
      const errors = changes.filter((change) => change.level === "error");
      expect(ignored.map(({ change }) => change)).toEqual(expect.arrayContaining(errors));
      for (const { change, entry } of ignored.filter(({ change }) => change.level === "error")) {
        expect(entry.operation).toBe(change.operation);
        expect(entry.reason).toContain(announcement);
      }
    });
  }

  it("lets the datacenter endpoints' deprecation with its sunset through as compatible", () => {
    const base = structuredClone(head);
    const paths = base.paths as Record<string, { get: Record<string, unknown> }>;
    for (const path of ["/datacenters", "/datacenters/{id}"]) {
      const operation = (paths[path] as { get: Record<string, unknown> }).get;
      delete operation.deprecated;
      delete operation["x-sunset"];
      delete operation["x-deprecation-announcement"];
      delete (operation.responses as Record<string, unknown>)["410"];
    }
    expect(blocking(compareSpecs(base, head, { now: NOW }), [])).toEqual([]);
  });
});
