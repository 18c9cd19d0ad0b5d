// Child-process entry: the emulator through its programmatic API, on its own event loop so that
// autocannon (in the parent) does not steal its CPU time. Settings come from BENCH_EMULATOR_*.
import { startEmulator } from "@cloud-api/emulator";
import { announceReady, closeOnSignal } from "../harness/processes.js";

const token = process.env.BENCH_EMULATOR_TOKEN;
if (!token) throw new Error("emulator-service: BENCH_EMULATOR_TOKEN is not set");

const emulator = await startEmulator({
  host: "127.0.0.1",
  port: 0,
  tokens: `${token}=bench`,
  // The default limit (3600/h) would turn a throughput run into 429s within a second.
  rateLimitPerHour: 1_000_000_000,
  // Actions finish at once, so seeding servers does not leave work running in the background.
  actionMs: 0,
});
if (emulator.unimplementedOperations.length > 0) {
  process.stderr.write(
    `emulator-service: ${emulator.unimplementedOperations.length} operations have no handler yet\n`,
  );
}
announceReady({ url: emulator.url, unimplemented: emulator.unimplementedOperations });
closeOnSignal(() => emulator.close());
