// Every rule against its fixture pairs (test/fixtures/rules/*.yaml): each pair must produce
// exactly the rule ids its fixture names, with the stated verdict; every rule id must have
// at least one pair; and every family has breaking and non-breaking pairs.
import { describe, expect, it } from "vitest";
import type { Change } from "../src/breaking/change.js";
import { compareSpecs } from "../src/breaking/compare.js";
import { isRuleId, RULES, RULES_BY_ID, ruleLevel } from "../src/breaking/rules.js";
import { loadRulePairs, type Verdict } from "./rule-fixtures.js";

const pairs = loadRulePairs();
const now = new Date("2026-06-01T00:00:00Z");

function verdictOf(changes: Change[]): Verdict {
  if (changes.some((change) => change.level === "error")) return "breaking";
  if (changes.some((change) => change.level === "warning")) return "warning";
  return changes.length > 0 ? "compatible" : "unchanged";
}

describe("rule fixtures", () => {
  it.each(pairs.map((pair) => ({ ...pair, title: `${pair.family}: ${pair.name} (${pair.slot})` })))(
    "$title",
    ({ base, head, verdict, rules, pointer }) => {
      const changes = compareSpecs(base, head, { now });
      expect([...new Set(changes.map((change) => change.id))].sort()).toEqual(rules);
      expect(verdictOf(changes)).toBe(verdict);
      if (pointer) expect(changes.map((change) => change.pointer)).toContain(pointer);
      for (const change of changes) {
        expect(RULES_BY_ID.has(change.id)).toBe(true);
        expect(change.message).not.toContain("\n");
        // A finding that fails the gate says why it breaks clients.
        if (change.level !== "info") expect(change.message).toMatch(/: .*: |: .*(client|request)/);
      }
    },
  );

  it("finds no change between the template and itself", () => {
    const [pair] = pairs;
    expect(pair).toBeDefined();
    if (pair) expect(compareSpecs(pair.base, structuredClone(pair.base), { now })).toEqual([]);
  });

  it("has at least one fixture pair for every rule id", () => {
    const covered = new Set(pairs.flatMap((pair) => pair.rules));
    expect(RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it("knows rule ids by type: a typo fails the build (typecheck) and a run alike", () => {
    // @ts-expect-error `request-fromat-added` is no RuleId, so `pnpm typecheck` fails on it.
    expect(() => ruleLevel("request-fromat-added")).toThrow(/unknown rule id request-fromat-added/);
    expect(isRuleId("request-format-added")).toBe(true);
    // A kind that is no rule on one side has no id there.
    expect(isRuleId("response-default-changed")).toBe(false);
  });

  it("has breaking and non-breaking pairs in every family", () => {
    const families = new Map<string, Set<string>>();
    for (const pair of pairs) {
      const kinds = families.get(pair.family) ?? new Set();
      kinds.add(pair.verdict === "breaking" ? "breaking" : "non-breaking");
      families.set(pair.family, kinds);
    }
    for (const [family, kinds] of families) {
      expect({ family, kinds: [...kinds].sort() }).toEqual({
        family,
        kinds: ["breaking", "non-breaking"],
      });
    }
  });
});
