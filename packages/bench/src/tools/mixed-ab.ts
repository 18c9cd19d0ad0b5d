// A/B of an emulator switch on the mixed traffic (the mixedTraffic section's requests and seed):
// today's CLI (the published command) with environment A and with environment B, fresh for every
// turn, the two taking turns; per turn req/s and the emulator's CPU per request (utime + stime
// from /proc, steadier than req/s on a shared machine).
//
//   npx tsx src/tools/mixed-ab.ts          (from packages/bench)
//   env A=CLOUD_API_LIST_INDEXES=on  B=CLOUD_API_LIST_INDEXES=off  ROUNDS=4  SECONDS=5
//       (NAME= with nothing after it removes NAME from the CLI's environment)
//       SERVERS=200 (per project; the section's plan otherwise)
//       PROFILE=<file.cpuprofile> (variant A's measured run of the first round, profiled through
//       servers/profile-on-request.ts)
//       ROUTE=<GET path below /v1> (instead of the mix: that one request, 10 connections, on 50
//       servers seeded as the serverThroughput section seeds them)
//       A_FLAGS=, B_FLAGS=<node flags, space-separated> (after the command's own #! flags, for
//       V8 flags NODE_OPTIONS refuses, e.g. B_FLAGS=--optimize-for-size)
//       A_COMMAND=, B_COMMAND=<a command file like bin/cloud-api-emulator.js> (default: that one;
//       for a code change: a copy of bin/ importing a copy of dist/command/ built before it)
//       HEAP_PROFILE=<file.heapprofile> (like PROFILE, with V8's sampling heap profiler counting
//       every allocation, collected ones too: where the garbage is made)
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runLoad, runVariedLoad } from "../harness/load.js";
import { readProcessMemory } from "../harness/memory.js";
import { FULL_SETTINGS } from "../harness/settings.js";
import { timeStartup } from "../harness/startup.js";
import { median } from "../harness/stats.js";
import { mixedCliEnv, mixTokens } from "../sections/mixed-traffic.js";
import { emulatorNodeArguments, emulatorReadyUrl } from "../servers/emulator-cli.js";
import { bundleForPlainNode } from "../servers/plain-node.js";
import { seedServers } from "../workloads/seed.js";
import { renderMixedRequest, TrafficMix } from "../workloads/traffic-mix.js";
import { seedTrafficMix } from "../workloads/traffic-mix-seed.js";

const parseEnv = (text: string) =>
  Object.fromEntries(
    text
      .split(",")
      .filter(Boolean)
      .map((pair) => pair.split("=", 2) as [string, string]),
  );
