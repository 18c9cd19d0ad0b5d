import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { PYTHON_LIBRARY_VERSION } from "@cloud-api/test-support/official-tools";

/** One asserted interaction with an official tool: a CLI invocation, a Python API call, a Go subtest. */
export type Tool =
  | "hcloud-cli"
  | typeof PYTHON_TOOL
  | "hcloud-go v2.47.0"
  | "terraform"
  | "ansible"
  | "examples";

/** The Python library's key in the step counts. */
export const PYTHON_TOOL = `hcloud-python ${PYTHON_LIBRARY_VERSION}` as const;

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
