import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_PLACEMENT_GROUP_NAME } from "../src/index.js";
import { specViolations, startTestEmulator, type TestEmulator } from "./harness.js";

let emu: TestEmulator;
let groupA = 0;
let groupB = 0;
beforeAll(async () => {
  emu = await startTestEmulator();
  groupA = emu.placementGroups.find((group) => group.project === "project-a")?.id ?? 0;
  groupB = emu.placementGroups.find((group) => group.project === "project-b")?.id ?? 0;
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

let serial = 0;
/** A server that is off (actions finish at once in these tests), or running when asked. */
async function createServer(
  options: { running?: boolean; token?: string; placementGroup?: number } = {},
) {
  serial += 1;
  const created = await emu.call("POST", "/servers", {
    token: options.token,
    body: {
      name: `pg-${serial}`,
      server_type: "cx22",
      image: "ubuntu-24.04",
      start_after_create: options.running === true,
      ...(options.placementGroup === undefined ? {} : { placement_group: options.placementGroup }),
    },
  });
  if (created.status !== 201) throw new Error(`create_server: ${JSON.stringify(created.body)}`);
  return created.body.server.id as number;
}

const getServer = async (id: number, token?: string) =>
  (await emu.call("GET", `/servers/${id}`, { token })).body.server;
const add = (id: number, placementGroup: number, token?: string) =>
  emu.call("POST", `/servers/${id}/actions/add_to_placement_group`, {
    token,
    body: { placement_group: placementGroup },
  });
const remove = (id: number) =>
  emu.call("POST", `/servers/${id}/actions/remove_from_placement_group`);

describe("seeded placement groups", () => {
  it("gives each project of the tokens one spread group, with distinct ids in token order", () => {
    // tok-a and tok-r share project-a: still one group for it.
    expect(emu.placementGroups).toEqual([
      { project: "project-a", id: 1, name: SEEDED_PLACEMENT_GROUP_NAME },
      { project: "project-b", id: 2, name: SEEDED_PLACEMENT_GROUP_NAME },
    ]);
  });

  it("resolves a group id only inside the project that owns it", async () => {
    const server = await createServer();
    const foreign = await add(server, groupB);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "not_found"]);
    const serverB = await createServer({ token: "tok-b" });
    expect((await add(serverB, groupB, "tok-b")).status).toBe(201);
    expect((await getServer(serverB, "tok-b")).placement_group).toMatchObject({
      id: groupB,
      servers: [serverB],
    });
  });
});

describe("add_to_placement_group", () => {
  it("returns 404 not_found for a placement group that does not exist", async () => {
    const server = await createServer();
    const result = await add(server, 999);
    expect([result.status, result.body.error.code]).toEqual([404, "not_found"]);
    expect((await getServer(server)).placement_group).toBeNull();
  });

  it("returns 422 server_not_stopped while the server runs", async () => {
    const server = await createServer({ running: true });
    expect((await getServer(server)).status).toBe("running");
    const result = await add(server, groupA);
    expect([result.status, result.body.error.code]).toEqual([422, "server_not_stopped"]);
    expect((await getServer(server)).placement_group).toBeNull();
  });

  it("puts an off server in the group: the action names both, the server view shows the group", async () => {
    const server = await createServer();
    const result = await add(server, groupA);
    expect(result.status).toBe(201);
    expect(result.body.action.command).toBe("add_to_placement_group");
    expect(result.body.action.resources).toEqual([
      { id: server, type: "server" },
      { id: groupA, type: "placement_group" },
    ]);
    const view = (await getServer(server)).placement_group;
    expect(view).toMatchObject({
      id: groupA,
      name: SEEDED_PLACEMENT_GROUP_NAME,
      type: "spread",
      labels: {},
    });
    expect(view.servers).toContain(server);
    const listed = (await emu.call("GET", "/servers")).body.servers.find(
      (entry: { id: number }) => entry.id === server,
    );
    expect(listed.placement_group).toEqual(view);
  });

  it("returns 422 already_in_placement_group for a server in a group, even the same one", async () => {
    const server = await createServer();
    expect((await add(server, groupA)).status).toBe(201);
    const again = await add(server, groupA);
    expect([again.status, again.body.error.code]).toEqual([422, "already_in_placement_group"]);
  });

  it("returns 423 locked while another action of the server runs", async () => {
    let now = Date.parse("2025-01-01T00:00:00Z");
    const timed = await startTestEmulator({ actionMs: 1000, clock: () => now });
    try {
      const created = await timed.call("POST", "/servers", {
        body: {
          name: "timed",
          server_type: "cx22",
          image: "ubuntu-24.04",
          start_after_create: false,
        },
      });
      const id = created.body.server.id;
      const group = timed.placementGroups[0]?.id;
      const locked = await timed.call("POST", `/servers/${id}/actions/add_to_placement_group`, {
        body: { placement_group: group },
      });
      expect([locked.status, locked.body.error.code]).toEqual([423, "locked"]);
      now += 1000;
      const added = await timed.call("POST", `/servers/${id}/actions/add_to_placement_group`, {
        body: { placement_group: group },
      });
      expect(added.status).toBe(201);
    } finally {
      await timed.close();
    }
  });
});

