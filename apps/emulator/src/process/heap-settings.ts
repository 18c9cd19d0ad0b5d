import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * V8 heap settings of the emulator's own process, applied by the CLI before anything else loads
 * (never by `startEmulator()`: a library must not change the flags of the process that imports
 * it). V8 reads these four whenever it decides, so they take effect when set at run time (not
 * every flag does: turning off concurrent marking this way crashed the process):
 *
 * - `--semi-space-growth-factor=1`: the young generation stays at its initial 1 MB semi-spaces.
 *   Under load V8 grows it to 16 MB semi-spaces, 32 MB of RSS for objects that live for one
 *   request.
 * - `--compact-on-every-full-gc`: a full collection also moves the surviving objects together
 *   and gives the emptied pages back. Without it, 10,000 servers created in a burst left the
 *   old generation about twice the size of what is alive in it.
 * - `--heap-growing-percent=15`: the next full collection comes when the old generation has
 *   grown by 15% (V8's default factor is larger on machines with much memory).
 * - `--no-sparkplug`: no baseline machine code next to the bytecode of every warm function
 *   (about 3.5 MB here); hot functions are still optimized, and list and create rates were
 *   the same within noise in an A/B run.
 *
 * Measured with 10,000 servers (`pnpm bench`, the RSS row): 149 MB before any of this; 102 MB
 * with the first three flags alone (one run); 125 MB with everything but the first; 93 to 96 MB
 * with all four, the idle compaction and the smaller records (three runs). The price: about 5%
 * fewer list requests per second in an A/B run.
 */
export const HEAP_FLAGS = [
  "--semi-space-growth-factor=1",
  "--compact-on-every-full-gc",
  "--heap-growing-percent=15",
  "--no-sparkplug",
] as const;

export function applyHeapSettings(): void {
  setFlagsFromString(HEAP_FLAGS.join(" "));
}

applyHeapSettings();

export interface IdleCompactionOptions {
  /** V8's committed heap in bytes (`getHeapStatistics().total_heap_size`). */
  heapBytes: () => number;
  /** A full collection (with the flags above, a compacting one). */
  collect: () => void;
  /** Growth of the committed heap since the last collection that makes one worth it. */
  minGrowthBytes: number;
  /** Growth from one tick to the next below which the heap counts as no longer growing. */
  settledBelowBytes: number;
}

/**
 * One full collection after a burst of writes, once the heap has stopped growing. V8 collects
 * the old generation only when it reaches its next limit, so after creating thousands of
 * resources the process keeps the garbage of the burst until then (7 MB with 10,000 servers);
 * V8's own memory reducer waits 8 s and more. `tick()` runs on an interval: when the committed
 * heap grew by less than `settledBelowBytes` since the previous tick (the burst is over) and it
 * is `minGrowthBytes` above what it was after the last collection, it collects once.
 */
export class IdleCompaction {
  private baseline: number;
  private previous: number;

  constructor(private readonly options: IdleCompactionOptions) {
    this.baseline = options.heapBytes();
    this.previous = this.baseline;
  }

  /** Returns whether it collected. */
  tick(): boolean {
    const now = this.options.heapBytes();
    // Reads keep adding a page now and then (the journal, promoted temporaries); a burst of
    // writes adds megabytes per tick.
    const settled = now - this.previous < this.options.settledBelowBytes;
    this.previous = now;
    if (now < this.baseline) this.baseline = now;
    if (!settled || now - this.baseline < this.options.minGrowthBytes) return false;
    this.options.collect();
    this.baseline = this.options.heapBytes();
    this.previous = this.baseline;
    return true;
  }
}

/** V8's `gc()` without the `--expose-gc` command-line flag (set at run time instead). */
function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** How often the CLI looks at the heap, and the growth that earns a collection. */
const IDLE_CHECK_MS = 250;
const MIN_GROWTH_BYTES = 8 * 1024 * 1024;
const SETTLED_BELOW_BYTES = 1024 * 1024;

/** Starts the CLI's idle compaction (the timer does not keep the process alive). */
export function startIdleCompaction(): () => void {
  const compaction = new IdleCompaction({
    heapBytes: () => getHeapStatistics().total_heap_size,
    collect: fullCollection(),
    minGrowthBytes: MIN_GROWTH_BYTES,
    settledBelowBytes: SETTLED_BELOW_BYTES,
  });
  const timer = setInterval(() => compaction.tick(), IDLE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
