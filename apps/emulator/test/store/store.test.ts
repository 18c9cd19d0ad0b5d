import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DurableStore } from "../../src/store/durable-store.js";
import { IdTable } from "../../src/store/id-table.js";
import { MemoryStore } from "../../src/store/memory-store.js";
import { RecordIndex } from "../../src/store/record-index.js";
import type { IndexDefinition, IndexKey, StoredRecord } from "../../src/store/store.js";

interface Thing extends StoredRecord {
  name: string;
  tags: number[];
}

const INDEXES: IndexDefinition[] = [
  { collection: "things", name: "name", keys: (record) => [(record as Thing).name] },
  { collection: "things", name: "tag", keys: (record) => (record as Thing).tags },
];

const directory = mkdtempSync(join(tmpdir(), "emulator-store-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function thing(store: MemoryStore, project: string, name: string, tags: number[] = []): Thing {
  const record: Thing = { id: store.nextId("things"), project, name, tags };
  store.put("things", record);
  return record;
}

const ids = (records: StoredRecord[]) => records.map((record) => record.id);

describe("store indexes", () => {
  it("finds records by key within their project only", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    const a = thing(store, "p1", "web");
    const b = thing(store, "p2", "web");
    expect(ids(store.lookup("things", "name", "p1", "web"))).toEqual([a.id]);
    expect(ids(store.lookup("things", "name", "p2", "web"))).toEqual([b.id]);
    expect(store.lookup("things", "name", "p3", "web")).toEqual([]);
  });

  it("re-files a record changed in place once it is put again", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    const record = thing(store, "p1", "old", [1, 2]);
    record.name = "new";
    record.tags = [2, 3];
    store.put("things", record);
    expect(store.lookup("things", "name", "p1", "old")).toEqual([]);
    expect(ids(store.lookup("things", "name", "p1", "new"))).toEqual([record.id]);
    expect(store.lookup("things", "tag", "p1", 1)).toEqual([]);
    expect(ids(store.lookup("things", "tag", "p1", 3))).toEqual([record.id]);
  });

  it("files a record under each of several keys, in ascending id order", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    const first = thing(store, "p1", "a", [7]);
    const second = thing(store, "p1", "b", [7, 8]);
    // Re-filing the first record must not move it behind the second.
    first.tags = [8, 7];
    store.put("things", first);
    expect(ids(store.lookup("things", "tag", "p1", 7))).toEqual([first.id, second.id]);
    expect(ids(store.lookup("things", "tag", "p1", 8))).toEqual([first.id, second.id]);
  });

  it("forgets removed records in every index and in the project listing", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    const kept = thing(store, "p1", "kept", [1]);
    const removed = thing(store, "p1", "gone", [1]);
    store.remove("things", removed.id);
    expect(store.lookup("things", "name", "p1", "gone")).toEqual([]);
    expect(ids(store.lookup("things", "tag", "p1", 1))).toEqual([kept.id]);
    expect(ids(store.listOwned("things", "p1"))).toEqual([kept.id]);
  });

  it("lists a project's records in id order without the other projects'", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    const mine = [thing(store, "p1", "a"), thing(store, "p1", "b")];
    thing(store, "p2", "c");
    expect(ids(store.listOwned("things", "p1"))).toEqual(ids(mine));
    expect(store.listOwned("things", "nobody")).toEqual([]);
  });

  it("names the collection and index when asked for an index it does not keep", () => {
    const store = new MemoryStore({ indexes: INDEXES });
    expect(() => store.lookup("things", "colour", "p1", "red")).toThrow(
      "no index 'colour' on collection 'things'",
    );
  });

  it("rebuilds every index from the state file after a restart", async () => {
    const path = join(directory, "indexed.db");
    const first = new DurableStore(path, { indexes: INDEXES });
    const renamed = first.transaction(() => thing(first, "p1", "before", [4]));
    first.transaction(() => {
      renamed.name = "after";
      first.put("things", renamed);
    });
    const removed = first.transaction(() => thing(first, "p1", "removed", [4]));
    first.transaction(() => first.remove("things", removed.id));
    await first.close();

    const second = new DurableStore(path, { indexes: INDEXES });
    expect(ids(second.lookup("things", "name", "p1", "after"))).toEqual([renamed.id]);
    expect(second.lookup("things", "name", "p1", "before")).toEqual([]);
    expect(second.lookup("things", "name", "p1", "removed")).toEqual([]);
    expect(ids(second.lookup("things", "tag", "p1", 4))).toEqual([renamed.id]);
    expect(second.nextId("things")).toBe(removed.id + 1);
    await second.close();
  });
});

