// Preloaded into the emulator's CLI process (`node --import <this, bundled>`) by the memory rows,
// so that "after a full GC" is measured in the same process: on the parent's "bench:gc" message
// it runs a full garbage collection and answers with process.memoryUsage(). `gc` is made
// available only then (a V8 flag set at run time), so until that last request the process runs
// with no Node or V8 flags at all. It does nothing else and holds no memory worth counting.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

process.on("message", (message) => {
  if (message !== "bench:gc") return;
  try {
    setFlagsFromString("--expose-gc");
    // A new context gets the `gc` global the flag now allows; this process's own global did not.
    const collect = runInNewContext("gc") as () => void;
    collect();
    process.send?.({ type: "bench:memory", ...process.memoryUsage() });
  } catch (error) {
    process.send?.({ type: "bench:memory", error: (error as Error).message });
  }
});
