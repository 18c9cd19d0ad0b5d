#!/usr/bin/env node
// Process tuning belongs to how the process is started, not to this module: the published command
// (bin/cloud-api-emulator.js) passes its one heap flag on its #! line; `node dist/cli.js` runs
// with Node's defaults (see the README's "Memory").
import { parseArgs } from "node:util";
import { DEFAULT_CONSOLE_PORT, EMULATOR_VERSION, startEmulator } from "./index.js";

const USAGE = `Usage: cloud-api-emulator [--help] [--version] [--catalog-deprecations <file>]

A stateful local emulator of the cloud API (/v1), its control API (/_emulator) and its web
console. Configured with environment variables:

  HOST                          address to bind (default 127.0.0.1)
  PORT                          port of the API and the control API (default 4020; 0 = any free)
  CONSOLE_PORT                  port of the web console (default 4030; 0 = any free)
  CLOUD_API_TOKENS              tok=project[:read],... fixed API tokens (default: one generated)
  CLOUD_API_ADMIN_TOKEN         the control API's admin token (default: generated, printed)
  CLOUD_API_CONSOLE_PASSWORD    the console owner's password (default: generated, printed)
  CLOUD_API_CONSOLE_ORIGIN      the console's public origin behind an HTTPS proxy
  CLOUD_API_DATA                a file to keep the state in (default: memory only)
  CLOUD_API_SEED                a seed fixture (JSON) applied to empty projects at start
  CLOUD_API_SEED_RANDOM         seed of generated values (passwords, ...), for repeatable runs
  CLOUD_API_CATALOG_DEPRECATIONS  a JSON file of catalog deprecations to rehearse from the start
                                (also --catalog-deprecations <file>; format: GET
                                /_emulator/catalog/deprecations, see the README)
  CLOUD_API_ACTION_MS           how long actions take, in ms
  CLOUD_API_RATE_LIMIT          requests per hour per project
  CLOUD_API_JOURNAL_SIZE        how many requests the journal keeps
  CLOUD_API_HEADERS_TIMEOUT_MS  time for a request's headers to arrive
  CLOUD_API_REQUEST_TIMEOUT_MS  time for a whole request to arrive

Health check (no token): GET http://<host>:<port>/_emulator/health
`;

let flags: { help?: boolean; version?: boolean; "catalog-deprecations"?: string };
try {
  flags = parseArgs({
    options: {
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "v" },
      "catalog-deprecations": { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  console.error(`cloud-api-emulator: ${error instanceof Error ? error.message : String(error)}`);
  console.error("Run with --help for usage.");
  process.exit(2);
}
if (flags.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (flags.version) {
  console.log(EMULATOR_VERSION);
  process.exit(0);
}

try {
  const rehearsalFile = flags["catalog-deprecations"];
  const emulator = await startEmulator({
    ...(process.env.CONSOLE_PORT ? {} : { consolePort: DEFAULT_CONSOLE_PORT }),
    ...(rehearsalFile ? { catalogDeprecationsFile: rehearsalFile } : {}),
  });
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
    if (emulator.console.warning) console.warn(`  warning: ${emulator.console.warning}`);
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
