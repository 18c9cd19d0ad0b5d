// Two emulator commands' first answers in turns (A, B, B, A, ...), as the emulatorStartup section
// times them: `npx tsx src/tools/startup-ab.ts <commandA.js> <commandB.js> [spawns=20]`. Each
// command is a file like bin/cloud-api-emulator.js (its #! line's flags apply); a plain node:http
// process answering the same first answer is timed in the same turns as the limit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { timeStartup } from "../harness/startup.js";
import { median } from "../harness/stats.js";
import { turnOrder } from "../harness/turns.js";
import { startStartupLimit } from "../sections/emulator-startup.js";
import { serializeCaptures } from "../servers/capture.js";
import { CLI_TOKEN, cliEnv, emulatorReadyUrl, shebangNodeFlags } from "../servers/emulator-cli.js";

const [a, b, spawnsText = "20"] = process.argv.slice(2);
if (!a || !b) throw new Error("usage: startup-ab.ts <commandA.js> <commandB.js> [spawns]");
const spawns = Number(spawnsText);
const directory = mkdtempSync(join(tmpdir(), "startup-ab-"));
const start = (command: string) =>
  timeStartup({
    nodeArguments: [...shebangNodeFlags(readFileSync(command, "utf8")), resolve(command)],
    env: cliEnv({ compileCache: join(directory, "compile-cache") }),
    readyUrl: emulatorReadyUrl,
    probePath: "/servers",
    token: CLI_TOKEN,
    timeoutMs: 30_000,
  });
const replayFile = join(directory, "captures.json");
const startLimit = () => startStartupLimit(replayFile);
const variants = { A: () => start(a), B: () => start(b), limit: startLimit } as const;
const times: Record<keyof typeof variants, number[]> = { A: [], B: [], limit: [] };
try {
  const warm = await start(a);
  writeFileSync(replayFile, serializeCaptures([warm.firstAnswer]));
  await warm.stop();
  await (await start(b)).stop();
  await (await startLimit()).stop();
  for (let round = 0; round < spawns; round++) {
    for (const name of turnOrder(["A", "B", "limit"] as const, round)) {
      const server = await variants[name]();
      times[name].push(server.firstAnswerMs);
      await server.stop();
    }
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
const limit = median(times.limit);
for (const name of ["A", "B", "limit"] as const) {
  const m = median(times[name]);
  console.log(
    `${name.padEnd(5)} first answer median ${m.toFixed(1)} ms (${Math.min(...times[name]).toFixed(1)}-${Math.max(...times[name]).toFixed(1)}, n=${spawns}); ${(m / limit).toFixed(2)}x the limit`,
  );
}