describe("the group's servers follow its members", () => {
  it("lists every member, drops removed and deleted servers", async () => {
    const first = await createServer();
    const second = await createServer();
    await add(first, groupA);
    await add(second, groupA);
    const members = (await getServer(first)).placement_group.servers;
    expect(members).toEqual(expect.arrayContaining([first, second]));
    expect((await getServer(second)).placement_group.servers).toEqual(members);

    const removed = await remove(first);
    expect(removed.status).toBe(201);
    expect(removed.body.action.resources).toEqual([
      { id: first, type: "server" },
      { id: groupA, type: "placement_group" },
    ]);
    expect((await getServer(first)).placement_group).toBeNull();
    const afterRemove = (await getServer(second)).placement_group.servers;
    expect(afterRemove).toContain(second);
    expect(afterRemove).not.toContain(first);

    // The removed server can join again; a deleted member leaves the group.
    expect((await add(first, groupA)).status).toBe(201);
    expect((await emu.call("DELETE", `/servers/${second}`)).status).toBe(200);
    const afterDelete = (await getServer(first)).placement_group.servers;
    expect(afterDelete).toContain(first);
    expect(afterDelete).not.toContain(second);
  });
});

describe("remove_from_placement_group", () => {
  it("succeeds for a server in no group, with an action about the server only", async () => {
    const server = await createServer();
    const result = await remove(server);
    expect(result.status).toBe(201);
    expect(result.body.action.command).toBe("remove_from_placement_group");
    expect(result.body.action.resources).toEqual([{ id: server, type: "server" }]);
    expect((await getServer(server)).placement_group).toBeNull();
  });

  it("works on a running server (only adding requires the server to be off)", async () => {
    const server = await createServer();
    await add(server, groupA);
    await emu.call("POST", `/servers/${server}/actions/poweron`);
    expect((await getServer(server)).status).toBe("running");
    expect((await remove(server)).status).toBe(201);
    expect((await getServer(server)).placement_group).toBeNull();
  });
});

describe("create_server with placement_group", () => {
  it("creates the server inside the group", async () => {
    const created = await emu.call("POST", "/servers", {
      body: {
        name: "pg-created",
        server_type: "cx22",
        image: "ubuntu-24.04",
        placement_group: groupA,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.server.id;
    expect(created.body.server.placement_group).toMatchObject({ id: groupA, type: "spread" });
    expect(created.body.server.placement_group.servers).toContain(id);
    expect((await getServer(id)).placement_group.id).toBe(groupA);
  });

  it("returns 422 invalid_input naming placement_group for an unknown or foreign group", async () => {
    for (const placementGroup of [999, groupB]) {
      const result = await emu.call("POST", "/servers", {
        body: {
          name: `pg-bad-${placementGroup}`,
          server_type: "cx22",
          image: "ubuntu-24.04",
          placement_group: placementGroup,
        },
      });
      expect(result.status).toBe(422);
      expect(result.body.error.code).toBe("invalid_input");
      expect(result.body.error.details.fields[0].name).toBe("placement_group");
    }
    const names = (await emu.call("GET", "/servers?name=pg-bad-999")).body.servers;
    expect(names).toEqual([]);
  });
});

describe("placement groups with CLOUD_API_DATA", () => {
  const directory = mkdtempSync(join(tmpdir(), "emulator-pg-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("keeps groups and members across restarts, and seeds only projects that have none", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startTestEmulator({ dataFile, tokens: "tok-a=project-a" });
    const seeded = first.placementGroups;
    expect(seeded.map((group) => group.project)).toEqual(["project-a"]);
    const created = await first.call("POST", "/servers", {
      body: {
        name: "kept",
        server_type: "cx22",
        image: "ubuntu-24.04",
        placement_group: seeded[0]?.id,
      },
    });
    const serverId = created.body.server.id;
    await first.close();

    // A project added to the tokens later gets the next id; project-a keeps its group.
    const second = await startTestEmulator({
      dataFile,
      tokens: "tok-n=project-new,tok-a=project-a",
    });
    expect(second.placementGroups).toEqual([
      { project: "project-new", id: (seeded[0]?.id ?? 0) + 1, name: SEEDED_PLACEMENT_GROUP_NAME },
      seeded[0],
    ]);
    const view = (await second.call("GET", `/servers/${serverId}`)).body.server.placement_group;
    expect(view).toMatchObject({ id: seeded[0]?.id, servers: [serverId] });
    await second.close();

    const third = await startTestEmulator({ dataFile, tokens: "tok-a=project-a" });
    expect(third.placementGroups).toEqual(seeded);
    await third.close();
  });
});
