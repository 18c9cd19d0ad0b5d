// Child-process entry, run as plain `node` (bundled, no tsx): the plain-server limit. Replays the
// captures in the JSON file named by BENCH_REPLAY_FILE (see src/servers/replay.ts); with
// BENCH_REPLAY_RESERIALIZE=1, the serialization floor (each body JSON.stringify'd per request).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { announceReady, closeOnSignal } from "../harness/processes.js";
import { parseCaptures } from "./capture.js";
import { replayHandler } from "./replay.js";

const file = process.env.BENCH_REPLAY_FILE;
if (!file) throw new Error("replay-server: BENCH_REPLAY_FILE is not set");

const server = createServer(
  replayHandler(parseCaptures(readFileSync(file, "utf8")), {
    reserialize: process.env.BENCH_REPLAY_RESERIALIZE === "1",
  }),
);
// Fastify's default, so the Keep-Alive header matches the emulator's too.
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  announceReady({ url: `http://127.0.0.1:${port}/v1` });
});
closeOnSignal(() => new Promise((resolve) => server.close(() => resolve())));
