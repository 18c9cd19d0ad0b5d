import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { IdleCompaction } from "../src/process/heap-settings.js";

// The built module (`pnpm build` runs before the tests), loaded in a fresh process: the flags
// are process-wide, so they are checked where nothing else has set them.
const SETTINGS = fileURLToPath(new URL("../dist/process/heap-settings.js", import.meta.url));

/** Allocates objects that live for a while, then reports the young generation and a GC's effect. */
const PROBE = `
const v8 = await import("node:v8");
if (process.env.SETTINGS) await import(process.env.SETTINGS);
// Objects that live a little while (a window of the newest 100,000), as requests in flight do.
let keep = 0;
const window = new Array(100_000);
for (let round = 0; round < 3_000_000; round += 1) {
  window[round % window.length] = { round, text: "x" + round };
  keep += 1;
}
const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
// Fragment the old generation: keep one object in eight of many that lived long enough.
let retained = [];
const all = [];
for (let index = 0; index < 400_000; index += 1) all.push({ index, payload: "y".repeat(40) + index });
global.gc();
retained = all.filter((_, index) => index % 8 === 0);
all.length = 0;
global.gc();
const old = v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space");
console.log(JSON.stringify({
  newSpaceBytes: newSpace.space_size,
  oldSizeBytes: old.space_size,
  oldUsedBytes: old.space_used_size,
  kept: keep + retained.length,
}));
`;

function probe(withSettings: boolean): {
  newSpaceBytes: number;
  oldSizeBytes: number;
  oldUsedBytes: number;
} {
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", "--input-type=module", "-e", PROBE],
    {
      env: { PATH: process.env.PATH, ...(withSettings ? { SETTINGS } : {}) },
      encoding: "utf8",
    },
  );
  return JSON.parse(output.trim().split("\n").pop() ?? "{}");
}

describe("the CLI's heap settings", () => {
  it("keep the young generation at its initial size and compact the old one on a full GC", () => {
    const without = probe(false);
    const withSettings = probe(true);
    // V8's own growth doubles the young generation under such allocation; the settings hold it.
    expect(without.newSpaceBytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(withSettings.newSpaceBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    // After the full GC, committed old space is close to what is alive only with compaction.
    expect(withSettings.oldSizeBytes / withSettings.oldUsedBytes).toBeLessThan(1.3);
    expect(without.oldSizeBytes / without.oldUsedBytes).toBeGreaterThan(
      withSettings.oldSizeBytes / withSettings.oldUsedBytes,
    );
  });
});

describe("IdleCompaction", () => {
  const MB = 1024 * 1024;

  function scripted(sizes: number[], afterCollect: number) {
    let heap = sizes[0] ?? 0;
    const collections: number[] = [];
    const compaction = new IdleCompaction({
      heapBytes: () => heap,
      collect: () => {
        collections.push(heap);
        heap = afterCollect;
      },
      minGrowthBytes: 8 * MB,
      settledBelowBytes: 1 * MB,
    });
    const ticks = sizes.slice(1).map((size) => {
      heap = size;
      return compaction.tick();
    });
    return { ticks, collections };
  }

  it("collects once when the heap stops growing 8 MB or more above the last collection", () => {
    const { ticks, collections } = scripted(
      [30 * MB, 34 * MB, 38 * MB, 42 * MB, 42.5 * MB, 33 * MB, 33.25 * MB],
      33 * MB,
    );
    // Growing by megabytes a tick (a burst of writes), then by less than 1 MB (reads): one
    // collection, down to 33 MB.
    expect(ticks).toEqual([false, false, false, true, false, false]);
    expect(collections).toEqual([42.5 * MB]);
  });

  it("does not collect while the heap keeps growing, nor after less growth", () => {
    expect(
      scripted([30 * MB, 32 * MB, 34 * MB, 36 * MB, 38 * MB, 40 * MB], 30 * MB).collections,
    ).toEqual([]);
    expect(scripted([30 * MB, 37 * MB, 37 * MB, 37 * MB], 30 * MB).collections).toEqual([]);
  });

  it("measures growth from what V8 gave back on its own", () => {
    // V8 shrank the heap to 20 MB by itself: 29 MB is 9 MB of growth from there.
    const { collections } = scripted([30 * MB, 20 * MB, 29 * MB, 29 * MB], 21 * MB);
    expect(collections).toEqual([29 * MB]);
  });
});
