import { cpus, platform, release, totalmem } from "node:os";

/** What every figure was measured on; the report prints it beside each row. */
export interface Machine {
  cores: number;
  cpuModel: string;
  node: string;
  os: string;
  memoryGiB: number;
  /** Calendar date (UTC) of the run, YYYY-MM-DD. */
  date: string;
}

export function describeMachine(now: Date = new Date()): Machine {
  const cpuList = cpus();
  return {
    cores: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? "unknown",
    node: process.version,
    os: `${platform()} ${release()}`,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    date: now.toISOString().slice(0, 10),
  };
}

/** Short tag for a table cell: `2 cores, Node v20.20.2, 2025-01-31`. */
export function machineTag(machine: Machine): string {
  return `${machine.cores} cores, Node ${machine.node}, ${machine.date}`;
}
