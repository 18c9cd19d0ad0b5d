#!/usr/bin/env node
import { startEmulator } from "./index.js";

try {
  const emulator = await startEmulator();
  console.log(`cloud-api emulator listening on ${emulator.url}`);
  for (const grant of emulator.tokens) {
    if (process.env.CLOUD_API_TOKENS) {
      console.log(`  project '${grant.project}'${grant.readOnly ? " (read-only token)" : ""}`);
    } else {
      // Generated for this run only; printing it is the only way the user can learn it.
      console.log(`  generated read-write token for project '${grant.project}': ${grant.token}`);
    }
  }
  if (emulator.unimplementedOperations.length > 0) {
    console.warn(`  not implemented: ${emulator.unimplementedOperations.join(", ")}`);
  }
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(
    `emulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
