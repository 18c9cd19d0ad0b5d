import { describe, expect, it } from "vitest";
import { createdId } from "../../src/workloads/traffic-mix-seed.js";

describe("createdId", () => {
  it("reads the id of the created resource, whatever the resource is called", () => {
    expect(createdId({ server: { id: 42, name: "a" }, action: null, next_actions: [] })).toBe(42);
    expect(createdId({ ssh_key: { id: 7 } })).toBe(7);
  });

  it("fails on an answer without a numeric id", () => {
    expect(() => createdId({ server: { id: "42" } })).toThrow(/no resource id/);
    expect(() => createdId(null)).toThrow(/no resource id/);
  });
});
