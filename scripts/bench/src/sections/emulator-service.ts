import { startChildService } from "../processes.js";

export const EMULATOR_TOKEN = "bench-emulator-token";

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

/** A fresh emulator (empty store) in its own process, rate limit raised for load. */
export async function startEmulatorProcess(): Promise<RunningEmulator> {
  const service = await startChildService<{ url: string }>(
    new URL("../servers/emulator-service.ts", import.meta.url).pathname,
    { BENCH_EMULATOR_TOKEN: EMULATOR_TOKEN },
  );
  return { url: service.info.url, stop: service.stop };
}
