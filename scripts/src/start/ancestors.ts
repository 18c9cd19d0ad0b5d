// `pnpm start` runs as the last of a chain of processes (npx, pnpm, a shell, tsx, this one). A
// signal sent to the first of them (SIGTERM to the `npx` a user or a CI job started) does not
// reach this one: the servers would keep running, orphaned, with their ports taken. So this
// process watches the chain it was started under and stops when any of it is gone.
import { readFileSync } from "node:fs";

/** The parent of `pid` from /proc (Linux), or undefined where /proc is not there. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // pid (comm) state ppid ...: comm may contain spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const parent = Number(fields[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** This process's ancestors, nearest first, up to (not including) pid 1. */
export function ancestors(pid = process.pid): number[] {
  const chain: number[] = [];
  let current = process.ppid;
  if (pid !== process.pid) current = parentOf(pid) ?? 1;
  while (current > 1 && chain.length < 64) {
    chain.push(current);
    const next = parentOf(current);
    if (next === undefined) break;
    current = next;
  }
  return chain;
}

/** Running: it exists and is not a zombie (an exited process its parent has not reaped yet). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    // No /proc (not Linux): ask the kernel whether the pid exists.
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  }
}

/**
 * Calls `onGone` once, when any process of the chain this one was started under has exited.
 * Returns a function that stops watching.
 */
export function watchAncestors(onGone: () => void, intervalMs = 500): () => void {
  const chain = ancestors();
  const timer = setInterval(() => {
    if (chain.some((pid) => !alive(pid)) || process.ppid === 1) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
