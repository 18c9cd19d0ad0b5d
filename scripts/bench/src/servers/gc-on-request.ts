// Preloaded into the emulator's CLI process (`node --expose-gc --import <this, bundled>`) by the
// memory rows, so that "after a full GC" is measured in the same process: on the parent's
// "bench:gc" message it runs a full garbage collection and answers with process.memoryUsage().
// It does nothing else and holds no memory worth counting.
process.on("message", (message) => {
  if (message !== "bench:gc") return;
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) {
    process.send?.({ type: "bench:memory", error: "node was started without --expose-gc" });
    return;
  }
  collect();
  process.send?.({ type: "bench:memory", ...process.memoryUsage() });
});
