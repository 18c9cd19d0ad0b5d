// Stored state follows change: a store (CLOUD_API_DATA), a JSON state file and a snapshot written
// by an older emulator (commit 3054bb6, test/fixtures/stores/README.md) open with this one, keep
// every record, carry every field today's records have, and every list of every family then
// answers per today's spec. State written by a newer emulator is refused, saying so.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { open as openLmdb } from "lmdb";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/store/store.js";
import { makeEveryFamily, SCENARIO_TOKENS } from "../fixtures/stores/scenario.mjs";
import {
  operations,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "../support/harness.js";

const FIXTURES = new URL("../fixtures/stores/", import.meta.url).pathname;
const OLD = "3054bb6";
const oldSnapshotText = () => readFileSync(join(FIXTURES, `${OLD}.snapshot.json`), "utf8");
const oldSnapshot = () => JSON.parse(oldSnapshotText()) as Snapshot;

const directory = mkdtempSync(join(tmpdir(), "emulator-upgrade-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
beforeEach(() => {
  specViolations.length = 0;
});

const TOKENS = ["fixture-token-a", "fixture-token-b"];

/** Every `list_*` operation of the spec; nested ones are listed once per id of their parent. */
const lists = operations.filter(
  (operation) => operation.method === "get" && operation.operationId.startsWith("list_"),
);

/** Lists every family (and each resource's sub-lists) as `token`; returns what was not 200. */
async function listEverything(emulator: TestEmulator, token: string): Promise<string[]> {
  const problems: string[] = [];
  const idsOf = new Map<string, number[]>();
  for (const operation of lists.filter((entry) => !entry.path.includes("{"))) {
    const result = await emulator.call("GET", `${operation.path}?per_page=50`, { token });
    // Removed after its sunset (the datacenters): answered 410 as the API does.
    if (result.status === 410 && operation.sunset) continue;
    if (result.status !== 200) problems.push(`${operation.path}: ${result.status}`);
    const items = Object.values(result.body ?? {}).find(Array.isArray) as { id: number }[];
    idsOf.set(
      operation.path,
      (items ?? []).map((item) => item.id),
    );
  }
  for (const operation of lists.filter((entry) => entry.path.includes("{"))) {
    const parent = operation.path.slice(0, operation.path.indexOf("/{"));
    for (const id of idsOf.get(parent) ?? []) {
      const path = operation.path.replace(/\{[^}]+\}/, String(id));
      const result = await emulator.call("GET", path, { token });
      // A secondary zone has no RRSets of its own (the API's 422 incorrect_zone_mode).
      if (result.status === 422 && result.body.error.code === "incorrect_zone_mode") continue;
      if (result.status !== 200) problems.push(`${path}: ${result.status}`);
    }
  }
  return problems;
}

/** Today's records of every family, made by the same requests the fixture was made with. */
async function todaysRecords(): Promise<Snapshot> {
  const emulator = await startTestEmulator({ tokens: SCENARIO_TOKENS });
  try {
    await makeEveryFamily(async (method, path, body, token) => {
      const result = await emulator.call(method, path, { token, body });
      if (result.status >= 400) throw new Error(`${method} ${path}: ${result.status}`);
      return result.body;
    });
    return emulator.control.exportSnapshot();
  } finally {
    await emulator.close();
  }
}
let today: Snapshot | undefined;

/**
 * The fields every record of a collection has today: an older record that lacks one was not
 * upgraded (what a newer version added must be filled in).
 */
function requiredFields(snapshot: Snapshot): Map<string, Set<string>> {
  const required = new Map<string, Set<string>>();
  for (const [collection, records] of Object.entries(snapshot.collections)) {
    const [first, ...rest] = records.map((record) => new Set(Object.keys(record)));
    if (!first) continue;
    required.set(
      collection,
      new Set([...first].filter((field) => rest.every((fields) => fields.has(field)))),
    );
  }
  return required;
}

/** Lists everything in both projects; the records are the fixture's, with today's fields. */
async function expectServedPerToday(emulator: TestEmulator): Promise<void> {
  for (const token of TOKENS) {
    expect(await listEverything(emulator, token)).toEqual([]);
  }
  expect(specViolations).toEqual([]);
  today ??= await todaysRecords();
  const upgraded = emulator.control.exportSnapshot();
  expect(upgraded.record_versions).toEqual(today.record_versions);
  const required = requiredFields(today);
  for (const [collection, records] of Object.entries(oldSnapshot().collections)) {
    const kept = upgraded.collections[collection] ?? [];
    expect(
      kept.map((record) => record.id),
      collection,
    ).toEqual(records.map((record) => record.id));
    const fields = required.get(collection) ?? new Set<string>();
    const missing = kept.flatMap((record) =>
      [...fields].filter((field) => !(field in record)).map((field) => `${record.id}.${field}`),
    );
    expect(missing, `${collection} records without today's fields`).toEqual([]);
  }
}

describe(`state written by the emulator of ${OLD}`, () => {
  it("opens as CLOUD_API_DATA, and every list of every family answers per today's spec", async () => {
    const dataFile = join(directory, "old.lmdb");
    copyFileSync(join(FIXTURES, `${OLD}.lmdb`), dataFile);
    const emulator = await startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS });
    try {
      await expectServedPerToday(emulator);
    } finally {
      await emulator.close();
    }
    // The account's records are upgraded too (they are in the store, not in snapshots).
    const tokens = (await storeEntries(dataFile)).filter(([key]) =>
      key.startsWith("record/_api_tokens/"),
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const [, token] of tokens) {
      expect(token).toHaveProperty("lastUsed");
      expect(token).not.toHaveProperty("last_used");
    }
    // Upgraded once, on open: the second start finds today's records.
    const again = await startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS });
    try {
      await expectServedPerToday(again);
    } finally {
      await again.close();
    }
  });

  it("migrates as a JSON state file, and every list answers per today's spec", async () => {
    const dataFile = join(directory, "old-state.json");
    copyFileSync(join(FIXTURES, `${OLD}.snapshot.json`), dataFile);
    const emulator = await startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS });
    try {
      await expectServedPerToday(emulator);
    } finally {
      await emulator.close();
    }
  });

  it("imports as a snapshot, and every list answers per today's spec", async () => {
    const emulator = await startTestEmulator({ tokens: SCENARIO_TOKENS });
    try {
      const imported = await importSnapshot(emulator, oldSnapshotText());
      expect(imported.status).toBe(204);
      await expectServedPerToday(emulator);
    } finally {
      await emulator.close();
    }
  });
});

