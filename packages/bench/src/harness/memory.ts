// Resident memory of another process, as the kernel counts it (Linux /proc/<pid>/status): what
// the process really holds in RAM, heap, code, buffers and all, not just V8's heap.
import { readFileSync } from "node:fs";

export interface ProcessMemory {
  /** VmRSS: resident now. */
  rssBytes: number;
  /** VmHWM: the highest resident size so far (peak). */
  peakRssBytes: number;
}

/** VmRSS and VmHWM from the text of /proc/<pid>/status (values in kB = KiB there). */
export function parseProcStatus(text: string): ProcessMemory {
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, "m").exec(text);
    if (!match?.[1]) throw new Error(`memory: /proc status has no ${name} line`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: field("VmRSS"), peakRssBytes: field("VmHWM") };
}

/** The memory of a running process, or null where there is no /proc (not Linux). */
export function readProcessMemory(pid: number): ProcessMemory | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && process.platform !== "linux") {
      return null;
    }
    throw new Error(`memory: cannot read /proc/${pid}/status: ${(error as Error).message}`);
  }
  return parseProcStatus(text);
}
