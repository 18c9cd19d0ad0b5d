// One long-lived interpreter that runs a language's samples one after another, instead of one
// process per sample: starting Node with @cloud-api/client, or Python importing `hcloud`, cost
// 0.3 s to 1 s per sample on a loaded 2-core machine, most of the docs tests' time. Each sample
// still runs whole, as its own module/program, and its own success or failure comes back.
//
// Protocol: one JSON request per line on the host's stdin; the host answers each with one line
// `RESULT_MARKER{"ok":...,"output":...}` on stdout. Anything else the host writes is kept as
// output of the sample that is running. A sample that does not answer within the deadline gets
// its host killed (the next sample starts a new one).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import type { RunResult } from "./sample-runners.js";

export const RESULT_MARKER = "\u0000sample-result ";
const OUTPUT_LIMIT = 2000;

interface Pending {
  resolve: (result: RunResult) => void;
  stray: string;
  timer: NodeJS.Timeout;
}

export class SampleHost {
  private child: ChildProcessWithoutNullStreams | undefined;
  private pending: Pending | undefined;
  private buffer = "";

  constructor(
    private readonly command: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    private readonly timeoutMs = 30_000,
  ) {}

  /** Runs one request; resolves with the sample's result (never rejects). */
  run(request: object): Promise<RunResult> {
    if (this.pending) throw new Error("a sample host runs one sample at a time");
    const child = this.child ?? this.start();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const stray = this.pending?.stray ?? "";
        this.stop();
        resolve({
          ok: false,
          output: `${stray}\nno result within ${this.timeoutMs} ms`.slice(0, OUTPUT_LIMIT),
        });
      }, this.timeoutMs);
      this.pending = { resolve, stray: "", timer };
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }

  /** Stops the host process (after the last sample, or after a hung one). */
  stop(): void {
    const { child, pending } = this;
    this.child = undefined;
    this.pending = undefined;
    this.buffer = "";
    if (pending) clearTimeout(pending.timer);
    child?.kill("SIGKILL");
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn(this.command, this.args, {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: "/tmp", ...this.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => this.readStdout(chunk));
    child.stderr.on("data", (chunk: string) => {
      if (this.pending) this.pending.stray += chunk;
    });
    child.on("exit", (code, signal) => {
      if (this.child !== child) return;
      const pending = this.pending;
      this.child = undefined;
      this.pending = undefined;
      if (pending) {
        clearTimeout(pending.timer);
        pending.resolve({
          ok: false,
          output: `${pending.stray}${this.buffer}\nthe host exited (${signal ?? code})`.slice(
            0,
            OUTPUT_LIMIT,
          ),
        });
      }
      this.buffer = "";
    });
    return child;
  }

  private readStdout(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const newline = this.buffer.indexOf("\n");
      if (newline < 0) return;
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      const marker = line.indexOf(RESULT_MARKER);
      const pending = this.pending;
      if (!pending) continue;
      if (marker < 0) {
        pending.stray += `${line}\n`;
        continue;
      }
      pending.stray += line.slice(0, marker);
      const result = JSON.parse(line.slice(marker + RESULT_MARKER.length)) as RunResult;
      clearTimeout(pending.timer);
      this.pending = undefined;
      pending.resolve({
        ok: result.ok,
        output: `${pending.stray}${result.output}`.slice(0, OUTPUT_LIMIT),
      });
    }
  }
}
