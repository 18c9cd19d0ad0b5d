// What one durable create costs as the state grows: the emulator with CLOUD_API_DATA (every
// write committed to disk before the response), sequential `POST /servers` timed on an empty
// store and again after the project holds `seededServers` servers (each server is a server, two
// primary IPs and two actions in the store). The memory store on an empty state is the floor.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, ratio, round } from "../harness/stats.js";
import { EMULATOR_TOKEN, startEmulatorProcess } from "../servers/emulator-process.js";
import { seedServers, serverBody } from "../workloads/seed.js";

export interface DurableWritesSettings {
  /** Sequential creates timed at each point. */
  creates: number;
  /** Servers in the project before the second timing. */
  seededServers: number;
}

export interface DurableWritesFigures {
  settings: DurableWritesSettings;
  memoryEmptyP50Ms: number;
  durableEmptyP50Ms: number;
  durableSeededP50Ms: number;
  /** durableSeededP50Ms / durableEmptyP50Ms. */
  seededToEmpty: number | null;
}

async function timeCreates(url: string, from: number, count: number): Promise<number> {
  const latencies: number[] = [];
  for (let index = from; index < from + count; index++) {
    const started = performance.now();
    const response = await fetch(`${url}/servers`, {
      method: "POST",
      headers: { Authorization: `Bearer ${EMULATOR_TOKEN}`, "Content-Type": "application/json" },
      body: serverBody(index),
    });
    await response.arrayBuffer();
    if (response.status !== 201)
      throw new Error(`durable writes: POST /servers ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return median(latencies.sort((a, b) => a - b));
}

export async function measureDurableWrites(
  settings: DurableWritesSettings,
  log: (line: string) => void,
): Promise<DurableWritesFigures> {
  const memory = await startEmulatorProcess();
  let memoryEmptyP50Ms: number;
  try {
    memoryEmptyP50Ms = await timeCreates(memory.url, 0, settings.creates);
  } finally {
    await memory.stop();
  }
  const directory = mkdtempSync(join(tmpdir(), "bench-durable-"));
  const durable = await startEmulatorProcess(join(directory, "state.db"));
  try {
    const durableEmptyP50Ms = await timeCreates(durable.url, 0, settings.creates);
    await seedServers(
      { baseUrl: durable.url, token: EMULATOR_TOKEN },
      settings.creates,
      settings.seededServers,
    );
    const durableSeededP50Ms = await timeCreates(
      durable.url,
      settings.seededServers,
      settings.creates,
    );
    const seededToEmpty = ratio(durableSeededP50Ms, durableEmptyP50Ms);
    log(
      `durable create p50: ${round(durableEmptyP50Ms, 3)} ms empty, ${round(durableSeededP50Ms, 3)} ms at ${settings.seededServers} servers (memory store ${round(memoryEmptyP50Ms, 3)} ms)`,
    );
    return {
      settings,
      memoryEmptyP50Ms: round(memoryEmptyP50Ms, 3),
      durableEmptyP50Ms: round(durableEmptyP50Ms, 3),
      durableSeededP50Ms: round(durableSeededP50Ms, 3),
      seededToEmpty: seededToEmpty === null ? null : round(seededToEmpty, 2),
    };
  } finally {
    await durable.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
