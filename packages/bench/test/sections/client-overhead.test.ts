import { describe, expect, it } from "vitest";
import { pairedSlowdown, seededRandom, turnOrder } from "../../src/sections/client-overhead.js";
import { CLIENT_VARIANTS } from "../../src/workloads/client-calls.js";

describe("pairedSlowdown", () => {
  it("takes the median of each pair's own ratio, so a slow turn for all moves it less", () => {
    // Turns 2 and 3 ran under load for every variant: their ratios stay in line, while the
    // ratio of the two medians (1000 / 880) would read the client's loaded runs as its slowness.
    const raw = [1000, 1000, 500, 500, 1000];
    const client = [900, 900, 450, 450, 880];
    expect(pairedSlowdown(raw, client)).toBeCloseTo(1000 / 900, 6);
  });

  it("refuses samples that are not paired", () => {
    expect(() => pairedSlowdown([1, 2], [1])).toThrow("unpaired");
  });
});

describe("turnOrder", () => {
  it("runs each variant after each other one about equally often, the same way on every run", () => {
    const random = seededRandom(16);
    const follows = new Map<string, number>();
    let previous: string | undefined;
    for (let turn = 0; turn < 100; turn++) {
      const order = turnOrder(random);
      expect([...order].sort()).toEqual([...CLIENT_VARIANTS].sort());
      for (const variant of order) {
        if (previous)
          follows.set(
            `${previous} > ${variant}`,
            (follows.get(`${previous} > ${variant}`) ?? 0) + 1,
          );
        previous = variant;
      }
    }
    // 20 ordered pairs of different variants (and a variant after itself across turns).
    const counts = [...follows].filter(([pair]) => pair.split(" > ")[0] !== pair.split(" > ")[1]);
    expect(counts).toHaveLength(20);
    for (const [, count] of counts) expect(count).toBeGreaterThanOrEqual(12);
    expect(turnOrder(seededRandom(16))).toEqual(turnOrder(seededRandom(16)));
  });
});
