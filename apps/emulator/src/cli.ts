#!/usr/bin/env node
// Process tuning belongs to how the process is started, not to this module: Node's default heap
// settings apply unless NODE_OPTIONS says otherwise (see the README's "Memory").
import { DEFAULT_CONSOLE_PORT, startEmulator } from "./index.js";

try {
  const emulator = await startEmulator(
    process.env.CONSOLE_PORT ? {} : { consolePort: DEFAULT_CONSOLE_PORT },
  );
  console.log(`cloud-api emulator listening on ${emulator.url}`);
  for (const grant of emulator.tokens) {
    if (emulator.tokenGenerated) {
      // Generated for this run only; printing it is the only way the user can learn it.
      console.log(`  generated read-write token for project '${grant.project}': ${grant.token}`);
    } else {
      console.log(`  project '${grant.project}'${grant.readOnly ? " (read-only token)" : ""}`);
    }
  }
  if (emulator.seededProjects.length > 0) {
    console.log(`  seeded from CLOUD_API_SEED: ${emulator.seededProjects.join(", ")}`);
  }
  console.log(`  control API: ${emulator.controlUrl}`);
  if (emulator.adminTokenGenerated) {
    console.log(`  generated admin token of the control API: ${emulator.adminToken}`);
  }
  if (emulator.console) {
    console.log(`cloud-api console on ${emulator.console.url}`);
    if (emulator.console.generatedPassword) {
      // Generated for this run only, like the token above: printed once, never stored.
      console.log(`  generated console password: ${emulator.console.password}`);
    } else {
      console.log("  sign in with CLOUD_API_CONSOLE_PASSWORD");
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
