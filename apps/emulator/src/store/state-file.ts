import { readFileSync } from "node:fs";
import type { Snapshot, StoredRecord } from "./store.js";

/** A state file or store that cannot be used as it is; the message names the problem. */
export class StateFileError extends Error {
  constructor(path: string, problem: string) {
    super(`${path}: ${problem}; the file was left untouched`);
    this.name = "StateFileError";
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the file starts like the JSON state file of emulators before the durable store. */
export function looksLikeJsonState(head: Buffer): boolean {
  const text = head.toString("utf8").trimStart();
  return text.startsWith("{") || text.startsWith("\uFEFF");
}

/**
 * Reads and checks a version 1 JSON state file completely before anything is migrated: a file
 * whose structure is off must not start an emulator with part of its data missing.
 */
export function readJsonState(path: string): Snapshot {
  const text = readFileSync(path, "utf8");
  if (text.startsWith("\uFEFF")) {
    throw new StateFileError(path, "starts with a UTF-8 byte order mark (remove it)");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(path, `is not valid JSON (${(error as Error).message})`);
  }
  return checkSnapshot(path, parsed);
}

/** The checks every snapshot passes before it becomes state (also for imports). */
export function checkSnapshot(path: string, parsed: unknown): Snapshot {
  if (!isObject(parsed) || parsed.version !== 1) {
    throw new StateFileError(path, "is not an emulator state file (`version` must be 1)");
  }
  const { counters, collections } = parsed;
  if (!isObject(counters)) {
    throw new StateFileError(path, "`counters` is missing or not an object");
  }
  if (!isObject(collections)) {
    throw new StateFileError(path, "`collections` is missing or not an object of arrays");
  }
  for (const [name, value] of Object.entries(counters)) {
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw new StateFileError(path, `counter \`${name}\` is not a non-negative integer`);
    }
  }
  for (const [name, records] of Object.entries(collections)) {
    if (!Array.isArray(records)) {
      throw new StateFileError(path, `collection \`${name}\` is not an array`);
    }
    const seen = new Set<number>();
    let highest = 0;
    records.forEach((record: unknown, position) => {
      const where = `record ${position} of \`${name}\``;
      if (!isObject(record)) throw new StateFileError(path, `${where} is not an object`);
      const { id, project } = record;
      if (!Number.isSafeInteger(id) || (id as number) < 1) {
        throw new StateFileError(path, `${where} has no positive integer \`id\``);
      }
      if (typeof project !== "string" || project === "") {
        throw new StateFileError(path, `${where} (id ${id}) has no \`project\``);
      }
      if (seen.has(id as number)) {
        throw new StateFileError(path, `${where} repeats id ${id}`);
      }
      seen.add(id as number);
      highest = Math.max(highest, id as number);
    });
    const counter = counters[name];
    if (highest > 0 && (counter === undefined || (counter as number) < highest)) {
      throw new StateFileError(
        path,
        `counter \`${name}\` (${String(counter ?? "missing")}) is below its highest id ${highest}: new records would reuse ids`,
      );
    }
  }
  const versions = parsed.record_versions;
  if (versions !== undefined) {
    if (!isObject(versions)) {
      throw new StateFileError(path, "`record_versions` is not an object of versions");
    }
    for (const [name, value] of Object.entries(versions)) {
      if (!Number.isSafeInteger(value) || (value as number) < 1) {
        throw new StateFileError(path, `record version of \`${name}\` is not a positive integer`);
      }
    }
  }
  return {
    version: 1,
    counters: counters as Record<string, number>,
    collections: collections as Record<string, StoredRecord[]>,
    ...(versions === undefined ? {} : { record_versions: versions as Record<string, number> }),
  };
}
