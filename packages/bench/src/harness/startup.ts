// Time to first answer of a server process: from spawn() to the line it prints when it listens,
// and to the first answer of an authenticated request sent as soon as that line arrived.
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { type CapturedResponse, captureResponse } from "../servers/capture.js";
import { QUIET_ENV, stopChild } from "./processes.js";

export interface StartupLaunch {
  /** `node` arguments (script first). */
  nodeArguments: readonly string[];
  env: Record<string, string>;
  /** The base URL (with `/v1`) when `line` is the process's ready line, else undefined. */
  readyUrl: (line: string) => string | undefined;
  /** Path below the base URL of the first request (a GET with the bearer token). */
  probePath: string;
  token: string;
  timeoutMs: number;
  /** Opens an IPC channel to the child (for a preloaded helper such as gc-on-request). */
  ipc?: boolean;
}

export interface StartedServer {
  /** spawn() to the ready line on stdout. */
  readyLineMs: number;
  /** spawn() to the end of the first answer's body (sent right after the ready line). */
  firstAnswerMs: number;
  firstAnswer: CapturedResponse;
  /** The base URL from the ready line. */
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Spawns `node ...nodeArguments`, waits for its ready line, sends the probe and resolves once
 * the answer is complete. A first answer other than 200 is a failure: the process said it was
 * ready and was not. The process is left running for the caller to inspect and stop.
 */
export function timeStartup(launch: StartupLaunch): Promise<StartedServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, launch.nodeArguments, {
    env: { ...process.env, ...QUIET_ENV, ...launch.env },
    stdio: launch.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      // Only stderr goes into the message: stdout may carry generated secrets.
      reject(new Error(`startup: ${reason}${stderr ? `\n${stderr}` : ""}`));
    };
    const timer = setTimeout(
      () => fail(`no first answer within ${launch.timeoutMs} ms`),
      launch.timeoutMs,
    );
    child.once("error", (error) => fail(`could not spawn: ${error.message}`));
    child.once("exit", (code, signal) => fail(`exited (${code ?? signal}) before it answered`));
    if (!child.stdout) return fail("no stdout");
    const lines = createInterface({ input: child.stdout });
    let readyLineMs: number | undefined;
    lines.on("line", (line) => {
      if (readyLineMs !== undefined) return;
      const baseUrl = launch.readyUrl(line);
      if (baseUrl === undefined) return;
      readyLineMs = performance.now() - started;
      const lineMs = readyLineMs;
      captureResponse({
        method: "GET",
        url: `${baseUrl}${launch.probePath}`,
        token: launch.token,
        timeoutMs: launch.timeoutMs,
      }).then(
        (firstAnswer) => {
          const firstAnswerMs = performance.now() - started;
          if (firstAnswer.status !== 200) {
            fail(
              `the first GET ${launch.probePath} after the ready line answered ${firstAnswer.status}`,
            );
            return;
          }
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          child.removeAllListeners("exit");
          resolve({
            readyLineMs: lineMs,
            firstAnswerMs,
            firstAnswer,
            baseUrl,
            pid: child.pid as number,
            child,
            stop: () => stopChild(child),
          });
        },
        (error: unknown) =>
          fail(
            `the first GET ${launch.probePath} failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    });
  });
}
