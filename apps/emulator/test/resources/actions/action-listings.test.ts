// Action listings through the action index (keyed by the bare resource id, filtered by type on
// lookup) and the per-type listings (one pass over the project's actions).
import { describe, expect, it } from "vitest";
import { startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

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

  it("keeps apart the actions of resources of different types that share an id", async () => {
    // A fresh project on a fresh emulator: its first server, volume and network all get ids the
    // other kinds also hand out, so the index's bare-id keys collide on purpose.
    const fresh = await startTestEmulator();
    try {
      const server = await fresh.call("POST", "/servers", {
        body: { name: "same-id", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
      });
      const volume = await fresh.call("POST", "/volumes", {
        body: { size: 10, name: "same-id-vol", location: "fsn1" },
      });
      const network = await fresh.call("POST", "/networks", {
        body: { name: "same-id-net", ip_range: "10.0.0.0/16" },
      });
      expect(server.body.server.id).toBe(volume.body.volume.id);
      const id = server.body.server.id as number;
      await fresh.call("POST", `/networks/${network.body.network.id}/actions/change_protection`, {
        body: { delete: true },
      });
      const list = async (path: string) => {
        const result = await fresh.call("GET", path);
        expect(result.status).toBe(200);
        return result.body.actions.map((action: { command: string }) => action.command);
      };
      expect(await list(`/servers/${id}/actions`)).toEqual(["create_server", "start_server"]);
      expect(await list(`/volumes/${id}/actions`)).toEqual(["create_volume"]);
      expect(await list(`/networks/${network.body.network.id}/actions`)).toEqual([
        "change_protection",
      ]);
      const volumeActionId = (await fresh.call("GET", `/volumes/${id}/actions`)).body.actions[0].id;
      expect((await fresh.call("GET", `/servers/${id}/actions/${volumeActionId}`)).status).toBe(
        404,
      );
    } finally {
      await fresh.close();
    }
  });
});
