// The list-latency section's route at growing project sizes, for investigating one figure: one
// emulator CLI (the published command), filled over HTTP, the same list sampled one request at
// a time after each fill, optionally again after a pause, optionally under `node --cpu-prof`.
//
//   npx tsx src/tools/list-growth.ts            (from packages/bench)
//   env SIZES=100,1000,10000  N=200 (requests per sample)  PAUSE=0 (seconds, then sample again)
//       PROFILE=<file.cpuprofile> (a CPU profile of the sampling at the last size only, through
//       servers/profile-on-request.ts)  CLI=<path to another build's bin/cloud-api-emulator.js>
//       PATH_QUERY=<path below /v1>  COMMAND_FLAGS=0 (node dist/cli.js, Node's defaults)
//       EMULATOR_ENV=NAME=value,... (more environment for the emulator)
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sampleLatency } from "../harness/latency.js";
import { readProcessMemory } from "../harness/memory.js";
import { timeStartup } from "../harness/startup.js";
import {
  CLI_TOKEN,
  cliEnv,
  emulatorNodeArguments,
  emulatorReadyUrl,
  shebangNodeFlags,
} from "../servers/emulator-cli.js";
import { bundleForPlainNode } from "../servers/plain-node.js";
import { seedServers } from "../workloads/seed.js";

const sizes = (process.env.SIZES ?? "100,1000,10000").split(",").map(Number);
const requests = Number(process.env.N ?? 200);
const pauseSeconds = Number(process.env.PAUSE ?? 0);
const path = process.env.PATH_QUERY ?? "/servers?label_selector=env=bench&sort=name:desc";
const profileFile = process.env.PROFILE;
const cli = process.env.CLI;
const extraEnv = Object.fromEntries(
  (process.env.EMULATOR_ENV ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);

const emulator = await timeStartup({
  nodeArguments: [
    ...(profileFile
      ? [
          "--import",
          pathToFileURL(
            await bundleForPlainNode(
              fileURLToPath(new URL("../servers/profile-on-request.ts", import.meta.url)),
            ),
          ).href,
        ]
      : []),
    ...(cli
      ? [...shebangNodeFlags(readFileSync(cli, "utf8")), cli]
      : emulatorNodeArguments(process.env.COMMAND_FLAGS !== "0")),
  ],
  env: { ...cliEnv({ forLoad: true }), ...extraEnv },
  readyUrl: emulatorReadyUrl,
  probePath: "/servers",
  token: CLI_TOKEN,
  timeoutMs: 30_000,
  ipc: profileFile !== undefined,
});
const ask = (message: string) =>
  new Promise<void>((resolve, reject) => {
    const onMessage = (reply: { type?: string; error?: string }) => {
      if (reply.type !== "bench:profile") return;
      emulator.child.off("message", onMessage);
      if (reply.error) reject(new Error(reply.error));
      else resolve();
    };
    emulator.child.on("message", onMessage);
    emulator.child.send?.(message);
  });
const mb = (bytes: number | undefined) => (bytes === undefined ? "?" : (bytes / 1e6).toFixed(1));
const sample = async (label: string) => {
  const result = await sampleLatency({
    url: `${emulator.baseUrl}${path}`,
    token: CLI_TOKEN,
    maxRequests: requests,
    maxSeconds: 30,
    minRequests: 3,
    requestTimeoutMs: 60_000,
  });
  const memory = readProcessMemory(emulator.pid);
  console.log(
    `${label}: p50 ${result.p50Ms.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms, n=${result.requests}, errors ${result.errors}; RSS ${mb(memory?.rssBytes)} MB`,
  );
  return result;
};
try {
  let seeded = 0;
  for (const size of sizes) {
    const started = performance.now();
    await seedServers({ baseUrl: emulator.baseUrl, token: CLI_TOKEN }, seeded, size);
    console.log(`filled to ${size} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    seeded = size;
    const last = size === sizes[sizes.length - 1];
    if (profileFile && last) await ask("bench:profile-start");
    await sample(`${size} servers`);
    if (profileFile && last) await ask(`bench:profile-stop:${profileFile}`);
    if (pauseSeconds > 0) {
      await new Promise((resolve) => setTimeout(resolve, pauseSeconds * 1000));
      await sample(`${size} servers after ${pauseSeconds} s`);
    }
  }
} finally {
  await emulator.stop();
}
