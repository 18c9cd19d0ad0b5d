// The README's rule table is generated from the code: it must list every rule id and be current.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULES } from "../src/breaking/rules.js";
import { renderRulesTable, withRulesTable } from "../src/docs/rules-table.js";

const readme = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "..", "README.md"),
  "utf8",
);

describe("the rule table in scripts/README.md", () => {
  it("is up to date with rules.ts (else run pnpm --filter @cloud-api/scripts docs:rules)", () => {
    expect(withRulesTable(readme)).toBe(readme);
  });

  it("names every rule id once", () => {
    const table = renderRulesTable();
    for (const rule of RULES) expect(table).toContain(`\`${rule.id}\``);
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
  });

  it("rejects a README without the generated section", () => {
    expect(() => withRulesTable("# no table here\n")).toThrow(/has no <!-- rules:start/);
  });
});
