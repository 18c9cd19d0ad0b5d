import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import {
  api,
  BEHAVIOUR_SKIP_REASON,
  describeBehaviour,
  describeReads,
  describeWrites,
  runId,
  target,
} from "../src/suite.js";
import { useBlockServer } from "./support/block-server.js";

const client = api();

describeReads("volumes: lists", () => {
  it("list_volumes filters by name and status and sorts", async () => {
    const result = await client.GET("/volumes", {
      params: { query: { name: `absent-${runId}`, status: ["available"], sort: ["name:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.volumes)).toBe(true);
  });

  it("list_volumes_actions lists actions of all volumes", async () => {
    const result = await client.GET("/volumes/actions", {
      params: { query: { status: ["success"], sort: ["id:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("volumes: lifecycle and every action", () => {
  let volumeId = 0;
  let actionId = 0;
  const blockServer = useBlockServer({
    name: `conformance-volume-${runId}`,
    server_type: "cx22",
    image: "ubuntu-24.04",
    location: "fsn1",
  });

  it("create_volume returns 201 with the volume, the create action and next_actions", async () => {
    const result = await client.POST("/volumes", {
      body: {
        size: 10,
        name: `conformance-volume-${runId}`,
        location: "fsn1",
        format: "ext4",
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    volumeId = result.data?.volume.id ?? 0;
    expect(volumeId).toBeGreaterThan(0);
    expect(result.data?.action.command).toBe("create_volume");
    if (target.stateful) {
      expect(result.data?.next_actions).toEqual([]);
      expect(result.data?.volume.linux_device).toBe(`/dev/disk/by-id/scsi-0HC_Volume_${volumeId}`);
    }
  });

  it("get_volume returns the volume", async () => {
    const result = await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.volume.format).toBe("ext4");
  });

  it("update_volume changes the labels", async () => {
    const result = await client.PUT("/volumes/{id}", {
      params: { path: { id: volumeId } },
      body: { labels: { suite: "conformance", updated: "yes" } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.volume.labels.updated).toBe("yes");
  });

  it("attach_volume attaches it to a server of its location", async () => {
    const result = await client.POST("/volumes/{id}/actions/attach", {
      params: { path: { id: volumeId } },
      body: { server: blockServer.id, automount: false },
    });
    expectStatus(result, 201);
    actionId = result.data?.action.id ?? 0;
    expect(result.data?.action.command).toBe("attach_volume");
    if (target.stateful) {
      const server = await client.GET("/servers/{id}", {
        params: { path: { id: blockServer.id } },
      });
      expect(server.data?.server.volumes).toEqual([volumeId]);
    }
  });

  it("resize_volume grows it", async () => {
    const result = await client.POST("/volumes/{id}/actions/resize", {
      params: { path: { id: volumeId } },
      body: { size: 20 },
    });
    expectStatus(result, 201);
    if (target.stateful) {
      const volume = await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
      expect(volume.data?.volume.size).toBe(20);
    }
  });

  it("detach_volume detaches it", async () => {
    const result = await client.POST("/volumes/{id}/actions/detach", {
      params: { path: { id: volumeId } },
    });
    expectStatus(result, 201);
    if (target.stateful) {
      const volume = await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
      expect(volume.data?.volume.server).toBeNull();
    }
  });

  it("change_volume_protection toggles delete protection", async () => {
    for (const protect of [true, false]) {
      const result = await client.POST("/volumes/{id}/actions/change_protection", {
        params: { path: { id: volumeId } },
        body: { delete: protect },
      });
      expectStatus(result, 201);
    }
  });

  it("list_volume_actions, get_volume_action (deprecated) and get_volumes_action", async () => {
    const list = await client.GET("/volumes/{id}/actions", {
      params: { path: { id: volumeId }, query: { status: ["success", "running"] } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/volumes/{id}/actions/{action_id}", {
      params: { path: { id: volumeId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/volumes/actions/{id}", { params: { path: { id: actionId } } });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("attach_volume");
  });

  it("delete_volume returns 204", async () => {
    const result = await client.DELETE("/volumes/{id}", { params: { path: { id: volumeId } } });
    expectStatus(result, 204);
  });

  it("create_volume with a server attaches it (next_actions = [attach_volume])", async () => {
    const result = await client.POST("/volumes", {
      body: { size: 10, name: `conformance-volume-attached-${runId}`, server: blockServer.id },
    });
    expectStatus(result, 201);
    const id = result.data?.volume.id ?? 0;
    if (target.stateful) {
      expect(result.data?.volume.server).toBe(blockServer.id);
      expect(result.data?.next_actions.map((action) => action.command)).toEqual(["attach_volume"]);
      await client.POST("/volumes/{id}/actions/detach", { params: { path: { id } } });
      expectStatus(await client.DELETE("/volumes/{id}", { params: { path: { id } } }), 204);
    }
  });
});

describeBehaviour(`behaviour: volume rules${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `volumes-${runId}`;
  const other = api("projectB");
  const readOnly = api("readOnlyA");
  let serverId = 0;
  let elsewhereId = 0;
  let volumeId = 0;

  beforeAll(async () => {
    const create = (name: string, location: string) =>
      client.POST("/servers", {
        body: { name, server_type: "cx22", image: "ubuntu-24.04", location, labels: { run } },
      });
    const server = await create(`${run}-fsn`, "fsn1");
    const elsewhere = await create(`${run}-nbg`, "nbg1");
    expectStatus(server, 201);
    expectStatus(elsewhere, 201);
    serverId = server.data?.server.id ?? 0;
    elsewhereId = elsewhere.data?.server.id ?? 0;
    const volume = await client.POST("/volumes", {
      body: { size: 50, name: run, server: serverId, labels: { run } },
    });
    expectStatus(volume, 201);
    volumeId = volume.data?.volume.id ?? 0;
  });
  afterAll(async () => {
    for (const id of [serverId, elsewhereId])
      await client.DELETE("/servers/{id}", { params: { path: { id } } });
    await client.DELETE("/volumes/{id}", { params: { path: { id: volumeId } } });
  });

  it("an attached volume gets 422 volume_already_attached on attach and 422 resource_in_use on delete", async () => {
    const attach = await client.POST("/volumes/{id}/actions/attach", {
      params: { path: { id: volumeId } },
      body: { server: serverId },
    });
    expect([attach.response.status, attach.error?.error.code]).toEqual([
      422,
      "volume_already_attached",
    ]);
    const remove = await client.DELETE("/volumes/{id}", { params: { path: { id: volumeId } } });
    expect([remove.response.status, remove.error?.error.code]).toEqual([422, "resource_in_use"]);
  });

  it("a volume attaches only to a server of its location (422 invalid_input naming server)", async () => {
    const detach = await client.POST("/volumes/{id}/actions/detach", {
      params: { path: { id: volumeId } },
    });
    expectStatus(detach, 201);
    const attach = await client.POST("/volumes/{id}/actions/attach", {
      params: { path: { id: volumeId } },
      body: { server: elsewhereId },
    });
    expect([attach.response.status, attach.error?.error.code]).toEqual([422, "invalid_input"]);
    expect(attach.error?.error.details).toMatchObject({ fields: [{ name: "server" }] });
  });

  it("a volume only grows (422 invalid_input naming size) and sizes are 10 to 10240 GB", async () => {
    const shrink = await client.POST("/volumes/{id}/actions/resize", {
      params: { path: { id: volumeId } },
      body: { size: 40 },
    });
    expect([shrink.response.status, shrink.error?.error.code]).toEqual([422, "invalid_input"]);
    const tooSmall = await client.POST("/volumes", {
      body: { size: 9, name: `${run}-small`, location: "fsn1" },
    });
    expect(tooSmall.response.status).toBe(422);
    const volume = await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
    expect(volume.data?.volume.size).toBe(50);
  });

  it("names are unique per project (409) and follow the name rules (422)", async () => {
    const taken = await client.POST("/volumes", {
      body: { size: 10, name: run, location: "fsn1" },
    });
    expect([taken.response.status, taken.error?.error.code]).toEqual([409, "uniqueness_error"]);
    const bad = await client.POST("/volumes", {
      body: { size: 10, name: `-${run}`, location: "fsn1" },
    });
    expect([bad.response.status, bad.error?.error.code]).toEqual([422, "invalid_input"]);
  });

  it("a protected volume gets 423 protected on delete", async () => {
    await client.POST("/volumes/{id}/actions/change_protection", {
      params: { path: { id: volumeId } },
      body: { delete: true },
    });
    const remove = await client.DELETE("/volumes/{id}", { params: { path: { id: volumeId } } });
    expect([remove.response.status, remove.error?.error.code]).toEqual([423, "protected"]);
    await client.POST("/volumes/{id}/actions/change_protection", {
      params: { path: { id: volumeId } },
      body: { delete: false },
    });
  });

  it("another project cannot see the volume (404) and a read-only token cannot change it (401)", async () => {
    const foreign = await other.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
    expect(foreign.response.status).toBe(404);
    const list = await other.GET("/volumes", {
      params: { query: { label_selector: `run=${run}` } },
    });
    expect(list.data?.volumes).toEqual([]);
    const write = await readOnly.PUT("/volumes/{id}", {
      params: { path: { id: volumeId } },
      body: { name: `${run}-ro` },
    });
    expect([write.response.status, write.error?.error.code]).toEqual([401, "token_readonly"]);
  });

  it("create_server with volumes attaches them; deleting the server detaches them", async () => {
    const created = await client.POST("/servers", {
      body: {
        name: `${run}-with-volume`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "fsn1",
        volumes: [volumeId],
      },
    });
    expectStatus(created, 201);
    const id = created.data?.server.id ?? 0;
    expect(created.data?.server.volumes).toEqual([volumeId]);
    expect(
      (await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } })).data?.volume
        .server,
    ).toBe(id);
    expectStatus(await client.DELETE("/servers/{id}", { params: { path: { id } } }), 200);
    const after = await client.GET("/volumes/{id}", { params: { path: { id: volumeId } } });
    expect(after.data?.volume.server).toBeNull();
  });

  it("create_server refuses a volume of another location (422 invalid_input)", async () => {
    const created = await client.POST("/servers", {
      body: {
        name: `${run}-wrong-location`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "nbg1",
        volumes: [volumeId],
      },
    });
    expect([created.response.status, created.error?.error.code]).toEqual([422, "invalid_input"]);
  });
});
