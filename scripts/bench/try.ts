import { measureListLatency } from "./src/sections/list-latency.ts";

const t = performance.now();
const l = await measureListLatency(
  { sizes: [100, 1000, 3000], maxRequests: 200, maxSeconds: 3 },
  console.log,
);
console.log(JSON.stringify(l), (performance.now() - t) / 1000);
