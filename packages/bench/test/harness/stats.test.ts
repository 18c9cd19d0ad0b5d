import { describe, expect, it } from "vitest";
import { median, ratio, round, sampled } from "../../src/harness/stats.js";

describe("median", () => {
  it("takes the middle sample of an odd count regardless of order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it("averages the two middle samples of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("refuses an empty list instead of reporting 0", () => {
    expect(() => median([])).toThrow(/no samples/);
  });
  it("refuses a sample that is not a finite number", () => {
    expect(() => median([1, Number.NaN])).toThrow(/NaN is not a finite number/);
  });
});

describe("ratio", () => {
  it("divides", () => {
    expect(ratio(3, 2)).toBe(1.5);
  });
  it("gives null rather than Infinity when the denominator is 0", () => {
    expect(ratio(3, 0)).toBeNull();
  });
});

describe("sampled", () => {
  it("keeps every sample, rounded, beside the median", () => {
    expect(sampled([1.234, 3.456, 2.345])).toEqual({ median: 2.35, samples: [1.23, 3.46, 2.35] });
  });
  it("rounds to the requested digits", () => {
    expect(round(1234.5678, 0)).toBe(1235);
  });
});
