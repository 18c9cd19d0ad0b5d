import { describe, expect, it } from "vitest";
import { parseTurboSummary } from "../../src/sections/build-time.js";
import { parseTscDiagnostics } from "../../src/sections/type-cost.js";

describe("parseTurboSummary", () => {
  it("names the tasks that missed the cache", () => {
    const output = [
      "@cloud-api/spec:bundle: cache hit, suppressing logs d318059afbed1dda",
      "@cloud-api/client:build: cache miss, executing 948d5ec6dbd8358f",
      "@cloud-api/docs:build: cache miss, executing 7cfec03f0469128e",
      " Tasks:    6 successful, 6 total",
      "Cached:    4 cached, 6 total",
    ].join("\n");
    expect(parseTurboSummary(output)).toEqual({
      cached: 4,
      total: 6,
      missed: ["@cloud-api/client:build", "@cloud-api/docs:build"],
    });
  });

  it("reads cached and total tasks from turbo's closing lines", () => {
    const output =
      "\n Tasks:    6 successful, 6 total\nCached:    6 cached, 6 total\n  Time:    48ms >>> FULL TURBO\n";
    expect(parseTurboSummary(output)).toEqual({ cached: 6, total: 6, missed: [] });
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
