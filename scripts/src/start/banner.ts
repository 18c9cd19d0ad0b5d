// The one block `pnpm start` prints once every server answers: what runs where, and the token.

export interface RunningServices {
  /** The API reference, e.g. `http://127.0.0.1:4000/`. */
  docs: string;
  /** The Prism mock's base URL including `/v1`. */
  mock: string;
  /** The Hetzner API's (Storage Boxes) Prism mock, base URL including `/v1`. */
  hetznerMock: string;
  /** The emulator's base URL including `/v1`. */
  emulator: string;
  /** The emulator's Hetzner API (Storage Boxes), base URL ending in `/v1` (`.../hetzner/v1`). */
  hetznerEmulator: string;
  /** The emulator's control API (reset, snapshots, faults, clock). */
  control: string;
  /** The control API's admin token when it was generated for this run (else undefined). */
  adminToken?: string;
  /** Projects CLOUD_API_SEED filled at this start. */
  seeded: string[];
  /** The web console (apps/console, served by the emulator, port 4030). */
  console?: string | undefined;
  /** The console's owner password when it was generated for this run (else undefined). */
  consolePassword?: string | undefined;
  /** The emulator's tokens; `generated` when none was configured (CLOUD_API_TOKENS unset). */
  tokens: { token: string; project: string; readOnly: boolean }[];
  generated: boolean;
  /** Operations the emulator has no handler for (normally none). */
  unimplemented: string[];
  /** True when Prism's route list and request log are shown (MOCK_LOG=1). */
  mockLog: boolean;
  /** Where the emulator keeps its state (CLOUD_API_DATA); undefined: in memory only. */
  dataFile?: string | undefined;
}

export function startBanner(services: RunningServices): string {
  const rows: [string, string, string][] = [
    ["API reference", services.docs, ""],
    ["Prism mock", services.mock, "examples from the spec; any bearer token"],
    ["Hetzner mock", services.hetznerMock, "Prism: the Hetzner API (Storage Boxes); any token"],
    ["Emulator", services.emulator, "stateful; the token decides the project"],
    ["Hetzner emulator", services.hetznerEmulator, "the emulator's Storage Boxes; same tokens"],
    ["Control API", services.control, "the emulator's reset, snapshots, faults, clock"],
  ];
  if (services.console) {
    rows.push(["Web console", services.console, "projects, tokens (shown once), resources"]);
  }
  const label = Math.max(...rows.map(([name]) => name.length));
  const url = Math.max(...rows.map(([, address]) => address.length));
  const lines = [
    "",
    "cloud-api is running on 127.0.0.1 (Ctrl-C stops everything)",
    "",
    ...rows.map(([name, address, note]) =>
      `  ${name.padEnd(label)}  ${address.padEnd(url)}  ${note}`.trimEnd(),
    ),
    "",
  ];
  if (services.generated) {
    // Generated for this run only: printing it is the only way to learn it.
    const [grant] = services.tokens;
    lines.push(`  Emulator token (project '${grant?.project}', read-write, new on every start):`);
    lines.push(`    ${grant?.token}`);
  } else {
    // Configured by the user in CLOUD_API_TOKENS: they know them, and the terminal may be shared.
    lines.push("  Emulator tokens: as set in CLOUD_API_TOKENS");
    for (const grant of services.tokens) {
      lines.push(`    project '${grant.project}'${grant.readOnly ? " (read-only)" : ""}`);
    }
  }
  if (services.adminToken) {
    lines.push("  Control API admin token (new on every start):", `    ${services.adminToken}`);
  }
  if (services.consolePassword) {
    lines.push(
      "  Web console owner password (new on every start):",
      `    ${services.consolePassword}`,
    );
  }
  if (services.seeded.length > 0) {
    lines.push(`  Seeded from CLOUD_API_SEED: ${services.seeded.join(", ")}`);
  }
  // The curl lines work as printed: with configured tokens the emulator's shows the first
  // read-write one (the user chose it on their own command line), and no other.
  const example =
    services.tokens.find((grant) => !grant.readOnly)?.token ?? services.tokens[0]?.token ?? "";
  lines.push(
    "",
    "  The /v1 URLs are base URLs: a request adds a path and a bearer token. Try:",
    `    curl -H "Authorization: Bearer ${example}" ${services.emulator}/servers`,
    `    curl -H "Authorization: Bearer any-token" ${services.mock}/locations`,
    `    curl ${services.control}/health`,
    "  Client: createCloudClient({ baseUrl, token }) with a base URL above (it includes /v1)",
    `  Official tools, Storage Boxes: HETZNER_ENDPOINT=${services.hetznerEmulator}`,
  );
  if (!services.mockLog) lines.push("  Prism's route list and request log: MOCK_LOG=1 pnpm start");
  if (services.unimplemented.length > 0) {
    lines.push(`  Emulator: not implemented: ${services.unimplemented.join(", ")}`);
  }
  lines.push("");
  return lines.join("\n");
}

/** The one line `pnpm start` prints once everything it started has stopped. */
export function stopLine(reason: string, services: RunningServices | undefined): string {
  const what = services?.console
    ? "the docs, the mocks, the emulator and the web console"
    : "the docs, the mocks and the emulator";
  const state = services?.dataFile
    ? `the emulator's state is kept in ${services.dataFile}`
    : "the emulator's state was in memory and is gone (CLOUD_API_DATA=<path> keeps it)";
  return `cloud-api stopped (${reason}): ${what}; ${state}\n`;
}
