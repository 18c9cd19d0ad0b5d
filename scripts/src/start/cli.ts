// pnpm start (after the build): docs, mock, emulator and web console, then one block with URLs,
// the token and the console password.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { watchAncestors } from "./ancestors.js";
import { startBanner, stopLine } from "./banner.js";
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
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    started.stop().then(
      () => {
        write(stopLine(reason, started.services));
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`start: stopping failed: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("Ctrl-C"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGHUP", () => stop("the terminal closed"));
  // A signal to the process the user started (npx, pnpm) does not reach this one: stop with it.
  watchAncestors(() => stop("the pnpm or npx that started it exited"));
  // After the handlers: whoever reads the block may signal at once.
  write(startBanner(started.services));
} catch (error) {
  // One line per problem (several ports can be taken at once), each saying what to change.
  const message = error instanceof Error ? error.message : String(error);
  for (const line of message.split("\n")) console.error(`start: ${line}`);
  process.exit(1);
}
