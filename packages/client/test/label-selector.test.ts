import { describe, expect, it } from "vitest";
import {
  assertLabelKey,
  assertLabels,
  assertLabelValue,
  LabelSyntaxError,
  labelSelector,
} from "../src/label-selector.js";

describe("labelSelector", () => {
  it("builds every operator of the grammar, joined by commas (AND)", () => {
    const selector = labelSelector()
      .exists("env")
      .notExists("tmp")
      .equals("tier", "web")
      .equals("zone", "a", "==")
      .notEquals("type", "database")
      .in("stage", ["testing", "staging"])
      .notIn("team", ["ops", "qa"]);
    expect(selector.toString()).toBe(
      "env,!tmp,tier=web,zone==a,type!=database,stage in (testing,staging),team notin (ops,qa)",
    );
  });

  it("is immutable: adding a term returns a new selector", () => {
    const base = labelSelector().exists("env");
    base.exists("other");
    expect(base.toString()).toBe("env");
    expect(labelSelector().toString()).toBe("");
  });

  it("accepts prefixed keys and an empty value", () => {
    expect(labelSelector().equals("example.com/role", "").toString()).toBe("example.com/role=");
  });

  it.each([
    ["", "the name must be"],
    ["-env", "the name must be"],
    ["env-", "the name must be"],
    ["e nv", "the name must be"],
    ["a".repeat(64), "the name must be"],
    ["/env", "the prefix must be"],
    ["bad_prefix.com/env", "the prefix must be"],
    ["-x.com/env", "the prefix must be"],
    [`${"a".repeat(250)}.com/env`, "the prefix must be"],
  ])("rejects the key %j", (key, reason) => {
    expect(() => labelSelector().exists(key)).toThrow(LabelSyntaxError);
    expect(() => assertLabelKey(key)).toThrow(reason);
  });

  it.each(["-prod", "prod.", "a,b", "a)b", "x y", "v".repeat(64)])(
    "rejects the value %j",
    (value) => {
      expect(() => labelSelector().equals("env", value)).toThrow(LabelSyntaxError);
      expect(() => labelSelector().in("env", ["ok", value])).toThrow(/\(key "env"\)/);
    },
  );

  it("rejects an empty set and empty set members", () => {
    expect(() => labelSelector().in("env", [])).toThrow(
      /"env": needs one or more non-empty values/,
    );
    expect(() => labelSelector().notIn("env", ["a", ""])).toThrow(/non-empty values/);
  });

  it("accepts values of exactly 63 characters and keys with 253-character prefixes", () => {
    expect(() => assertLabelValue("v".repeat(63))).not.toThrow();
    const prefix = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(prefix).toHaveLength(253);
    expect(() => assertLabelKey(`${prefix}/name`)).not.toThrow();
  });
});

describe("assertLabels", () => {
  it("accepts a valid label set", () => {
    expect(() =>
      assertLabels({ env: "prod", "example.com/team": "", "a.b_c-d": "x.y_z-1" }),
    ).not.toThrow();
  });

  it("rejects the reserved hetzner.cloud/ prefix", () => {
    expect(() => assertLabels({ "hetzner.cloud/owner": "me" })).toThrow(/reserved/);
  });

  it("names the key of an invalid value", () => {
    expect(() => assertLabels({ env: "bad value" })).toThrow(
      /^label value "bad value": \(key "env"\) must be empty or/,
    );
  });
});
