// pnpm start (after the build): docs, mock, emulator and web console, then one block with URLs,
// the token and the console password.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { watchAncestors } from "./ancestors.js";
import { startBanner } from "./banner.js";
import { startAll } from "./start-all.js";

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${raw}"`);
  }
  return value;
}

try {
  const mockLog =
    process.argv.includes("--mock-log") || /^(1|true|yes)$/i.test(process.env.MOCK_LOG ?? "");
  const write = (text: string) => process.stdout.write(text);
  const started = await startAll({
    repoRoot: join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".."),
    docsPort: port("DOCS_PORT", 4000),
    mockPort: port("MOCK_PORT", 4010),
    hetznerMockPort: port("HETZNER_MOCK_PORT", 4011),
    emulatorPort: port("EMULATOR_PORT", 4020),
    consolePort: port("CONSOLE_PORT", 4030),
    mockLog,
    write,
  });
  write(startBanner(started.services));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    started.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  process.once("SIGHUP", stop);
  // A signal to the process the user started (npx, pnpm) does not reach this one: stop with it.
  watchAncestors(stop);
} catch (error) {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
