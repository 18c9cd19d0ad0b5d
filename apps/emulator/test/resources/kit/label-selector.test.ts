import { describe, expect, it } from "vitest";
import {
  LabelSelectorError,
  matchesLabels,
  parseLabelSelector,
} from "../../../src/resources/kit/label-selector.js";

const labels = { env: "prod", tier: "web", "example.com/team": "ops" };
const matches = (selector: string, set: Record<string, string> = labels) =>
  matchesLabels(set, parseLabelSelector(selector));

describe("label selector", () => {
  it("supports every operator of the grammar", () => {
    expect(matches("env")).toBe(true);
    expect(matches("!env")).toBe(false);
    expect(matches("!missing")).toBe(true);
    expect(matches("env=prod")).toBe(true);
    expect(matches("env==prod")).toBe(true);
    expect(matches("env=dev")).toBe(false);
    expect(matches("env!=dev")).toBe(true);
    expect(matches("env in (dev,prod)")).toBe(true);
    expect(matches("env notin (dev,prod)")).toBe(false);
    expect(matches("example.com/team=ops")).toBe(true);
  });
  it("joins terms with AND", () => {
    expect(matches("env=prod,tier=web")).toBe(true);
    expect(matches("env=prod,tier=db")).toBe(false);
  });
  it("lets != and notin match only resources that have the key", () => {
    expect(matches("role!=db", {})).toBe(false);
    expect(matches("role notin (db)", {})).toBe(false);
    expect(matches("role!=db", { role: "web" })).toBe(true);
    expect(matches("role notin (db)", { role: "web" })).toBe(true);
    expect(matches("role in (db)", {})).toBe(false);
  });
  it("ignores whitespace around operators, commas and parentheses", () => {
    expect(matches(" env = prod , tier in ( web , db ) ")).toBe(true);
  });
  it.each([
    "",
    "env=",
    "=prod",
    "env in dev",
    "env in (dev",
    "env in ()",
    "a b",
    "env=prod,",
    "!",
    "env=pr od",
    "-bad=1",
  ])("rejects the malformed selector %j", (selector) => {
    if (selector === "env=") {
      // An empty value is valid: it matches a label with an empty value.
      expect(matches("env=", { env: "" })).toBe(true);
      return;
    }
    expect(() => parseLabelSelector(selector)).toThrow(LabelSelectorError);
  });
});
