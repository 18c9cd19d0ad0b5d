// The emulator as users start it: the published command (`npx @cloud-api/emulator`, the package's
// `start` script, the container's entry point), i.e. `node <the flags of its #! line>
// apps/emulator/bin/cloud-api-emulator.js`, as npm's and pnpm's shims run it. Configured by
// environment variables, memory store, console on a free port.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type StartedServer, timeStartup } from "../harness/startup.js";
import { bundleForPlainNode } from "./plain-node.js";

export const CLI_TOKEN = "bench-cli-token";
/** Path of the CLI next to the package's main entry (dist/index.js → dist/cli.js). */
export const emulatorCliPath = () =>
  fileURLToPath(new URL("./cli.js", import.meta.resolve("@cloud-api/emulator")));
/** The published command's file (dist/index.js → bin/cloud-api-emulator.js). */
export const emulatorCommandPath = () =>
  fileURLToPath(
    new URL("../bin/cloud-api-emulator.js", import.meta.resolve("@cloud-api/emulator")),
  );

/** Node's flags on a `#!/usr/bin/env [-S] node [flags]` line; throws on any other first line. */
export function shebangNodeFlags(fileText: string): string[] {
  const firstLine = fileText.split("\n", 1)[0] ?? "";
  const match = /^#!\/usr\/bin\/env(?: -S)? node((?: +\S+)*) *$/.exec(firstLine);
  if (!match) throw new Error(`not a "#!/usr/bin/env [-S] node" line: ${firstLine}`);
  return (match[1] ?? "").split(" ").filter(Boolean);
}

/**
 * Node's arguments that start the emulator as its published command does: the flags of the
 * command's #! line and the command's file (`commandFile`: another file like it, for an A/B of a
 * build). Without `commandFlags`, `node dist/cli.js` (Node's defaults).
 */
export function emulatorNodeArguments(commandFlags = true, commandFile?: string): string[] {
  if (!commandFlags) return [emulatorCliPath()];
  const command = commandFile ? resolve(commandFile) : emulatorCommandPath();
  return [...shebangNodeFlags(readFileSync(command, "utf8")), command];
}

/** What the CLI prints once it listens: `cloud-api emulator listening on <url>`. */
export function emulatorReadyUrl(line: string): string | undefined {
  return /^cloud-api emulator listening on (http:\/\/\S+)$/.exec(line)?.[1];
}

export interface CliOptions {
  /** For filling a project over HTTP: rate limit raised, actions finishing at once. */
  forLoad?: boolean;
  /** The gc-on-request preload and an IPC channel, so `collectGarbage` can ask for a full GC. */
  gcOnRequest?: boolean;
  /** Started as `node dist/cli.js`, without the flags the published command passes. */
  withoutCommandFlags?: boolean;
  /**
   * CLOUD_API_COMPILE_CACHE: the directory of Node's compile cache (Node >= 22.1), or `off`.
   * Unset: the emulator's default, the user's cache folder.
   */
  compileCache?: string;
  timeoutMs?: number;
}

export function cliEnv(options: CliOptions): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    CONSOLE_PORT: "0",
    CLOUD_API_TOKENS: `${CLI_TOKEN}=bench`,
    // Set, so the CLI prints no generated secret (stdout is read for the ready line only).
    CLOUD_API_ADMIN_TOKEN: "bench-admin-token-0123456789",
    CLOUD_API_CONSOLE_PASSWORD: "bench-console-password",
    // Empty = unset: a developer's data file or seed fixture stays out of the run.
    CLOUD_API_DATA: "",
    CLOUD_API_SEED: "",
    ...(options.forLoad ? { CLOUD_API_RATE_LIMIT: "1000000000", CLOUD_API_ACTION_MS: "0" } : {}),
    ...(options.compileCache ? { CLOUD_API_COMPILE_CACHE: options.compileCache } : {}),
    // A developer's NODE_OPTIONS stays out: only the command's own flags apply.
    NODE_OPTIONS: "",
  };
}

/** Starts the CLI and times it to its first answer of `GET /v1/servers` (see timeStartup). */
export async function startEmulatorCli(options: CliOptions = {}): Promise<StartedServer> {
  const preload = options.gcOnRequest
    ? [
        "--import",
        pathToFileURL(
          await bundleForPlainNode(fileURLToPath(new URL("./gc-on-request.ts", import.meta.url))),
        ).href,
      ]
    : [];
  return timeStartup({
    nodeArguments: [...preload, ...emulatorNodeArguments(!options.withoutCommandFlags)],
    env: cliEnv(options),
    readyUrl: emulatorReadyUrl,
    probePath: "/servers",
    token: CLI_TOKEN,
    timeoutMs: options.timeoutMs ?? 30_000,
    ipc: options.gcOnRequest ?? false,
  });
}

export interface HeapAfterGc {
  heapUsedBytes: number;
  rssBytes: number;
}

/** Asks a process started with gcOnRequest for a full GC; resolves with its memoryUsage(). */
export function collectGarbage(server: StartedServer, timeoutMs = 10_000): Promise<HeapAfterGc> {
  const { child } = server;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      reject(new Error(`memory: no answer to bench:gc within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: unknown) => {
      const reply = message as { type?: string; error?: string; heapUsed?: number; rss?: number };
      if (reply.type !== "bench:memory") return;
      clearTimeout(timer);
      child.off("message", onMessage);
      if (reply.error || reply.heapUsed === undefined || reply.rss === undefined) {
        reject(new Error(`memory: ${reply.error ?? "incomplete memory report"}`));
        return;
      }
      resolve({ heapUsedBytes: reply.heapUsed, rssBytes: reply.rss });
    };
    child.on("message", onMessage);
    if (!child.send) {
      clearTimeout(timer);
      reject(new Error("memory: the process has no IPC channel (start it with gcOnRequest)"));
      return;
    }
    child.send("bench:gc");
  });
}
