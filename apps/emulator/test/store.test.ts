import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DurableStore } from "../src/store/durable-store.js";
import { MemoryStore } from "../src/store/memory-store.js";
import type { IndexDefinition, StoredRecord } from "../src/store/store.js";

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