const variants = {
  A: parseEnv(process.env.A ?? "CLOUD_API_LIST_INDEXES=on"),
  B: parseEnv(process.env.B ?? "CLOUD_API_LIST_INDEXES=off"),
};
/** The variant's environment over the CLI's; `NAME=` (empty) removes NAME (e.g. MALLOC_ARENA_MAX=). */
const withVariant = (env: Record<string, string>, variant: Record<string, string>) => {
  const merged = { ...env, ...variant };
  for (const [name, value] of Object.entries(variant)) if (value === "") delete merged[name];
  return merged;
};
const nodeFlags = {
  A: (process.env.A_FLAGS ?? "").split(" ").filter(Boolean),
  B: (process.env.B_FLAGS ?? "").split(" ").filter(Boolean),
};
const commands = {
  A: process.env.A_COMMAND || undefined,
  B: process.env.B_COMMAND || undefined,
};
const rounds = Number(process.env.ROUNDS ?? 4);
const seconds = Number(process.env.SECONDS ?? 5);
const settings = FULL_SETTINGS.mixedTraffic;
const plan = {
  ...settings.plan,
  serversPerProject: Number(process.env.SERVERS ?? settings.plan.serversPerProject),
};
const tokens = mixTokens(plan.projects);
const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name).
  return Number(fields[11]) + Number(fields[12]);
};
const results: Record<string, { rps: number[]; cpuUs: number[]; rssMb: number[] }> = {
  A: { rps: [], cpuUs: [], rssMb: [] },
  B: { rps: [], cpuUs: [], rssMb: [] },
};
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 === 0 ? (["A", "B"] as const) : (["B", "A"] as const)) {
    const first = round === 0 && name === "A";
    const profile = first ? process.env.PROFILE || undefined : undefined;
    const heapProfile = first ? process.env.HEAP_PROFILE || undefined : undefined;
    const preloaded = profile !== undefined || heapProfile !== undefined;
    const preload = preloaded
      ? [
          "--import",
          pathToFileURL(
            await bundleForPlainNode(
              fileURLToPath(new URL("../servers/profile-on-request.ts", import.meta.url)),
            ),
          ).href,
        ]
      : [];
    const emulator = await timeStartup({
      nodeArguments: (() => {
        const command = emulatorNodeArguments(true, commands[name]);
        return [...preload, ...command.slice(0, -1), ...nodeFlags[name], ...command.slice(-1)];
      })(),
      ipc: preloaded,
      env: withVariant(mixedCliEnv(tokens), variants[name]),
      readyUrl: emulatorReadyUrl,
      probePath: "/servers",
      token: tokens[0] as string,
      timeoutMs: 30_000,
    });
    try {
      let run: (durationSeconds: number) => ReturnType<typeof runLoad>;
      const route = process.env.ROUTE;
      if (route) {
        const target = { baseUrl: emulator.baseUrl, token: tokens[0] as string };
        await seedServers(target, 0, 50);
        run = (durationSeconds) =>
          runLoad({
            ...target,
            connections: 10,
            durationSeconds,
            request: { method: "GET", path: route },
          });
      } else {
        const ids = await seedTrafficMix(emulator.baseUrl, tokens, plan);
        const mix = new TrafficMix(plan, settings.seed);
        const next = () => {
          const rendered = renderMixedRequest(mix.next(), ids, `ab${round}`);
          return { ...rendered, token: tokens[rendered.project] as string };
        };
        const common = { baseUrl: emulator.baseUrl, connections: settings.connections, next };
        run = (durationSeconds) => runVariedLoad({ ...common, durationSeconds });
      }
      await run(1);
      const ask = (message: string) =>
        new Promise<void>((resolve) => {
          const onMessage = (reply: { type?: string }) => {
            if (reply.type !== "bench:profile") return;
            emulator.child.off("message", onMessage);
            resolve();
          };
          emulator.child.on("message", onMessage);
          emulator.child.send?.(message);
        });
      if (profile) await ask("bench:profile-start");
      if (heapProfile) await ask("bench:heap-start");
      const before = ticks(emulator.pid);
      const figures = await run(seconds);
      if (profile) await ask(`bench:profile-stop:${profile}`);
      if (heapProfile) await ask(`bench:heap-stop:${heapProfile}`);
      const cpuUs = ((ticks(emulator.pid) - before) * 10_000) / figures.completed;
      const rssMb = (readProcessMemory(emulator.pid)?.rssBytes ?? Number.NaN) / 1e6;
      results[name]?.rps.push(figures.requestsPerSecond);
      results[name]?.cpuUs.push(cpuUs);
      results[name]?.rssMb.push(rssMb);
      console.log(
        `round ${round + 1} ${name}: ${Math.round(figures.requestsPerSecond)} req/s, ${Math.round(cpuUs)} us CPU per request, errors ${figures.errors}, RSS after ${rssMb.toFixed(1)} MB; load ${readFileSync("/proc/loadavg", "utf8").trim()}`,
      );
    } finally {
      await emulator.stop();
    }
  }
}
for (const name of ["A", "B"] as const) {
  const entry = results[name] as { rps: number[]; cpuUs: number[]; rssMb: number[] };
  console.log(
    `${name} (${commands[name] ? `${commands[name]} ` : ""}${JSON.stringify(variants[name])}${nodeFlags[name].length ? ` ${nodeFlags[name].join(" ")}` : ""}): median ${Math.round(median(entry.rps))} req/s, ${Math.round(median(entry.cpuUs))} us CPU per request, RSS after ${median(entry.rssMb).toFixed(1)} MB`,
  );
}
