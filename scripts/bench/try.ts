import { measureClientOverhead } from "/work/main/scripts/bench/src/sections/client-overhead.ts";
const t = performance.now();
const r = await measureClientOverhead({ requestsPerRun: 5000, inFlight: 16, repetitions: 3, warmupRequests: 500 }, console.log);
console.log(JSON.stringify(r, null, 1), (performance.now() - t) / 1000);
