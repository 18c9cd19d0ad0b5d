// The emulator as users start it: `node apps/emulator/dist/cli.js` (the package's `start`
// script), configured by environment variables, memory store, console on a free port.
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleForPlainNode } from "../plain-node.js";
import { type StartedServer, timeStartup } from "../startup.js";

export const CLI_TOKEN = "bench-cli-token";
/** Path of the CLI next to the package's main entry (dist/index.js → dist/cli.js). */
export const emulatorCliPath = () =>
  fileURLToPath(new URL("./cli.js", import.meta.resolve("@cloud-api/emulator")));

/** What the CLI prints once it listens: `cloud-api emulator listening on <url>`. */
export function emulatorReadyUrl(line: string): string | undefined {
  return /^cloud-api emulator listening on (http:\/\/\S+)$/.exec(line)?.[1];
}

export interface CliOptions {
  /** For filling a project over HTTP: rate limit raised, actions finishing at once. */
  forLoad?: boolean;
  /** The gc-on-request preload and an IPC channel, so `collectGarbage` can ask for a full GC. */
  gcOnRequest?: boolean;
  /** NODE_OPTIONS of the process; empty (none, whatever the caller's environment has) by default. */
  nodeOptions?: string;
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
    // Node's defaults unless a figure says otherwise: a developer's NODE_OPTIONS stays out.
    NODE_OPTIONS: options.nodeOptions ?? "",
  };
}

/** Starts the CLI and times it to its first answer of `GET /v1/servers` (see timeStartup). */
export async function startEmulatorCli(options: CliOptions = {}): Promise<StartedServer> {
  const preload = options.gcOnRequest
    ? [
        "--import",
        pathToFileURL(
          await bundleForPlainNode(
            fileURLToPath(new URL("../servers/gc-on-request.ts", import.meta.url)),
          ),
        ).href,
      ]
    : [];
  return timeStartup({
    nodeArguments: [...preload, emulatorCliPath()],
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
