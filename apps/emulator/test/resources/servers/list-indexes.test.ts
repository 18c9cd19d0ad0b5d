// GET /servers from the store's list index (the default) against the same emulator with list
// indexes switched off (CLOUD_API_LIST_INDEXES=off: every server filtered and sorted): the same
// servers created, relabelled, renamed, powered off and deleted in both, then random lists of every
// kind must answer alike, body and Link header, ids, order and meta.pagination included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../../../src/config.js";
import { startTestEmulator, type TestEmulator } from "../../support/harness.js";
import { seededRandom } from "../../support/seeded-random.js";

const KEYS = ["env", "team", "tier"];
const VALUES = ["prod", "dev", "a", "b"];

describe("GET /servers with and without list indexes", () => {
  let indexed: TestEmulator;
  let scanned: TestEmulator;
  // One clock for both, moved by the test only: creation times (a sort key, to the second) are
  // then the same in both emulators, whenever each handles its request.
  let now = Date.parse("2026-01-01T00:00:00Z");
  const clock = () => now;
  beforeAll(async () => {
    indexed = await startTestEmulator({ clock });
    scanned = await startTestEmulator({ clock, listIndexes: false });
  });
  afterAll(async () => {
    await indexed.close();
    await scanned.close();
  });

  it("answers every list alike, with writes in between", async () => {
    const random = seededRandom(46);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const labels = () =>
      Object.fromEntries(KEYS.filter(() => random() < 0.6).map((key) => [key, pick(VALUES)]));
    const both = async (method: string, path: string, body?: unknown) => {
      const [a, b] = await Promise.all([
        indexed.call(method, path, body === undefined ? {} : { body }),
        scanned.call(method, path, body === undefined ? {} : { body }),
      ]);
      expect({ path, status: a.status }).toEqual({ path, status: b.status });
      return a;
    };
    const ids: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      // A few servers per second: ties in `created` that ids must break.
      if (index % 3 === 0) now += 1000;
      const created = await both("POST", "/servers", {
        name: `web-${String(index % 7)}-${index}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "fsn1",
        labels: labels(),
      });
      ids.push(created.body.server.id);
    }
    const selectors = [
      "env=prod",
      "env==dev",
      "env!=prod",
      "env in (prod, a)",
      "team notin (b)",
      "tier",
      "!tier",
      "env=prod,team",
      "env,!team,tier!=a",
    ];
    let lists = 0;
    for (let step = 0; step < 120; step += 1) {
      const roll = random();
      if (roll < 0.1) {
        await both("PUT", `/servers/${pick(ids)}`, { labels: labels() });
      } else if (roll < 0.14) {
        await both("PUT", `/servers/${pick(ids)}`, { name: `renamed-${step}` });
      } else if (roll < 0.18) {
        await both("POST", `/servers/${pick(ids)}/actions/poweroff`);
        // The action finishes on a timer in each emulator: lists wait for both.
        await new Promise((resolve) => setTimeout(resolve, 20));
      } else if (roll < 0.21 && ids.length > 10) {
        const [id] = ids.splice(Math.floor(random() * ids.length), 1);
        await both("DELETE", `/servers/${id}`);
      } else {
        const query = new URLSearchParams();
        if (random() < 0.8) query.set("label_selector", pick(selectors));
        for (let key = Math.floor(random() * 3); key > 0; key -= 1) {
          query.append("sort", pick(["id", "name:desc", "created", "created:desc", "name"]));
        }
        if (random() < 0.2) query.append("status", pick(["running", "off"]));
        if (random() < 0.1) query.set("name", `web-3-${pick([3, 10, 17, 24])}`);
        if (random() < 0.6) query.set("per_page", String(1 + Math.floor(random() * 12)));
        if (random() < 0.5) query.set("page", String(1 + Math.floor(random() * 4)));
        const path = `/servers?${query}`;
        const [a, b] = await Promise.all([indexed.call("GET", path), scanned.call("GET", path)]);
        const shape = (result: typeof a) => ({
          path,
          status: result.status,
          ids: result.body.servers?.map((server: { id: number }) => server.id),
          meta: result.body.meta,
          // Links name each emulator's own port.
          link: result.headers.get("link")?.replaceAll(/127\.0\.0\.1:\d+/g, "host"),
        });
        expect(shape(a)).toEqual(shape(b));
        lists += 1;
      }
    }
    expect(lists).toBeGreaterThan(60);
  });
});

describe("CLOUD_API_LIST_INDEXES", () => {
  it("is on unless set to off, and refuses anything but on or off", () => {
    expect(resolveConfig({ tokens: "t=p" }, {}).listIndexes).toBe(true);
    expect(resolveConfig({ tokens: "t=p" }, { CLOUD_API_LIST_INDEXES: "off" }).listIndexes).toBe(
      false,
    );
    expect(
      resolveConfig({ tokens: "t=p", listIndexes: true }, { CLOUD_API_LIST_INDEXES: "off" })
        .listIndexes,
    ).toBe(true);
    expect(() => resolveConfig({ tokens: "t=p" }, { CLOUD_API_LIST_INDEXES: "no" })).toThrow(
      "CLOUD_API_LIST_INDEXES must be on or off, got 'no'",
    );
  });
});