describe("RecordIndex", () => {
  const index = () =>
    new RecordIndex({
      collection: "things",
      name: "tag",
      keys: (record) => (record as StoredRecord & { tags: IndexKey[] }).tags,
    });

  it("files records under each key, per project, and finds ids and digit strings alike", () => {
    const tags = index();
    tags.update({ id: 3, project: "a", tags: ["x", 7] } as StoredRecord);
    tags.update({ id: 1, project: "a", tags: ["x"] } as StoredRecord);
    tags.update({ id: 2, project: "b", tags: ["x"] } as StoredRecord);
    expect(tags.ids("a", "x")).toEqual([1, 3]);
    expect(tags.ids("b", "x")).toEqual([2]);
    expect(tags.ids("a", "7")).toEqual([3]);
    expect(tags.ids("a", 7)).toEqual([3]);
    expect(tags.ids("c", "x")).toEqual([]);
  });

  it("moves a record when its keys change and forgets it when deleted", () => {
    const tags = index();
    const record = { id: 1, project: "a", tags: ["x"] } as StoredRecord & { tags: IndexKey[] };
    tags.update(record);
    tags.update({ id: 2, project: "a", tags: ["x"] } as StoredRecord);
    record.tags = ["y", "z"];
    tags.update(record);
    expect(tags.ids("a", "x")).toEqual([2]);
    expect(tags.ids("a", "y")).toEqual([1]);
    expect(tags.ids("a", "z")).toEqual([1]);
    tags.delete(2, "a");
    tags.delete(1, "a");
    expect(tags.ids("a", "x")).toEqual([]);
    expect(tags.ids("a", "y")).toEqual([]);
    // Deleting what is not there is harmless.
    tags.delete(1, "a");
    tags.update({ id: 1, project: "a", tags: [] } as StoredRecord);
    expect(tags.ids("a", "y")).toEqual([]);
  });

  it("keeps many ids under one key, in order, and shrinks back to one", () => {
    const tags = index();
    for (const id of [40, 3, 17, 1, 2, 25, 5, 4, 30, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) {
      tags.update({ id, project: "a", tags: ["many"] } as StoredRecord);
    }
    expect(tags.ids("a", "many")).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 25, 30, 40,
    ]);
    for (let id = 1; id <= 5; id += 1)
      tags.update({ id, project: "a", tags: ["k"] } as StoredRecord);
    expect(tags.ids("a", "k")).toEqual([1, 2, 3, 4, 5]);
    for (let id = 1; id <= 4; id += 1) tags.delete(id, "a");
    expect(tags.ids("a", "k")).toEqual([5]);
  });
});

describe("RecordIndex, a record renamed and back", () => {
  it("finds it under its current key only, also when it was the project's only record", () => {
    const names = new RecordIndex({
      collection: "things",
      name: "name",
      keys: (record) => [(record as StoredRecord & { name: string }).name],
    });
    const thing = { id: 1, project: "p", name: "kept" };
    names.update(thing);
    thing.name = "renamed";
    names.update(thing);
    names.update({ id: 1, project: "p", name: "kept" } as StoredRecord);
    expect(names.ids("p", "kept")).toEqual([1]);
    expect(names.ids("p", "renamed")).toEqual([]);
  });
});

describe("MemoryStore, records grouped by project", () => {
  it("lists a project's records in id order however they arrive, and clears one project", () => {
    const store = new MemoryStore();
    for (const [id, project] of [
      [5, "a"],
      [2, "a"],
      [9, "b"],
      [7, "a"],
      [1, "b"],
    ] as const) {
      store.put("things", { id, project });
    }
    expect(store.listOwned("things", "a").map((record) => record.id)).toEqual([2, 5, 7]);
    expect(store.listOwned("things", "b").map((record) => record.id)).toEqual([1, 9]);
    // A record put again (changed in place or replaced) keeps its single place.
    store.put("things", { id: 5, project: "a" });
    expect(store.listOwned("things", "a").map((record) => record.id)).toEqual([2, 5, 7]);
    // A record that moves to another project leaves the first one.
    store.put("things", { id: 7, project: "b" });
    expect(store.listOwned("things", "a").map((record) => record.id)).toEqual([2, 5]);
    expect(store.listOwned("things", "b").map((record) => record.id)).toEqual([1, 7, 9]);
    store.clearRecords("b");
    expect(store.listOwned("things", "b")).toEqual([]);
    expect(store.list("things").map((record) => record.id)).toEqual([2, 5]);
    store.remove("things", 2);
    expect(store.listOwned("things", "a").map((record) => record.id)).toEqual([5]);
  });
});

describe("IdTable", () => {
  it("holds small and huge ids, counts them, and lists them in ascending id order", () => {
    const table = new IdTable<string>();
    table.set(5, "five");
    table.set(2 ** 40, "huge");
    table.set(1, "one");
    table.set(5, "five again");
    expect(table.size).toBe(3);
    expect(table.get(5)).toBe("five again");
    expect(table.get(2 ** 40)).toBe("huge");
    expect(table.get(3)).toBeUndefined();
    expect(table.values()).toEqual(["one", "five again", "huge"]);
    expect([...table.ids()]).toEqual([1, 5, 2 ** 40]);
    expect(table.delete(5)).toBe(true);
    expect(table.delete(5)).toBe(false);
    expect(table.delete(2 ** 40)).toBe(true);
    expect(table.size).toBe(1);
    expect(table.values()).toEqual(["one"]);
  });
});
