#!/usr/bin/env node
// Process tuning belongs to how the process is started, not to this module: the published command
// (bin/cloud-api-emulator.js) passes its one heap flag on its #! line; `node dist/cli.js` runs
// with Node's defaults (see the README's "Memory").
import { restoreBuiltinCodeCache } from "./builtin-code-cache.js";
import { enableCommandCompileCache } from "./compile-cache.js";
import type { SettingNames, SettingVariable } from "./config.js";
import { deferHeapGrowth, type HeapGrowthOutcome } from "./heap-growth.js";

// First, before any other module is loaded: the heap flag of the #! line would otherwise make
// Node compile every built-in module from source (src/builtin-code-cache.ts). Then, before the
// bundle is loaded, Node's compile cache for it (src/compile-cache.ts; Node >= 22.1). The #!
// line's heap-growth flag would spoil the code cache too: out until the command listens
// (src/heap-growth.ts).
let heapGrowth: HeapGrowthOutcome;
try {
  await restoreBuiltinCodeCache();
  heapGrowth = await deferHeapGrowth();
  const compileCache = await enableCommandCompileCache();
  // Said only when asked for: a default folder that cannot be written (a read-only home in a
  // container) only means no cache, and is not worth a line at every start.
  if (compileCache.status === "failed" && compileCache.named) {
    console.error(
      `cloud-api-emulator: no compile cache in ${compileCache.directory} (${compileCache.message}); the emulator runs, its starts are a few ms slower. Set CLOUD_API_COMPILE_CACHE to a folder you can write, or to off.`,
    );
  }
} catch (error) {
  console.error(`cloud-api-emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const { parseArgs } = await import("node:util");

/** Settings whose errors never name them (read once at start, or by the console only). */
const NOT_NAMED_IN_ERRORS = ["CLOUD_API_CATALOG_DEPRECATIONS", "CLOUD_API_DOCS_URL"] as const;

/** Every setting the command reads: an option, and the environment variable it beats. */
const SETTINGS: {
  option: string;
  variable: SettingVariable | (typeof NOT_NAMED_IN_ERRORS)[number];
  value: string;
  help: string;
}[] = [
  {
    option: "host",
    variable: "HOST",
    value: "<address>",
    help: "address to bind (default 127.0.0.1)",
  },
  {
    option: "port",
    variable: "PORT",
    value: "<port>",
    help: "port of the API and the control API (default 4020; 0 = any free one)",
  },
  {
    option: "console-port",
    variable: "CONSOLE_PORT",
    value: "<port>",
    help: "port of the web console (default 4030; 0 = any free one)",
  },
  {
    option: "data",
    variable: "CLOUD_API_DATA",
    value: "<path>",
    help: "a file to keep the state in, across restarts (default: memory only)",
  },
  {
    option: "tokens",
    variable: "CLOUD_API_TOKENS",
    value: "<tok=project[:read],...>",
    help: "fixed API tokens, `:read` for read-only (default: one generated and printed)",
  },
  {
    option: "admin-token",
    variable: "CLOUD_API_ADMIN_TOKEN",
    value: "<token>",
    help: "the control API's admin token (default: generated and printed)",
  },
  {
    option: "console-password",
    variable: "CLOUD_API_CONSOLE_PASSWORD",
    value: "<password>",
    help: "the console owner's password, 8 characters or more (default: generated and printed)",
  },
  {
    option: "console-origin",
    variable: "CLOUD_API_CONSOLE_ORIGIN",
    value: "<origin>",
    help: "the console's public origin behind an HTTPS proxy (https://...)",
  },
  {
    option: "seed",
    variable: "CLOUD_API_SEED",
    value: "<file>",
    help: "a seed fixture (JSON) applied to empty projects at start",
  },
  {
    option: "seed-random",
    variable: "CLOUD_API_SEED_RANDOM",
    value: "<text>",
    help: "seed of generated values (passwords, ...), for repeatable runs",
  },
  {
    option: "catalog-deprecations",
    variable: "CLOUD_API_CATALOG_DEPRECATIONS",
    value: "<file>",
    help: "a JSON file of catalog deprecations to rehearse from the start (the list GET /_emulator/catalog/deprecations answers; see the README)",
  },
  {
    option: "docs-url",
    variable: "CLOUD_API_DOCS_URL",
    value: "<url>",
    help: "the API docs' address (ends with /); the console links its deprecations page from a project's warning",
  },
  {
    option: "action-ms",
    variable: "CLOUD_API_ACTION_MS",
    value: "<ms>",
    help: "how long every action runs (default: each type as long as on the real API)",
  },
  {
    option: "rate-limit",
    variable: "CLOUD_API_RATE_LIMIT",
    value: "<n>",
    help: "requests per hour per project (default 3600)",
  },
  {
    option: "journal-size",
    variable: "CLOUD_API_JOURNAL_SIZE",
    value: "<n>",
    help: "how many requests the journal keeps (default 1000)",
  },
  {
    option: "headers-timeout-ms",
    variable: "CLOUD_API_HEADERS_TIMEOUT_MS",
    value: "<ms>",
    help: "time for a request's headers to arrive (default 10000)",
  },
  {
    option: "request-timeout-ms",
    variable: "CLOUD_API_REQUEST_TIMEOUT_MS",
    value: "<ms>",
    help: "time for a whole request to arrive (default 30000)",
  },
  {
    option: "list-indexes",
    variable: "CLOUD_API_LIST_INDEXES",
    value: "<on|off>",
    help: "answer lists from indexes kept on every write (default on)",
  },
  {
    option: "json-fragments",
    variable: "CLOUD_API_JSON_FRAGMENTS",
    value: "<on|off>",
    help: "answer the catalog from pre-rendered JSON text (default on)",
  },
];

function usage(): string {
  const rows = SETTINGS.map(
    ({ option, variable, value, help }) => `  --${option} ${value}  (${variable})\n      ${help}`,
  );
  return `Usage: cloud-api-emulator [options]

A stateful local emulator of the cloud API (/v1), its control API (/_emulator) and its web
console. Each setting is an option or an environment variable (in parentheses); the option wins
when both are set.

${rows.join("\n")}
  -h, --help
      print this and exit
  -v, --version
      print the version and exit

Secrets given as options (--tokens, --admin-token, --console-password) can be read by other users
of the machine in the process list: prefer the variables for them.
Health check (no token): GET http://<host>:<port>/_emulator/health
`;
}

let values: Record<string, string | boolean | undefined>;
try {
  values = parseArgs({
    options: {
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "v" },
      ...Object.fromEntries(SETTINGS.map(({ option }) => [option, { type: "string" as const }])),
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  console.error(`cloud-api-emulator: ${error instanceof Error ? error.message : String(error)}`);
  console.error("Run with --help for the options.");
  process.exit(2);
}
if (values.help) {
  process.stdout.write(usage());
  process.exit(0);
}

// An option is its variable set for this process, and errors name the option the user typed.
const env: NodeJS.ProcessEnv = { ...process.env };
const settingNames: SettingNames = {};
for (const { option, variable } of SETTINGS) {
  const value = values[option];
  if (typeof value !== "string") continue;
  env[variable] = value;
  if (!(NOT_NAMED_IN_ERRORS as readonly string[]).includes(variable)) {
    settingNames[variable as SettingVariable] = `--${option}`;
  }
}
const { DEFAULT_CONSOLE_PORT, EMULATOR_VERSION, startEmulator } = await import("./index.js");
if (values.version) {
  console.log(EMULATOR_VERSION);
  process.exit(0);
}

/** Why the process was asked to stop, in the words of the one line it prints. */
const STOP_REASONS: Record<string, string> = {
  SIGINT: "Ctrl-C (SIGINT)",
  SIGTERM: "SIGTERM",
  SIGHUP: "the terminal closed (SIGHUP)",
};

try {
  const emulator = await startEmulator({
    env,
    settingNames,
    ...(env.CONSOLE_PORT ? {} : { consolePort: DEFAULT_CONSOLE_PORT }),
  });
  // Before the first line: whoever reads it may signal at once, and a signal without a
  // handler would end the process without its stop line.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const kept = emulator.dataFile
      ? `its state is kept in ${emulator.dataFile}`
      : "its state was in memory and is gone (--data or CLOUD_API_DATA keeps it)";
    emulator.close().then(
      () => {
        console.log(`cloud-api emulator stopped on ${STOP_REASONS[signal] ?? signal}; ${kept}`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(
          `cloud-api emulator stopped on ${STOP_REASONS[signal] ?? signal}, but closing failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, stop);
  if (heapGrowth.status === "deferred") heapGrowth.apply();
  console.log(`cloud-api emulator listening on ${emulator.url}`);
  // The tools' second endpoint (HETZNER_ENDPOINT, WithHetznerEndpoint, api_endpoint_hetzner).
  console.log(`  Hetzner API (Storage Boxes, same tokens): ${emulator.hetznerUrl}`);
  for (const grant of emulator.tokens) {
    if (emulator.tokenGenerated) {
      // Generated for this run only; printing it is the only way the user can learn it.
      console.log(`  generated read-write token for project '${grant.project}': ${grant.token}`);
    } else {
      console.log(`  project '${grant.project}'${grant.readOnly ? " (read-only token)" : ""}`);
    }
  }
  if (emulator.seededProjects.length > 0) {
    console.log(
      `  seeded from ${settingNames.CLOUD_API_SEED ?? "CLOUD_API_SEED"}: ${emulator.seededProjects.join(", ")}`,
    );
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
      console.log(
        `  sign in with the password of ${settingNames.CLOUD_API_CONSOLE_PASSWORD ?? "CLOUD_API_CONSOLE_PASSWORD"}`,
      );
    }
    if (emulator.console.warning) console.warn(`  warning: ${emulator.console.warning}`);
  }
  if (emulator.unimplementedOperations.length > 0) {
    console.warn(`  not implemented: ${emulator.unimplementedOperations.join(", ")}`);
  }
} catch (error) {
  console.error(
    `emulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
