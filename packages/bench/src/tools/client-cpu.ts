// Client CPU per request against the bench's fixed-list server (its own process), the variants of
// the client-overhead section taking turns, plus client builds given as paths. CPU time of this
// process is steadier than the section's wall-clock ratios on a shared machine.
//
//   npx tsx src/tools/client-cpu.ts [path/to/a/client/dist/index.js ...]
//   (from packages/bench; env IN_FLIGHT=16, N=2000 requests per turn, ROUNDS=14)
import createClient from "openapi-fetch";
import { startChildService } from "../harness/processes.js";
import { median } from "../harness/stats.js";

const TOKEN = "bench-client-overhead-token";
const HEADERS = { Authorization: `Bearer ${TOKEN}`, Accept: "application/json" };
const inFlight = Number(process.env.IN_FLIGHT ?? 16);
const perTurn = Number(process.env.N ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 14);

type Call = () => Promise<void>;
type ListClient = {
  GET(path: "/ssh_keys"): Promise<{ data?: unknown; response: Response }>;
};

const server = await startChildService<{ url: string }>(
  new URL("../servers/fixed-list-server.ts", import.meta.url).pathname,
  {},
);
try {
  const listUrl = `${server.info.url}/ssh_keys`;
  const viaClient =
    (client: ListClient): Call =>
    async () => {
      const { data, response } = await client.GET("/ssh_keys");
      if (!data) throw new Error(`GET /ssh_keys answered ${response.status}`);
    };
  const calls: Record<string, Call> = {
    "raw fetch": async () => {
      await (await fetch(listUrl, { headers: HEADERS })).json();
    },
    "raw fetch + timeout": async () => {
      const attempt = new AbortController();
      const timer = setTimeout(() => attempt.abort(), 30_000);
      try {
        await (await fetch(listUrl, { headers: HEADERS, signal: attempt.signal })).json();
      } finally {
        clearTimeout(timer);
      }
    },
    "openapi-fetch (bare)": viaClient(
      createClient({ baseUrl: server.info.url, headers: HEADERS }) as unknown as ListClient,
    ),
  };
  const builds = process.argv.slice(2);
  for (const build of builds.length > 0 ? builds : ["@cloud-api/client"]) {
    const { createCloudClient } = await import(build);
    calls[build] = viaClient(createCloudClient({ token: TOKEN, baseUrl: server.info.url }));
  }

  const cpuPerRequest = async (call: Call, count: number) => {
    let started = 0;
    const worker = async () => {
      while (started < count) {
        started++;
        await call();
      }
    };
    const before = process.cpuUsage();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const used = process.cpuUsage(before);
    return (used.user + used.system) / count;
  };
  const names = Object.keys(calls);
  for (const name of names) await cpuPerRequest(calls[name] as Call, 500);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      samples[name]?.push(await cpuPerRequest(calls[name] as Call, perTurn));
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
