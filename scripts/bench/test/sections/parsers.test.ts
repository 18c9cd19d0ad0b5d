import { describe, expect, it } from "vitest";
import { parseTurboSummary } from "../../src/sections/build-time.js";
import { parseTscDiagnostics } from "../../src/sections/type-cost.js";

describe("parseTurboSummary", () => {
  it("reads cached and total tasks from turbo's closing lines", () => {
    const output =
      "\n Tasks:    6 successful, 6 total\nCached:    6 cached, 6 total\n  Time:    48ms >>> FULL TURBO\n";
    expect(parseTurboSummary(output)).toEqual({ cached: 6, total: 6 });
  });
  it("fails when turbo printed no summary (e.g. it crashed)", () => {
    expect(() => parseTurboSummary("x Failed to run")).toThrow(/no `Cached/);
  });
});

describe("parseTscDiagnostics", () => {
  it("reads Check time and Types from --extendedDiagnostics", () => {
    const output =
      "Files:  80\nTypes:                      12033\nCheck time:                 0.67s\nTotal time: 1.25s\n";
    expect(parseTscDiagnostics(output)).toEqual({ checkSeconds: 0.67, types: 12033 });
  });
  it("fails when the diagnostics are missing", () => {
    expect(() => parseTscDiagnostics("error TS2339")).toThrow(/no Check time/);
  });
});
