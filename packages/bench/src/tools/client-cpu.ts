// Client CPU per request against the bench's fixed-list server (its own process), the variants of
// the client-overhead section (src/workloads/client-calls.ts) taking turns, plus client builds
// given as paths. CPU time of this process is steadier than the section's wall-clock ratios on a
// shared machine.
//
//   npx tsx src/tools/client-cpu.ts [path/to/a/client/dist/index.js ...]
//   (from packages/bench; env IN_FLIGHT=16, N=2000 requests per turn, ROUNDS=14)
import { startChildService } from "../harness/processes.js";
import { median } from "../harness/stats.js";
import { type Call, clientCall, cpuPerCall } from "../workloads/client-calls.js";

const inFlight = Number(process.env.IN_FLIGHT ?? 16);
const perTurn = Number(process.env.N ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 14);

const server = await startChildService<{ url: string }>(
  new URL("../servers/fixed-list-server.ts", import.meta.url).pathname,
  {},
);
try {
  const calls: Record<string, Call> = {};
  const builds = process.argv.slice(2);
  for (const name of [
    "raw fetch",
    "raw fetch + timeout",
    "openapi-fetch (bare)",
    ...(builds.length > 0 ? builds : ["@cloud-api/client"]),
  ]) {
    calls[name] = await clientCall(name, server.info.url);
  }

  const names = Object.keys(calls);
  for (const name of names) await cpuPerCall(calls[name] as Call, 500, inFlight);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      samples[name]?.push(await cpuPerCall(calls[name] as Call, perTurn, inFlight));
    }
  }
  const raw = median(samples["raw fetch"] ?? []);
  const reference = median(samples["raw fetch + timeout"] ?? []);
  console.log(`Node ${process.version}, ${inFlight} in flight, medians of ${rounds} rounds`);
  for (const name of names) {
    const value = median(samples[name] ?? []);
    console.log(
      `${name.padEnd(40)} ${value.toFixed(1)} us CPU/request  ${(value / raw).toFixed(3)}x raw fetch  ${(value / reference).toFixed(3)}x raw fetch + timeout`,
    );
  }
} finally {
  await server.stop();
}
