import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { open as openLmdb } from "lmdb";
import { afterAll, describe, expect, it } from "vitest";
import { DurableStore, STORE_FORMAT } from "../../src/store/durable-store.js";
import { type StoredRecord, StoreWriteError } from "../../src/store/store.js";

interface Thing extends StoredRecord {
  name: string;
}

const directory = mkdtempSync(join(tmpdir(), "emulator-durable-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;
const freshPath = () => join(directory, `store-${++files}.db`);

const INDEXES = [
  { collection: "things", name: "name", keys: (record: StoredRecord) => [(record as Thing).name] },
];

function addThing(store: DurableStore, name: string): Thing {
  return store.transaction(() => {
    const record: Thing = { id: store.nextId("things"), project: "p", name };
    store.put("things", record);
    return record;
  });
}

function diskFull(): never {
  throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
}

describe("the durable store (LMDB)", () => {
  it("keeps every committed change across a reopen", async () => {
    const path = freshPath();
    const first = new DurableStore(path, { indexes: INDEXES });
    const a = addThing(first, "a");
    const b = addThing(first, "b");
    first.transaction(() => first.remove("things", a.id));
    await first.close();
    const second = new DurableStore(path, { indexes: INDEXES });
    expect(second.list("things")).toEqual([b]);
    expect(second.lookup("things", "name", "p", "b")).toEqual([b]);
    await second.close();
  });

  it("undoes a change the disk refuses, and never hands its id out again", async () => {
    const path = freshPath();
    let failing = false;
    const store = new DurableStore(path, {
      indexes: INDEXES,
      beforeCommit: () => {
        if (failing) diskFull();
      },
    });
    const kept = addThing(store, "kept");
    failing = true;
    let refused: unknown;
    try {
      store.transaction(() => {
        kept.name = "renamed";
        store.put("things", kept);
        const lost: Thing = { id: store.nextId("things"), project: "p", name: "lost" };
        store.put("things", lost);
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StoreWriteError);
    expect((refused as StoreWriteError).code).toBe("ENOSPC");
    // Nothing of the refused change is visible: not the new record, not the rename.
    expect(store.list("things")).toEqual([{ id: kept.id, project: "p", name: "kept" }]);
    expect(store.lookup("things", "name", "p", "lost")).toEqual([]);
    expect(store.lookup("things", "name", "p", "renamed")).toEqual([]);
    expect(store.lookup("things", "name", "p", "kept")).toHaveLength(1);
    failing = false;
    const next = addThing(store, "next");
    expect(next.id).toBe(kept.id + 2);
    await store.close();
    // The counter that moved past the refused id was made durable with the next commit.
    const reopened = new DurableStore(path, { indexes: INDEXES });
    expect(reopened.nextId("things")).toBe(next.id + 1);
    await reopened.close();
  });

  it("undoes what a failing operation had already changed", async () => {
    const store = new DurableStore(freshPath(), { indexes: INDEXES });
    const kept = addThing(store, "kept");
    expect(() =>
      store.transaction(() => {
        store.remove("things", kept.id);
        throw new Error("the operation failed half-way");
      }),
    ).toThrow("half-way");
    expect(store.get("things", kept.id)).toEqual(kept);
    await store.close();
  });

  it("migrates a JSON state file once and keeps it as <path>.v1.json", async () => {
    const path = freshPath();
    const snapshot = {
      version: 1,
      counters: { things: 7 },
      collections: { things: [{ id: 7, project: "p", name: "old" }] },
    };
    writeFileSync(path, JSON.stringify(snapshot));
    const store = new DurableStore(path, { indexes: INDEXES });
    expect(store.list("things")).toEqual(snapshot.collections.things);
    expect(store.nextId("things")).toBe(8);
    await store.close();
    expect(JSON.parse(readFileSync(`${path}.v1.json`, "utf8"))).toEqual(snapshot);
    expect(readdirSync(directory).filter((name) => name.includes("migrating"))).toEqual([]);
    const again = new DurableStore(path, { indexes: INDEXES });
    expect(again.list("things")).toEqual(snapshot.collections.things);
    await again.close();
  });

  it("finishes a migration that a crash interrupted (the JSON file is still in place)", async () => {
    const path = freshPath();
    writeFileSync(
      path,
      JSON.stringify({ version: 1, counters: { things: 1 }, collections: { things: [] } }),
    );
    writeFileSync(`${path}.migrating`, "half-written store");
    const store = new DurableStore(path);
    await store.close();
    expect(existsSync(`${path}.migrating`)).toBe(false);
    expect(existsSync(`${path}.v1.json`)).toBe(true);
  });

  it("refuses a store written by a newer format, naming the versions", async () => {
    const path = freshPath();
    await new DurableStore(path).close();
    // A newer emulator would have written a higher format number; do that with LMDB directly.
    const db = openLmdb<unknown, string>({ path, noSubdir: true, encoding: "json" });
    db.putSync("meta/format", STORE_FORMAT + 1);
    await db.close();
    expect(() => new DurableStore(path)).toThrow(
      `was written in store format ${STORE_FORMAT + 1}; this emulator reads format ${STORE_FORMAT}`,
    );
  });

  it("refuses a file that is neither a store nor a JSON state file, and leaves it untouched", () => {
    const path = freshPath();
    writeFileSync(path, "garbage that is not a database ".repeat(300));
    const before = readFileSync(path);
    expect(() => new DurableStore(path)).toThrow(
      "is neither an emulator store nor a JSON state file",
    );
    expect(readFileSync(path)).toEqual(before);
  });
});

describe("JSON state files that must not start an emulator", () => {
  const cases: [string, string, string][] = [
    [
      "a UTF-8 byte order mark",
      `\uFEFF${JSON.stringify({ version: 1, counters: {}, collections: {} })}`,
      "byte order mark",
    ],
    ["invalid JSON", '{"version": 1, "counters": {', "is not valid JSON"],
    ["no version", JSON.stringify({ counters: {}, collections: {} }), "`version` must be 1"],
    ["missing counters", JSON.stringify({ version: 1, collections: {} }), "`counters` is missing"],
    [
      "collections not an object of arrays",
      JSON.stringify({ version: 1, counters: {}, collections: [] }),
      "`collections` is missing or not an object",
    ],
    [
      "a collection that is not an array",
      JSON.stringify({ version: 1, counters: {}, collections: { servers: {} } }),
      "collection `servers` is not an array",
    ],
    [
      "a record without project",
      JSON.stringify({
        version: 1,
        counters: { servers: 1 },
        collections: { servers: [{ id: 1 }] },
      }),
      "record 0 of `servers` (id 1) has no `project`",
    ],
    [
      "a record without id",
      JSON.stringify({
        version: 1,
        counters: { servers: 1 },
        collections: { servers: [{ project: "p" }] },
      }),
      "has no positive integer `id`",
    ],
    [
      "a repeated id",
      JSON.stringify({
        version: 1,
        counters: { servers: 1 },
        collections: {
          servers: [
            { id: 1, project: "p" },
            { id: 1, project: "q" },
          ],
        },
      }),
      "repeats id 1",
    ],
    [
      "a counter below the highest id",
      JSON.stringify({
        version: 1,
        counters: { servers: 1 },
        collections: { servers: [{ id: 5, project: "p" }] },
      }),
      "counter `servers` (1) is below its highest id 5",
    ],
    [
      "a missing counter",
      JSON.stringify({
        version: 1,
        counters: {},
        collections: { servers: [{ id: 5, project: "p" }] },
      }),
      "counter `servers` (missing) is below its highest id 5",
    ],
  ];
  it.each(cases)(
    "refuses %s with a clear error and leaves the file untouched",
    (_name, text, message) => {
      const path = freshPath();
      writeFileSync(path, text);
      expect(() => new DurableStore(path)).toThrow(message);
      expect(readFileSync(path, "utf8")).toBe(text);
      expect(existsSync(`${path}.v1.json`)).toBe(false);
      expect(readdirSync(directory).filter((name) => name.includes("migrating"))).toEqual([]);
    },
  );
});
