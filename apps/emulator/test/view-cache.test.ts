import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeJson } from "../src/http/json-body.js";
import { ViewCache } from "../src/list/view-cache.js";
import { startTestEmulator, type TestEmulator } from "./harness.js";

describe("ViewCache", () => {
  it("gives the same view while the store is unchanged and builds a new one after any change", () => {
    const store = { version: 0 };
    const cache = new ViewCache(store);
    const record = { id: 1, name: "a" };
    let builds = 0;
    const build = (item: typeof record) => {
      builds += 1;
      return { id: item.id, name: item.name };
    };
    const first = cache.view("servers", record, build);
    expect(cache.view("servers", record, build)).toBe(first);
    expect(builds).toBe(1);
    // Another kind of list keeps its own views of the same record.
    cache.view("other", record, build);
    expect(builds).toBe(2);
    record.name = "b";
    store.version += 1;
    const second = cache.view("servers", record, build);
    expect(second).not.toBe(first);
    expect(second.name).toBe("b");
    expect(builds).toBe(3);
  });

  it("remembers the JSON of a cached view, so it is serialized once", () => {
    const cache = new ViewCache({ version: 0 });
    const view = cache.view("servers", { id: 1 }, () => ({ id: 1, name: "é" }));
    (view as { name: string }).name = "changed after it was cached";
    expect(serializeJson({ servers: [view] })).toBe('{"servers":[{"id":1,"name":"é"}]}');
  });
});

describe("GET /servers with cached views", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  const listed = async () => {
    const result = await emu.call("GET", "/servers?sort=id");
    expect(result.status).toBe(200);
    return result.body.servers as Array<Record<string, unknown>>;
  };

  it("shows changes made through other records (a floating IP, a volume), not stale views", async () => {
    const created = await emu.call("POST", "/servers", {
      body: { name: "cached-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(created.status).toBe(201);
    const id = created.body.server.id as number;
    const before = (await listed()).find((server) => server.id === id);
    expect(before?.public_net).toMatchObject({ floating_ips: [] });
    expect(before?.volumes).toEqual([]);

    // The floating IP and the volume are other records; the server record is not written.
    const floating = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", server: id },
    });
    expect(floating.status).toBe(201);
    const volume = await emu.call("POST", "/volumes", {
      body: { name: "cached-vol", size: 10, server: id },
    });
    expect(volume.status).toBe(201);
    const after = (await listed()).find((server) => server.id === id);
    expect(after?.public_net).toMatchObject({ floating_ips: [floating.body.floating_ip.id] });
    expect(after?.volumes).toEqual([volume.body.volume.id]);

    // The same list twice in a row is the same JSON.
    const again = await emu.call("GET", "/servers?sort=id");
    expect(JSON.stringify(again.body.servers)).toBe(JSON.stringify(await listed()));

    const renamed = await emu.call("PUT", `/servers/${id}`, { body: { name: "cached-2" } });
    expect(renamed.status).toBe(200);
    expect((await listed()).find((server) => server.id === id)?.name).toBe("cached-2");
  });
});
