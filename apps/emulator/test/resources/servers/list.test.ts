import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/harness.js";

describe("GET /servers", () => {
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
