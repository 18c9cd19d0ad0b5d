import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";

/**
 * Test files run in separate workers, so each worker appends what it exercised to its own
 * JSON-lines file; the coverage check and the report read them all at the end of the run.
 */
export const COVERAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "coverage");
export const RECORDS_DIR = join(COVERAGE_DIR, ".records");

export interface ExerciseRecord {
  /** Undefined when the request matched no operation of the bundle (unknown path tests). */
  operationId?: string;
  method: string;
  path: string;
  status: number;
  /** "client": sent through @cloud-api/client; "raw": a hand-made request (negative cases). */
  via: "client" | "raw";
}

export function clearRecords(): void {
  rmSync(RECORDS_DIR, { recursive: true, force: true });
  mkdirSync(RECORDS_DIR, { recursive: true });
}

export function appendRecord(record: ExerciseRecord): void {
  mkdirSync(RECORDS_DIR, { recursive: true });
  appendFileSync(
    join(RECORDS_DIR, `${process.pid}-${threadId}.jsonl`),
    `${JSON.stringify(record)}\n`,
  );
}

export function readRecords(): ExerciseRecord[] {
  let files: string[];
  try {
    files = readdirSync(RECORDS_DIR).filter((file) => file.endsWith(".jsonl"));
  } catch {
    return [];
  }
  return files.flatMap((file) =>
    readFileSync(join(RECORDS_DIR, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ExerciseRecord),
  );
}
