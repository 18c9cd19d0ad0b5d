// Action listings through the action index (one `type:id` key per resource, see resourceKey) and
// the per-type listings (one pass over the project's actions).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceKey } from "../../../src/resources/actions/indexes.js";
import { specViolations, startTestEmulator, type TestEmulator } from "../../support/harness.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

async function commands(path: string, token = "tok-a"): Promise<[number, string][]> {
  const result = await emu.call("GET", `${path}?per_page=50`, { token });
  expect(result.status).toBe(200);
  return result.body.actions.map((action: { id: number; command: string }) => [
    action.id,
    action.command,
  ]);
}

describe("action listings", () => {
  it("list each resource's actions, an action touching two resources under both", async () => {
    const server = await emu.call("POST", "/servers", {
      body: { name: "acts-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    const serverId = server.body.server.id;
    const other = await emu.call("POST", "/servers", {
      body: { name: "acts-2", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    const otherId = other.body.server.id;
    const volume = await emu.call("POST", "/volumes", {
      body: { size: 10, name: "acts-vol", server: serverId },
    });
    expect(volume.status).toBe(201);
    const volumeId = volume.body.volume.id;
    // Another project's server: never listed for this one.
    await emu.call("POST", "/servers", {
      token: "tok-b",
      body: { name: "acts-b", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });

    const ofServer = await commands(`/servers/${serverId}/actions`);
    expect(ofServer.map(([, command]) => command)).toEqual([
      "create_server",
      "start_server",
      "attach_volume",
    ]);
    const ofVolume = await commands(`/volumes/${volumeId}/actions`);
    expect(ofVolume.map(([, command]) => command)).toEqual(["create_volume", "attach_volume"]);
    // The attach action is the same one in both lists.
    expect(ofServer[2]?.[0]).toBe(ofVolume[1]?.[0]);

    const allServers = await commands("/servers/actions");
    const ids = allServers.map(([id]) => id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(allServers.map(([, command]) => command).sort()).toEqual([
      "attach_volume",
      "create_server",
      "create_server",
      "start_server",
      "start_server",
    ]);
    const allVolumes = await commands("/volumes/actions");
    expect(allVolumes.map(([, command]) => command)).toEqual(["create_volume", "attach_volume"]);
    expect((await commands(`/servers/${otherId}/actions`)).map(([, c]) => c)).toEqual([
      "create_server",
      "start_server",
    ]);
    expect(await commands("/servers/actions", "tok-b")).toHaveLength(2);
  });

  it("keys resources by type and id, one distinct key each", () => {
    const keys = new Set<unknown>();
    for (const type of ["server", "volume", "floating_ip", "zone"]) {
      for (const id of [1, 2, 63, 64, 65, 1_000_000]) keys.add(resourceKey(type, id));
    }
    expect(keys.size).toBe(24);
    expect(resourceKey("server", 64)).toBe("server:64");
    expect(resourceKey("storage_box", 7)).toBe("storage_box:7");
  });
});
