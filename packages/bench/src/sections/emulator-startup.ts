// How soon the emulator answers after it is started the way users start it (its published
// command, see emulator-cli.ts): spawn() to its ready line, and to the end of
// the first authenticated `GET /v1/servers`, sent as soon as that line arrived. The limit is a
// plain node:http process (replay-server.ts run as `node file.mjs`) timed the same way, answering
// the emulator's own first answer. Each spawn's RSS is read right after its first answer.
// The emulator is timed twice: with Node's compile cache as a later start finds it (filled by the
// warm-up spawn; the goal's row), and as its first ever start, with an empty cache each time.
// Node 20 has no compile cache (src/compile-cache.ts in the emulator): there both are the same.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { readProcessMemory } from "../harness/memory.js";
import { REPO_ROOT } from "../harness/paths.js";
import { type StartedServer, timeStartup } from "../harness/startup.js";
import { ratio, round, type Sampled, sampled } from "../harness/stats.js";
import { turnOrder } from "../harness/turns.js";
import { type CapturedResponse, serializeCaptures } from "../servers/capture.js";
import { CLI_TOKEN, emulatorNodeArguments, startEmulatorCli } from "../servers/emulator-cli.js";
import { bundleForPlainNode } from "../servers/plain-node.js";

export interface StartupSettings {
  /** Measured spawns of each process (after one warm-up spawn of each, not counted). */
  spawns: number;
}

export interface StartupTargetFigures {
  readyLineMs: Sampled;
  firstAnswerMs: Sampled;
  /** null where /proc is missing (not Linux). */
  rssBytes: Sampled | null;
}

export interface StartupFigures {
  settings: StartupSettings;
  /** The emulator's command line, relative to the repository root. */
  command: string;
  /** Later starts: the compile cache as the warm-up spawn left it. */
  emulator: StartupTargetFigures;
  /** First ever starts: an empty compile cache each (absent in results before issue 46). */
  emulatorFirstStart?: StartupTargetFigures;
  limit: StartupTargetFigures;
  /** Median emulator first answer divided by the limit's. */
  firstAnswerToLimit: number | null;
  /** The same for the first ever starts. */
  firstStartToLimit?: number | null;
}

const STARTUP_TARGETS = ["emulator", "emulatorFirstStart", "limit"] as const;
type StartupTarget = (typeof STARTUP_TARGETS)[number];

/** The limit's ready line: `BENCH_READY {"url":...}` (announceReady). */
export function announcedUrl(line: string): string | undefined {
  if (!line.startsWith("BENCH_READY ")) return undefined;
  const info = JSON.parse(line.slice("BENCH_READY ".length)) as { url?: unknown };
  return typeof info.url === "string" ? info.url : undefined;
}

/**
 * Starts the startup limit: the replay server (bundled, as plain `node`) answering the captures
 * in `replayFile`, timed to its first answer like the emulator.
 */
export async function startStartupLimit(replayFile: string): Promise<StartedServer> {
  const replayBundle = await bundleForPlainNode(
    fileURLToPath(new URL("../servers/replay-server.ts", import.meta.url)),
  );
  return timeStartup({
    nodeArguments: [replayBundle],
    env: { BENCH_REPLAY_FILE: replayFile },
    readyUrl: announcedUrl,
    probePath: "/servers",
    token: CLI_TOKEN,
    timeoutMs: 30_000,
  });
}

interface Spawned {
  readyLineMs: number;
  firstAnswerMs: number;
  rssBytes: number | null;
}

async function measureOnce(
  start: () => Promise<StartedServer>,
): Promise<Spawned & { firstAnswer: CapturedResponse }> {
  const server = await start();
  try {
    return {
      readyLineMs: server.readyLineMs,
      firstAnswerMs: server.firstAnswerMs,
      rssBytes: readProcessMemory(server.pid)?.rssBytes ?? null,
      firstAnswer: server.firstAnswer,
    };
  } finally {
    await server.stop();
  }
}

function figuresOf(spawns: readonly Spawned[]): StartupTargetFigures {
  const rss = spawns.map((spawn) => spawn.rssBytes);
  return {
    readyLineMs: sampled(
      spawns.map((spawn) => spawn.readyLineMs),
      1,
    ),
    firstAnswerMs: sampled(
      spawns.map((spawn) => spawn.firstAnswerMs),
      1,
    ),
    rssBytes: rss.every((value): value is number => value !== null) ? sampled(rss, 0) : null,
  };
}

export async function measureEmulatorStartup(
  settings: StartupSettings,
  log: (line: string) => void,
): Promise<StartupFigures> {
  const directory = mkdtempSync(join(tmpdir(), "bench-startup-"));
  const replayFile = join(directory, "captures.json");
  try {
    const warmCache = join(directory, "compile-cache");
    let firstStarts = 0;
    const startEmulator = () => startEmulatorCli({ compileCache: warmCache });
    const startEmulatorFirstTime = () =>
      startEmulatorCli({ compileCache: join(directory, `empty-compile-cache-${firstStarts++}`) });
    const startLimit = () => startStartupLimit(replayFile);
    // Warm-ups (not counted): files in the page cache for both, as on a user's second start; the
    // emulator's first answer becomes what the limit answers.
    const warm = await measureOnce(startEmulator);
    writeFileSync(replayFile, serializeCaptures([warm.firstAnswer]));
    await measureOnce(startLimit);

    const measured: Record<StartupTarget, Spawned[]> = {
      emulator: [],
      emulatorFirstStart: [],
      limit: [],
    };
    const starters: Record<StartupTarget, () => Promise<StartedServer>> = {
      emulator: startEmulator,
      emulatorFirstStart: startEmulatorFirstTime,
      limit: startLimit,
    };
    for (let spawn = 0; spawn < settings.spawns; spawn++) {
      for (const target of turnOrder(STARTUP_TARGETS, spawn)) {
        const { firstAnswer: _, ...figures } = await measureOnce(starters[target]);
        measured[target].push(figures);
      }
    }
    const emulator = figuresOf(measured.emulator);
    const emulatorFirstStart = figuresOf(measured.emulatorFirstStart);
    const limit = figuresOf(measured.limit);
    const slower = ratio(emulator.firstAnswerMs.median, limit.firstAnswerMs.median);
    const firstStartSlower = ratio(
      emulatorFirstStart.firstAnswerMs.median,
      limit.firstAnswerMs.median,
    );
    log(
      `startup: emulator ready line ${emulator.readyLineMs.median} ms, first answer ${emulator.firstAnswerMs.median} ms (first ever start: ${emulatorFirstStart.firstAnswerMs.median} ms); plain node:http first answer ${limit.firstAnswerMs.median} ms (medians of ${settings.spawns})`,
    );
    return {
      settings,
      command: `node ${emulatorNodeArguments()
        .map((argument) => (argument.startsWith("/") ? relative(REPO_ROOT, argument) : argument))
        .join(" ")}`,
      emulator,
      emulatorFirstStart,
      limit,
      firstAnswerToLimit: slower === null ? null : round(slower, 1),
      firstStartToLimit: firstStartSlower === null ? null : round(firstStartSlower, 1),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