function importSnapshot(emulator: TestEmulator, body: string) {
  return fetch(`${emulator.controlUrl}/snapshot`, {
    method: "PUT",
    headers: { authorization: `Bearer ${emulator.adminToken}`, "content-type": "application/json" },
    body,
  });
}

/** Every key and value of a store, read with LMDB directly. */
async function storeEntries(path: string): Promise<[string, unknown][]> {
  const db = openLmdb<unknown, string>({ path, noSubdir: true, encoding: "json" });
  const entries = [...db.getRange({})].map(({ key, value }): [string, unknown] => [key, value]);
  await db.close();
  return entries;
}

/** Today's version of `servers` records, read from a fresh emulator's export. */
async function serverRecordVersion(): Promise<number> {
  today ??= await todaysRecords();
  return today.record_versions?.servers ?? 0;
}

describe("state written by a newer emulator", () => {
  it("refuses a store whose records are of a newer version, saying so, and leaves it as it was", async () => {
    const dataFile = join(directory, "newer.lmdb");
    copyFileSync(join(FIXTURES, `${OLD}.lmdb`), dataFile);
    // Today's emulator upgrades it; a newer one would then have written newer server records.
    await (await startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS })).close();
    const newer = (await serverRecordVersion()) + 1;
    const db = openLmdb<unknown, string>({ path: dataFile, noSubdir: true, encoding: "json" });
    db.putSync("meta/records/servers", newer);
    await db.close();
    const before = await storeEntries(dataFile);
    await expect(startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS })).rejects.toThrow(
      `was written by a newer emulator: its \`servers\` records are version ${newer}, this emulator reads up to version ${newer - 1}; use that emulator or a newer one`,
    );
    expect(await storeEntries(dataFile)).toEqual(before);
  });

  it("refuses a store with a collection it does not know the records of", async () => {
    const dataFile = join(directory, "unknown.lmdb");
    copyFileSync(join(FIXTURES, `${OLD}.lmdb`), dataFile);
    await (await startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS })).close();
    const db = openLmdb<unknown, string>({ path: dataFile, noSubdir: true, encoding: "json" });
    db.putSync("meta/records/dedicated_servers", 1);
    await db.close();
    await expect(startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS })).rejects.toThrow(
      "was written by a newer emulator: it has `dedicated_servers` records (version 1), which this emulator does not know",
    );
  });

  it("refuses a JSON state file of newer records before migrating anything", async () => {
    const dataFile = join(directory, "newer-state.json");
    const snapshot = oldSnapshot();
    snapshot.record_versions = { servers: (await serverRecordVersion()) + 1 };
    writeFileSync(dataFile, JSON.stringify(snapshot));
    await expect(startTestEmulator({ dataFile, tokens: SCENARIO_TOKENS })).rejects.toThrow(
      "was written by a newer emulator",
    );
    expect(existsSync(`${dataFile}.v1.json`)).toBe(false);
    expect(JSON.parse(readFileSync(dataFile, "utf8"))).toEqual(snapshot);
  });

  it("refuses to import a snapshot of newer records: 422 naming the collection, nothing changed", async () => {
    const emulator = await startTestEmulator({ tokens: SCENARIO_TOKENS });
    try {
      const before = emulator.control.exportSnapshot();
      const snapshot = oldSnapshot();
      const newer = (await serverRecordVersion()) + 1;
      snapshot.record_versions = { servers: newer };
      const refused = await importSnapshot(emulator, JSON.stringify(snapshot));
      expect(refused.status).toBe(422);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_input");
      expect(JSON.stringify(body)).toContain(
        `its \`servers\` records are version ${newer}, this emulator reads up to version ${newer - 1}`,
      );
      expect(emulator.control.exportSnapshot()).toEqual(before);
    } finally {
      await emulator.close();
    }
  });
});
