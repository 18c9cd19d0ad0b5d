import { describe, expect, it } from "vitest";
import { judgeGoals } from "../src/goals.js";
import { measuredSections } from "./support/results-fixture.js";

const goal = (id: string, sections = measuredSections()) =>
  judgeGoals(sections).find((entry) => entry.id === id);

describe("judgeGoals", () => {
  it("marks every goal met when the figures are within them", () => {
    expect(judgeGoals(measuredSections()).map((entry) => entry.met)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("marks the client-overhead goal not met above 1.10x raw fetch", () => {
    const sections = measuredSections();
    if (sections.clientOverhead.status !== "measured") throw new Error("fixture");
    const [mode] = sections.clientOverhead.figures.modes;
    if (!mode) throw new Error("fixture");
    mode.slowdownVsRawFetch["@cloud-api/client"] = 1.25;
    expect(goal("client-overhead", sections)).toMatchObject({
      met: false,
      measured: "sequential 1.25x",
    });
  });

  it("marks the emulator goal not met when any request errored, even at 10x", () => {
    const sections = measuredSections();
    if (sections.serverThroughput.status !== "measured") throw new Error("fixture");
    const [route] = sections.serverThroughput.figures.routes;
    if (!route) throw new Error("fixture");
    route.emulator.errors = 1;
    expect(goal("emulator-vs-prism", sections)?.met).toBe(false);
  });

  it("marks the emulator goal not met when one route is below 10x", () => {
    const sections = measuredSections();
    if (sections.serverThroughput.status !== "measured") throw new Error("fixture");
    const route = sections.serverThroughput.figures.routes[1];
    if (!route) throw new Error("fixture");
    route.emulatorToPrism = 9.9;
    expect(goal("emulator-vs-prism", sections)?.met).toBe(false);
  });

  it("does not count a fast warm build that missed the cache as met", () => {
    const sections = measuredSections();
    if (sections.build.status !== "measured") throw new Error("fixture");
    sections.build.figures.warmTasks = [{ cached: 4, total: 6, missed: ["@cloud-api/docs:build"] }];
    expect(goal("warm-build", sections)).toMatchObject({
      met: false,
      measured: "0.6 s; 0 of 1 warm runs were full cache hits",
    });
  });

  it("marks the size goal not met one byte over 6 kB", () => {
    const sections = measuredSections();
    if (sections.clientSize.status !== "measured") throw new Error("fixture");
    sections.clientSize.figures.client.gzipBytes = 6 * 1024 + 1;
    expect(goal("client-size", sections)?.met).toBe(false);
  });

  it("reports a goal as not measured (null) when its section failed", () => {
    const sections = measuredSections();
    sections.serverThroughput = { status: "failed", seconds: 1, error: "Prism did not start" };
    expect(goal("emulator-vs-prism", sections)).toMatchObject({ met: null, measured: null });
  });
});

describe("breaking-check goal", () => {
  it("is met at or under 1 s median and not met above", () => {
    const sections = measuredSections();
    expect(goal("breaking-check", sections)).toMatchObject({
      met: true,
      measured: "45 ms for 189 operations",
    });
    if (sections.breakingCheck.status === "measured") {
      sections.breakingCheck.figures.compareMs = { median: 1200, samples: [1100, 1200, 1300] };
    }
    expect(goal("breaking-check", sections)?.met).toBe(false);
  });

  it("is not measured when the section failed", () => {
    const sections = measuredSections();
    sections.breakingCheck = { status: "failed", seconds: 0, error: "boom" };
    expect(goal("breaking-check", sections)).toMatchObject({ met: null, measured: null });
  });
});
