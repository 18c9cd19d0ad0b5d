import { describe, expect, it } from "vitest";
import { parseProcStatus, readProcessMemory } from "../../src/harness/memory.js";

const STATUS = `Name:\tnode
VmPeak:\t 1234567 kB
VmHWM:\t  101376 kB
VmRSS:\t   98304 kB
RssAnon:\t   60000 kB
`;

describe("parseProcStatus", () => {
  it("reads VmRSS and VmHWM in bytes (the kernel's kB are KiB)", () => {
    expect(parseProcStatus(STATUS)).toEqual({
      rssBytes: 98_304 * 1024,
      peakRssBytes: 101_376 * 1024,
    });
  });

  it("refuses a status without VmRSS instead of reading 0", () => {
    expect(() => parseProcStatus("Name:\tnode\nVmHWM:\t 10 kB\n")).toThrow(/no VmRSS line/);
  });
});

describe.runIf(process.platform === "linux")("readProcessMemory", () => {
  it("reads this process's RSS, within what Node itself reports", () => {
    const memory = readProcessMemory(process.pid);
    const rss = process.memoryUsage().rss;
    expect(memory?.rssBytes).toBeGreaterThan(rss * 0.5);
    expect(memory?.rssBytes).toBeLessThan(rss * 2);
    expect(memory?.peakRssBytes).toBeGreaterThanOrEqual(memory?.rssBytes ?? Infinity);
  });

  it("fails for a process that does not exist", () => {
    expect(() => readProcessMemory(2 ** 22 + 12_345)).toThrow(/cannot read/);
  });
});
