// The rule table of docs/breaking-rules.md is generated from the code: it must list every rule
// id and be current, and the README must lead to it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULES } from "../src/breaking/rules.js";
import { RULES_DOCUMENT, renderRulesTable, withRulesTable } from "../src/docs/rules-table.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const document = readFileSync(join(root, RULES_DOCUMENT), "utf8");
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("the rule table in scripts/docs/breaking-rules.md", () => {
  it("is up to date with rules.ts (else run pnpm --filter @cloud-api/scripts docs:rules)", () => {
    expect(withRulesTable(document)).toBe(document);
  });

  it("names every rule id once", () => {
    const table = renderRulesTable();
    for (const rule of RULES) expect(table).toContain(`\`${rule.id}\``);
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
  });

  it("is linked from the README, which stays short", () => {
    expect(readme).toContain(`(${RULES_DOCUMENT})`);
    expect(readme.split("\n").length).toBeLessThanOrEqual(200);
  });

  it("rejects a document without the generated section", () => {
    expect(() => withRulesTable("# no table here\n")).toThrow(/has no <!-- rules:start/);
  });
});
