import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** Tools that would otherwise phone home or print update notices during a measured run. */
export const QUIET_ENV: Readonly<Record<string, string>> = {
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};

export interface CommandResult {
  wallMs: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Exit codes that count as completed (default: only 0). */
  acceptExitCodes?: readonly number[];
  /** Killed (and reported) after this long; every command is bounded. */
  timeoutMs: number;
}

const tail = (text: string, chars = 1_500) =>
  text.length > chars ? `…${text.slice(-chars)}` : text;

/** Runs a command to completion and measures its wall time, from spawn to exit. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<CommandResult> {
  const accepted = options.acceptExitCodes ?? [0];
  const describe = `\`${[command, ...args].join(" ")}\` in ${options.cwd}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...QUIET_ENV, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${describe} did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${describe} could not start: ${error.message}`));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      const exitCode = code ?? -1;
      if (!accepted.includes(exitCode)) {
        reject(
          new Error(
            `${describe} exited with ${code ?? signal}:\n${tail(stderr || stdout || "(no output)")}`,
          ),
        );
        return;
      }
      resolve({ wallMs, exitCode, stdout, stderr });
    });
  });
}

/** A long-running helper process that printed its ready line. */
export interface ChildService<Info> {
  info: Info;
  pid: number;
  stop(): Promise<void>;
}

const READY_PREFIX = "BENCH_READY ";

/** What a service entry prints once it listens, so the parent learns its URL. */
export function announceReady(info: unknown): void {
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(info)}\n`);
}

/**
 * Starts a TypeScript entry (through tsx) in its own Node process, so that the server under load
 * and the load generator do not share one event loop, and resolves with what it announced.
 */
export function startChildService<Info>(
  entry: string,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<ChildService<Info>> {
  const tsxLoader = import.meta.resolve("tsx");
  return spawnService(entry, ["--import", tsxLoader, entry], env, readyTimeoutMs);
}

/** Spawns `node <nodeArguments>` and resolves once it printed its ready line (announceReady). */
export function spawnService<Info>(
  entry: string,
  nodeArguments: readonly string[],
  env: Record<string, string>,
  readyTimeoutMs: number,
): Promise<ChildService<Info>> {
  const child = spawn(process.execPath, nodeArguments, {
    env: { ...process.env, ...QUIET_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output = tail(output + chunk, 4_000);
  });
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${entry}: ${reason}\n${output || "(no output)"}`));
    };
    const timer = setTimeout(() => fail(`not ready within ${readyTimeoutMs} ms`), readyTimeoutMs);
    child.once("exit", (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (!line.startsWith(READY_PREFIX)) {
        output = tail(`${output}${line}\n`, 4_000);
        return;
      }
      clearTimeout(timer);
      child.removeAllListeners("exit");
      const info = JSON.parse(line.slice(READY_PREFIX.length)) as Info;
      resolve({ info, pid: child.pid as number, stop: () => stopChild(child) });
    });
  });
}

/** SIGTERM, then SIGKILL if the process is still there after a grace period. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Stops the child when it receives SIGTERM/SIGINT, after running `close`. */
export function closeOnSignal(close: () => Promise<void>): void {
  const shutdown = () => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
