import { startChildService } from "../harness/processes.js";

export const EMULATOR_TOKEN = "bench-emulator-token";

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh emulator (empty store) in its own process, rate limit raised for load. With
 * `dataFile`, its state is durable there (CLOUD_API_DATA); otherwise in memory only.
 */
export async function startEmulatorProcess(dataFile = ""): Promise<RunningEmulator> {
  const service = await startChildService<{ url: string }>(
    new URL("./emulator-service.ts", import.meta.url).pathname,
    // An empty CLOUD_API_DATA keeps a developer's data file out of the run: memory store only.
    { BENCH_EMULATOR_TOKEN: EMULATOR_TOKEN, CLOUD_API_DATA: dataFile },
  );
  return { url: service.info.url, stop: service.stop };
}
