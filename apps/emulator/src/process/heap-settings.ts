import { setFlagsFromString } from "node:v8";

/**
 * V8 heap settings of the emulator's own process, applied by the CLI before anything else loads
 * (never by `startEmulator()`: a library must not change the flags of the process that imports
 * it). V8 reads these three on every collection, so they take effect when set at run time:
 *
 * - `--semi-space-growth-factor=1`: the young generation stays at its initial 1 MB semi-spaces.
 *   Under load V8 grows it to 16 MB semi-spaces, 32 MB of RSS for objects that live for one
 *   request.
 * - `--compact-on-every-full-gc`: a full collection also moves the surviving objects together
 *   and gives the emptied pages back. Without it, 10,000 servers created in a burst left the
 *   old generation about twice the size of what is alive in it.
 * - `--heap-growing-percent=15`: the next full collection comes when the old generation has
 *   grown by 15% (V8's default factor is larger on machines with much memory).
 *
 * Measured with 10,000 servers (`pnpm bench`, memory rows): RSS from about 150 MB to under
 * 100 MB, for about 5% fewer list requests per second.
 */
export const HEAP_FLAGS = [
  "--semi-space-growth-factor=1",
  "--compact-on-every-full-gc",
  "--heap-growing-percent=15",
] as const;

export function applyHeapSettings(): void {
  setFlagsFromString(HEAP_FLAGS.join(" "));
}

applyHeapSettings();
