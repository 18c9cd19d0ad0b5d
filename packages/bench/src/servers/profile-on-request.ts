// Preloaded into the emulator's CLI process (`node --import <this, bundled>`) by the profiling
// tools (src/tools/), so that a CPU profile covers only the requests being studied (a list at
// 100,000 servers, not the fill before it): "bench:profile-start" starts V8's sampling profiler
// through the inspector, "bench:profile-stop:<file>" stops it and writes the .cpuprofile there.
// "bench:heap-start" and "bench:heap-stop:<file>" do the same with V8's sampling heap profiler,
// counting every allocation (also those the GC collected since): where a run's garbage is made
// (a .heapprofile, which Chrome DevTools' Memory tab opens).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const session = new Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, params ?? {}, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

process.on("message", (message) => {
  if (typeof message !== "string" || !/^bench:(profile|heap)-/.test(message)) return;
  const reply = (body: object) => process.send?.({ type: "bench:profile", ...body });
  if (message === "bench:profile-start") {
    post("Profiler.enable")
      .then(() => post("Profiler.setSamplingInterval", { interval: 100 }))
      .then(() => post("Profiler.start"))
      .then(
        () => reply({ started: true }),
        (error: Error) => reply({ error: error.message }),
      );
    return;
  }
  if (message === "bench:heap-start") {
    post("HeapProfiler.enable")
      .then(() =>
        post("HeapProfiler.startSampling", {
          samplingInterval: 4096,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        }),
      )
      .then(
        () => reply({ started: true }),
        (error: Error) => reply({ error: error.message }),
      );
    return;
  }
  if (message.startsWith("bench:heap-stop:")) {
    post("HeapProfiler.stopSampling").then(
      (result) => {
        const file = message.slice("bench:heap-stop:".length);
        writeFileSync(file, JSON.stringify((result as { profile: unknown }).profile));
        reply({ file });
      },
      (error: Error) => reply({ error: error.message }),
    );
    return;
  }
  const file = message.slice("bench:profile-stop:".length);
  post("Profiler.stop").then(
    (result) => {
      writeFileSync(file, JSON.stringify((result as { profile: unknown }).profile));
      reply({ file });
    },
    (error: Error) => reply({ error: error.message }),
  );
});
