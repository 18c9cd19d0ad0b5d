import { describe, expect, it } from "vitest";
import { turnOrder } from "../../src/harness/turns.js";

describe("turnOrder", () => {
  it("lets each of three targets go first once in three rounds", () => {
    const targets = ["emulator", "prism", "limit"] as const;
    const firsts = [0, 1, 2].map((round) => turnOrder(targets, round)[0]);
    expect(firsts).toEqual(["emulator", "prism", "limit"]);
  });

  it("keeps every target in every round, in rotated order", () => {
    expect(turnOrder(["a", "b", "c"], 1)).toEqual(["b", "c", "a"]);
    expect(turnOrder(["a", "b", "c"], 4)).toEqual(["b", "c", "a"]);
  });

  it("alternates two targets", () => {
    expect([0, 1, 2].map((round) => turnOrder(["x", "y"], round))).toEqual([
      ["x", "y"],
      ["y", "x"],
      ["x", "y"],
    ]);
  });
});
