import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";

/**
 * Test files run in separate workers, so each worker appends what it exercised to its own
 * JSON-lines file; the coverage check and the report read them all at the end of the run.
 */
export const COVERAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "coverage");

/** Per target, so a mock run and an emulator run at the same time do not mix their records. */
function recordsDir(target: string): string {
  return join(COVERAGE_DIR, `.records-${target}`);
}

export interface ExerciseRecord {
  /** Undefined when the request matched no operation of the bundle (unknown path tests). */
  operationId?: string;
  method: string;
  path: string;
  status: number;
  /** "client": sent through @cloud-api/client; "raw": a hand-made request (negative cases). */
  via: "client" | "raw";
}

export function clearRecords(target: string): void {
  rmSync(recordsDir(target), { recursive: true, force: true });
  mkdirSync(recordsDir(target), { recursive: true });
}

export function appendRecord(target: string, record: ExerciseRecord): void {
  const dir = recordsDir(target);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}-${threadId}.jsonl`), `${JSON.stringify(record)}\n`);
}

export function readRecords(target: string): ExerciseRecord[] {
  const dir = recordsDir(target);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".jsonl"));
  } catch {
    return [];
  }
  return files.flatMap((file) =>
    readFileSync(join(dir, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ExerciseRecord),
  );
}

/**
 * Which APIs the run's target serves, written by the global setup for the coverage check (which
 * runs as a project of its own, without the target): `{ "cloud": "<base URL>", ... }`.
 */
export function writeServedApis(target: string, apiBaseUrls: Record<string, string | undefined>) {
  mkdirSync(recordsDir(target), { recursive: true });
  writeFileSync(join(recordsDir(target), "served-apis.json"), JSON.stringify(apiBaseUrls));
}

export function readServedApis(target: string): Record<string, string | undefined> {
  const path = join(recordsDir(target), "served-apis.json");
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Record<string, string | undefined>;
  } catch (cause) {
    throw new Error(`${path} is missing: the operation tests' global setup did not run`, {
      cause,
    });
  }
}
