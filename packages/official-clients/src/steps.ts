import { appendFileSync } from "node:fs";
import { join } from "node:path";

/** One asserted interaction with an official tool: a CLI invocation, a Python API call, a Go subtest. */
export type Tool = "hcloud-cli" | "python3-hcloud" | "hcloud-go v2.47.0";

const counts = new Map<string, number>();

export function countStep(tool: Tool, scenario: string): void {
  const key = `${tool}\t${scenario}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Appends this file's counts to the run's step log (summed and printed by the global setup). */
export function flushSteps(stepsDir: string): void {
  const lines = [...counts].map(([key, n]) => `${key}\t${n}\n`);
  counts.clear();
  if (lines.length > 0) appendFileSync(join(stepsDir, "steps.tsv"), lines.join(""));
}
