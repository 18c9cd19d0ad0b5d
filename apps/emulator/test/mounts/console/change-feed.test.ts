// The change feed behind `GET /console-api/changes`, on a store in memory: held answers end when
// the store changes (not before), at their deadline, or when the console stops listening; the
// running-action count follows the store.
import { afterEach, describe, expect, it } from "vitest";
import { ChangeFeed } from "../../../src/mounts/console/change-feed.js";
import { ACTIONS } from "../../../src/resources/actions/records.js";
import { MemoryStore } from "../../../src/store/memory-store.js";

const action = (id: number, project: string, settled: boolean) => ({
  id,
  project,
  command: "create_server",
  startedMs: 0,
  durationMs: 1000,
  resources: [],
  effects: [],
  settled,
});

let listening = true;
afterEach(() => {
  listening = true;
});

/** True once the promise has settled (checked after pending callbacks ran). */
async function isDone(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the console's change feed", () => {
  it("holds a wait while the store does not change, and ends it on the next change", async () => {
    const store = new MemoryStore();
    const feed = new ChangeFeed(store, () => listening);
    const cursor = feed.cursor();
    const held = feed.waitForChange(cursor, 20_000);
    expect(feed.held).toBe(1);
    // Several checks pass with nothing changed: still held.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await isDone(held)).toBe(false);
    store.transaction(() => store.put("ssh_keys", { id: 1, project: "a" }));
    expect(feed.cursor()).not.toBe(cursor);
    await held;
    expect(feed.held).toBe(0);
  });

  it("ends a wait at its deadline with the cursor unchanged", async () => {
    const store = new MemoryStore();
    const feed = new ChangeFeed(store, () => listening);
    const cursor = feed.cursor();
    const startedMs = Date.now();
    await feed.waitForChange(cursor, 300);
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(290);
    expect(feed.cursor()).toBe(cursor);
  });

  it("ends every wait when the console stops listening", async () => {
    const feed = new ChangeFeed(new MemoryStore(), () => listening);
    const held = [feed.waitForChange(feed.cursor(), 20_000), feed.waitForChange("x", 20_000)];
    listening = false;
    await Promise.all(held);
    expect(feed.held).toBe(0);
  });

  it("gives cursors that another feed (another run of the emulator) never matches", () => {
    const store = new MemoryStore();
    expect(new ChangeFeed(store, () => true).cursor()).not.toBe(
      new ChangeFeed(store, () => true).cursor(),
    );
  });

  it("counts a project's unsettled actions, and counts again after a change", () => {
    const store = new MemoryStore();
    const feed = new ChangeFeed(store, () => listening);
    store.transaction(() => {
      store.put(ACTIONS, action(1, "a", false));
      store.put(ACTIONS, action(2, "a", true));
      store.put(ACTIONS, action(3, "b", false));
    });
    expect(feed.runningActions("a")).toBe(1);
    expect(feed.runningActions("c")).toBe(0);
    store.transaction(() => store.put(ACTIONS, action(1, "a", true)));
    expect(feed.runningActions("a")).toBe(0);
    expect(feed.runningActions("b")).toBe(1);
  });
});
