import { describe, expect, it } from "vitest";
import { judgeGoals } from "../../src/harness/goals.js";
import { formatBytes, renderMarkdown, reportRows } from "../../src/harness/report.js";
import { measuredSections, resultsWith } from "../support/results-fixture.js";

describe("renderMarkdown", () => {
  it("shows another Node major's medians beside each row, matched by area and description", () => {
    const node24Sections = measuredSections();
    if (node24Sections.serverThroughput.status !== "measured") throw new Error("fixture");
    const [route] = node24Sections.serverThroughput.figures.routes;
    if (!route) throw new Error("fixture");
    route.emulator.requestsPerSecond = { median: 7777, samples: [7777] };
    const node24 = resultsWith(node24Sections);
    node24.machine = { ...node24.machine, node: "v24.21.0" };
    node24.goals = [{ id: "warm-build", description: "warm build", measured: "0.3 s", met: true }];
    const markdown = renderMarkdown(resultsWith(measuredSections()), [node24]);
    expect(markdown).toContain("## Node v24.21.0 beside Node v20.20.2");
    expect(markdown).toContain("[results-node24.json](results-node24.json)");
    const row = markdown
      .split("\n")
      .find(
        (line) =>
          line.startsWith("| Server throughput | emulator: GET /v1/servers") &&
          line.includes("7,777"),
      );
    expect(row).toContain("| 5,000 req/s");
    expect(markdown).toContain("### Goals on Node v24.21.0");
    expect(markdown).toContain("| warm build | 0.3 s | met |");
  });

  it("matches every row of the other run, also where that run's fill and idle times differ", () => {
    const node24Sections = measuredSections();
    if (node24Sections.listLatency.status !== "measured") throw new Error("fixture");
    const figures = node24Sections.listLatency.figures;
    for (const point of figures.points) point.fillSeconds = (point.fillSeconds ?? 0) + 7;
    if (figures.idle) figures.idle = { ...figures.idle, seconds: 20, droppedAfterSeconds: 10 };
    const node24 = resultsWith(node24Sections);
    node24.machine = { ...node24.machine, node: "v24.21.0" };
    const markdown = renderMarkdown(resultsWith(measuredSections()), [node24]);
    const beside = markdown.slice(markdown.indexOf("## Node v24.21.0 beside"));
    const rows = beside
      .split("\n")
      .filter((line) => /^\| (Emulator|Server|Mixed|Client)/.test(line));
    expect(rows.length).toBe(
      reportRows(resultsWith(measuredSections())).filter((row) =>
        /^(Emulator|Server|Mixed|Client)/.test(row.area),
      ).length,
    );
    for (const row of rows) expect(row).not.toContain("| – |");
    expect(beside).toContain("; filled over HTTP in 16.0 s");
    expect(beside).toContain("after 20 s");
  });

  it("puts the machine and date on every figure row", () => {
    const markdown = renderMarkdown(resultsWith(measuredSections()));
    const rows = markdown
      .split("\n")
      .filter(
        (line) =>
          line.startsWith("| ") &&
          !line.startsWith("| Area") &&
          !line.startsWith("| Goal") &&
          !line.startsWith("| ---"),
      );
    const figureRows = rows.filter((line) => line.split("|").length === 8);
    expect(figureRows.length).toBe(reportRows(resultsWith(measuredSections())).length);
    for (const row of figureRows) expect(row).toContain("2 cores, Node v20.20.2, 2026-01-31");
  });

  it("shows ratios against the baseline of each comparison", () => {
    const rows = reportRows(resultsWith(measuredSections()));
    const emulatorList = rows.find((row) => row.what.startsWith("emulator: GET /v1/servers"));
    expect(emulatorList?.ratio).toBe("0.50x the limit's req/s (goal >= 0.5x); 12.5x Prism's");
    const client = rows.find((row) => row.what.startsWith("@cloud-api/client, sequential"));
    expect(client?.ratio).toBe("1.05x the time of raw fetch + timeout (1.07x raw fetch)");
    const reference = rows.find((row) => row.what.startsWith("raw fetch + timeout, sequential"));
    expect(reference?.ratio).toBe("reference (1.03x raw fetch)");
  });

  it("shows bytes/s and the response size next to req/s on every throughput row", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Server throughput",
    );
    // Three routes (the default list page, the one-server page, the POST), three targets each.
    expect(rows.length).toBe(9);
    for (const row of rows)
      expect(row.median).toMatch(/req\/s, [\d.]+ [kM]?B\/s \([\d.,]+ [kM]?B per response\)/);
    const onePerPage = rows.find((row) =>
      row.what.startsWith("emulator: GET /v1/servers?per_page=1"),
    );
    expect(onePerPage?.median).toContain("15.0 MB/s (2.5 kB per response)");
  });

  it("puts the plain-server limit beside the emulator and Prism on every route", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Server throughput",
    );
    const limits = rows.filter((row) => row.what.startsWith("limit (plain node:http"));
    expect(limits.map((row) => [row.median.split(" req/s")[0], row.ratio])).toEqual([
      ["10,000", "the limit"],
      ["12,000", "the limit"],
      ["8,000", "the limit"],
    ]);
  });

  it("adds the serialization floor's row and the emulator's ratio to it where a run measured it", () => {
    const sections = measuredSections();
    if (sections.serverThroughput.status !== "measured") throw new Error("fixture");
    const [route] = sections.serverThroughput.figures.routes;
    if (!route) throw new Error("fixture");
    route.floor = {
      ...route.limit,
      requestsPerSecond: { median: 4000, samples: [3900, 4000, 4100] },
    };
    route.floorToLimit = 0.4;
    route.emulatorToFloor = 1.25;
    const rows = reportRows(resultsWith(sections)).filter(
      (row) => row.area === "Server throughput",
    );
    expect(rows).toHaveLength(10);
    const floor = rows.find((row) => row.what.startsWith("floor (the limit writing each answer"));
    expect(floor?.median.startsWith("4,000 req/s")).toBe(true);
    expect(floor?.ratio).toBe(
      "0.40x the limit's req/s: the bound for a server that JSON.stringify's each answer whole",
    );
    expect(rows[0]?.ratio).toBe(
      "0.50x the limit's req/s (goal >= 0.5x); 1.25x the floor's; 12.5x Prism's",
    );
  });

  it("adds the mixed traffic's floor row where a run measured it", () => {
    const sections = measuredSections();
    if (sections.mixedTraffic?.status !== "measured") throw new Error("fixture");
    const figures = sections.mixedTraffic.figures;
    const limit = figures.targets.limit;
    if (!limit) throw new Error("fixture");
    figures.targets.floor = {
      ...limit,
      requestsPerSecond: { median: 2400, samples: [2400] },
    };
    figures.floorToLimit = 0.4;
    figures.currentToFloor = 1.38;
    const rows = reportRows(resultsWith(sections)).filter((row) => row.area === "Mixed traffic");
    expect(rows.map((row) => row.ratio)).toEqual([
      "1.10x the baseline's req/s (goal >= 1.0x); 0.55x the limit's (goal >= 0.5x); 1.38x the floor's",
      "baseline",
      "the limit",
      "0.40x the limit's req/s: the bound for a server that JSON.stringify's each answer whole",
    ]);
  });

  it("gives Prism's rows their ratio to the limit as well", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter((row) =>
      row.what.startsWith("Prism mock"),
    );
    expect(rows.map((row) => row.ratio)).toEqual([
      "baseline; 0.04x the limit's",
      "baseline; 0.04x the limit's",
      "baseline; 0.05x the limit's",
    ]);
  });

  it("leaves the limit rows out of results measured before they existed", () => {
    const sections = measuredSections();
    if (sections.serverThroughput.status !== "measured") throw new Error("fixture");
    for (const route of sections.serverThroughput.figures.routes) {
      const old = route as Partial<typeof route>;
      delete old.limit;
      delete old.emulatorToLimit;
    }
    const rows = reportRows(resultsWith(sections)).filter(
      (row) => row.area === "Server throughput",
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]?.ratio).toBe("n/a the limit's req/s (goal >= 0.5x); 12.5x Prism's");
  });

  it("shows the mixed traffic of both emulators with the ratio to the baseline and the mix", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Mixed traffic",
    );
    expect(rows.map((row) => [row.median, row.ratio])).toEqual([
      [
        "3,300 req/s, 29.7 MB/s; p50 13 ms, p99 32 ms; errors 0",
        "1.10x the baseline's req/s (goal >= 1.0x); 0.55x the limit's (goal >= 0.5x)",
      ],
      ["3,000 req/s, 27.0 MB/s; p50 15 ms, p99 35 ms; errors 0", "baseline"],
      ["6,000 req/s, 54.0 MB/s; p50 13 ms, p99 32 ms; errors 0", "the limit"],
    ]);
    expect(rows[2]?.what).toContain("the first 3,000 requests of the same sequence");
    expect(rows[0]?.what).toContain(
      "52% server lists (varied label selectors, sorts, pages, page sizes, names), 8% other lists, 25% GETs by id, 15% writes (creates 7%, updates 6%, deletes 2%)",
    );
    expect(rows[0]?.what).toContain("400 servers in 2 projects, 50 connections, 5 s");
    expect(rows[1]?.what).toContain("commit 9576c69");
  });

  it("leaves the mixed-traffic rows out of results measured before they existed", () => {
    const sections: Partial<ReturnType<typeof measuredSections>> = measuredSections();
    delete sections.mixedTraffic;
    const rows = reportRows(resultsWith(sections as ReturnType<typeof measuredSections>));
    expect(rows.some((row) => row.area === "Mixed traffic")).toBe(false);
  });

  it("shows the emulator's RSS empty, at each size, after a full GC and once idle", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Emulator memory (RSS)",
    );
    expect(rows.map((row) => [row.median, row.ratio])).toEqual([
      ["60.0 MB (peak 60.0 MB)", "baseline"],
      ["62.0 MB (peak 64.0 MB)", "1.03x empty"],
      ["90.0 MB (peak 95.0 MB)", "1.50x empty (goal <= 130 MB)"],
      ["400.0 MB (peak 410.0 MB)", "6.67x empty"],
      ["80.0 MB (V8 heap used 30.0 MB)", ""],
      ["70.0 MB at 10,000 servers after 110 s", "fell after ~100 s idle"],
      ["85.0 MB (peak 88.0 MB)", ""],
      ["45.0 MB (peak 46.0 MB)", "the limit"],
    ]);
  });

  it("shows each list latency against the smallest size and against the limit", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Emulator list latency",
    );
    expect(rows.map((row) => row.ratio)).toEqual([
      "1.0x the p50 at 100; 4.0x the limit's p50 (plain node:http sending the same answer: 0.25 ms, errors 0)",
      "1.4x the p50 at 100 (goal <= 1.5x); 5.6x the limit's p50 (plain node:http sending the same answer: 0.25 ms, errors 0)",
      "2.5x the p50 at 100 (goal <= 3x); 10.0x the limit's p50 (plain node:http sending the same answer: 0.25 ms, errors 0)",
    ]);
  });

  it("shows the emulator's startup next to the plain node:http process", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Emulator startup",
    );
    expect(rows.map((row) => [row.median, row.spread, row.ratio])).toEqual([
      [
        "first answer 250.0 ms (ready line 210.0 ms); RSS 61.0 MB",
        "240.0–260.0 (n=3)",
        "1.25x the limit's time (goal <= 1.5x)",
      ],
      ["first answer 200.0 ms (ready line 41.0 ms); RSS 45.0 MB", "180.0–220.0 (n=3)", "the limit"],
    ]);
    expect(rows[0]?.what).toContain("`node apps/emulator/dist/cli.js`");
  });

  it("shows the breaking-change comparison, its doubling and the end-to-end run side by side", () => {
    const rows = reportRows(resultsWith(measuredSections())).filter(
      (row) => row.area === "Breaking-change gate",
    );
    expect(rows.map((row) => [row.median, row.ratio])).toEqual([
      ["45.0 ms (CPU 35.0 ms)", "baseline"],
      ["90.0 ms (CPU 70.0 ms)", "2.00x the time"],
      ["6.00 s", ""],
    ]);
    expect(rows[0]?.what).toContain("189 operations, 400 findings");
  });

  it("dates rows re-measured with --only by their own run", () => {
    const results = resultsWith(measuredSections());
    results.remeasured = [
      {
        sections: ["breakingCheck"],
        startedAt: "2026-02-02T10:00:00.000Z",
        machine: { ...results.machine, date: "2026-02-02" },
      },
    ];
    const lines = renderMarkdown(results).split("\n");
    expect(lines).toContain(
      "Re-measured 2026-02-02T10:00:00.000Z with `--only=breakingCheck` (full settings) on 2 cores, Node v20.20.2; the other rows are from the run above.",
    );
    const gate = lines.filter((line) => line.startsWith("| Breaking-change gate"));
    expect(gate).toHaveLength(3);
    for (const line of gate) expect(line).toContain("2026-02-02");
    const build = lines.filter((line) => line.startsWith("| Build"));
    for (const line of build) expect(line).toContain("2026-01-31");
  });

  it("writes byte sizes in decimal units", () => {
    expect([
      formatBytes(999),
      formatBytes(2_500),
      formatBytes(68_123),
      formatBytes(3_400_000),
    ]).toEqual(["999 B", "2.5 kB", "68.1 kB", "3.4 MB"]);
  });

  it("names a failed section and its reason instead of dropping it", () => {
    const sections = measuredSections();
    sections.listLatency = {
      status: "failed",
      seconds: 2,
      error: "seeding: POST /servers answered 422\ndetails",
    };
    const markdown = renderMarkdown(resultsWith(sections));
    expect(markdown).toContain(
      "| Emulator list latency | **not measured** | – | – | seeding: POST /servers answered 422 |",
    );
  });

  it("writes goals as met, not met or not measured", () => {
    const sections = measuredSections();
    sections.clientSize = { status: "failed", seconds: 0, error: "no dist" };
    if (sections.build.status !== "measured") throw new Error("fixture");
    sections.build.figures.warmSeconds = { median: 3, samples: [3] };
    const results = resultsWith(sections);
    results.goals = judgeGoals(sections);
    const markdown = renderMarkdown(results);
    expect(markdown).toMatch(/warm build .* \| \*\*not met\*\* \|/);
    expect(markdown).toMatch(/client runtime .* \| – \| not measured \|/);
    expect(markdown).toMatch(/@cloud-api\/client at most .* \| met \|/);
  });
});
