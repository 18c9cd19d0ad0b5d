import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

let groupA = 0;
let groupB = 0;
let groupSerial = 0;

/** A new spread group through the API (of project-a unless another token is given). */
async function createGroup(
  target: TestEmulator = emu,
  token?: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  groupSerial += 1;
  const created = await target.call("POST", "/placement_groups", {
    token,
    body: { name: `group-${groupSerial}`, type: "spread", ...extra },
  });
  if (created.status !== 201)
    throw new Error(`create_placement_group: ${JSON.stringify(created.body)}`);
  return created.body.placement_group.id as number;
}

const emu = useTestEmulator();
beforeAll(async () => {
  groupA = await createGroup();
  groupB = await createGroup(emu, "tok-b");
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

describe("placement groups are project-scoped", () => {
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
    const get = await emu.call("GET", `/placement_groups/${groupB}`);
    expect([get.status, get.body.error.code]).toEqual([404, "not_found"]);
    const list = (await emu.call("GET", "/placement_groups")).body.placement_groups;
    expect(list.map((group: { id: number }) => group.id)).not.toContain(groupB);
    for (const [method, body] of [
      ["PUT", { name: "taken-over" }],
      ["DELETE", undefined],
    ] as const) {
      const result = await emu.call(method, `/placement_groups/${groupB}`, { body });
      expect([result.status, result.body.error.code]).toEqual([404, "not_found"]);
    }
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
    expect(view).toMatchObject({ id: groupA, type: "spread", labels: {} });
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
      const group = await createGroup(timed);
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

  it("keeps groups, their members and the id counter across a restart", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startTestEmulator({ dataFile, tokens: "tok-a=project-a" });
    const group = await createGroup(first, undefined, { labels: { kept: "yes" } });
    const created = await first.call("POST", "/servers", {
      body: { name: "kept", server_type: "cx22", image: "ubuntu-24.04", placement_group: group },
    });
    const serverId = created.body.server.id;
    const before = (await first.call("GET", `/placement_groups/${group}`)).body.placement_group;
    await first.close();

    const second = await startTestEmulator({ dataFile, tokens: "tok-a=project-a" });
    try {
      const after = (await second.call("GET", `/placement_groups/${group}`)).body.placement_group;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ labels: { kept: "yes" }, servers: [serverId] });
      const view = (await second.call("GET", `/servers/${serverId}`)).body.server.placement_group;
      expect(view).toEqual(before);
      // The counter is restored too: a new group never reuses an id.
      expect(await createGroup(second)).toBe(group + 1);
    } finally {
      await second.close();
    }
  });

  it("starts with no placement groups: nothing is seeded", async () => {
    const fresh = await startTestEmulator({ tokens: "tok-a=project-a,tok-b=project-b" });
    try {
      for (const token of ["tok-a", "tok-b"]) {
        const list = await fresh.call("GET", "/placement_groups", { token });
        expect(list.body.placement_groups).toEqual([]);
        expect(list.body.meta.pagination.total_entries).toBe(0);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe("placement group CRUD", () => {
  it("creates an empty spread group: 201, action null, no servers", async () => {
    const created = await emu.call("POST", "/placement_groups", {
      body: { name: "crud-new", type: "spread", labels: { tier: "db" } },
    });
    expect(created.status).toBe(201);
    expect(created.body.action).toBeNull();
    expect(created.body.placement_group).toMatchObject({
      name: "crud-new",
      type: "spread",
      labels: { tier: "db" },
      servers: [],
    });
    const id = created.body.placement_group.id;
    const got = await emu.call("GET", `/placement_groups/${id}`);
    expect(got.body.placement_group).toEqual(created.body.placement_group);
  });

  it("rejects a missing name, an unknown type and a taken name", async () => {
    const noName = await emu.call("POST", "/placement_groups", { body: { type: "spread" } });
    expect([noName.status, noName.body.error.code]).toEqual([422, "invalid_input"]);
    expect(noName.body.error.details.fields[0].name).toBe("name");
    const badType = await emu.call("POST", "/placement_groups", {
      body: { name: "crud-bad-type", type: "cluster" },
    });
    expect([badType.status, badType.body.error.code]).toEqual([422, "invalid_input"]);
    expect(badType.body.error.details.fields[0].name).toBe("type");
    await createGroup(emu, undefined, { name: "crud-taken" });
    const taken = await emu.call("POST", "/placement_groups", {
      body: { name: "crud-taken", type: "spread" },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, "uniqueness_error"]);
    expect(taken.body.error.details.fields).toEqual([{ name: "name" }]);
    // The same name in another project is fine.
    expect((await createGroup(emu, "tok-b", { name: "crud-taken" })) > 0).toBe(true);
  });

  it("filters by name, label selector and type, sorts and paginates", async () => {
    const tag = { run: "crud-list" };
    const ids = [
      await createGroup(emu, undefined, { name: "crud-list-b", labels: tag }),
      await createGroup(emu, undefined, { name: "crud-list-a", labels: tag }),
      await createGroup(emu, undefined, { name: "crud-list-c", labels: tag }),
    ];
    const byName = await emu.call("GET", "/placement_groups?name=crud-list-a");
    expect(byName.body.placement_groups.map((group: { id: number }) => group.id)).toEqual([ids[1]]);
    const sorted = await emu.call(
      "GET",
      "/placement_groups?label_selector=run%3Dcrud-list&type=spread&sort=name:desc&per_page=2",
    );
    expect(sorted.body.placement_groups.map((group: { name: string }) => group.name)).toEqual([
      "crud-list-c",
      "crud-list-b",
    ]);
    expect(sorted.body.meta.pagination).toMatchObject({ total_entries: 3, next_page: 2 });
    const badType = await emu.call("GET", "/placement_groups?type=cluster");
    expect([badType.status, badType.body.error.code]).toEqual([422, "invalid_input"]);
    const badSort = await emu.call("GET", "/placement_groups?sort=servers");
    expect([badSort.status, badSort.body.error.details.fields[0].name]).toEqual([422, "sort"]);
  });

  it("updates name and labels (labels replace the set); a taken name gives 409", async () => {
    const id = await createGroup(emu, undefined, { name: "crud-upd", labels: { a: "1" } });
    await createGroup(emu, undefined, { name: "crud-upd-taken" });
    const updated = await emu.call("PUT", `/placement_groups/${id}`, {
      body: { name: "crud-upd-2", labels: { b: "2" } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.placement_group).toMatchObject({ name: "crud-upd-2", labels: { b: "2" } });
    const taken = await emu.call("PUT", `/placement_groups/${id}`, {
      body: { name: "crud-upd-taken" },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, "uniqueness_error"]);
    const missing = await emu.call("PUT", "/placement_groups/99999", { body: { name: "x" } });
    expect([missing.status, missing.body.error.code]).toEqual([404, "not_found"]);
  });

  it("deletes an empty group (204, then 404)", async () => {
    const id = await createGroup();
    expect((await emu.call("DELETE", `/placement_groups/${id}`)).status).toBe(204);
    const gone = await emu.call("GET", `/placement_groups/${id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, "not_found"]);
  });

  it("refuses to delete a group with servers (422 resource_in_use) until they leave", async () => {
    const id = await createGroup();
    const member = await createServer({ placementGroup: id });
    const refused = await emu.call("DELETE", `/placement_groups/${id}`);
    expect([refused.status, refused.body.error.code]).toEqual([422, "resource_in_use"]);
    expect(refused.body.error.message).toContain(String(member));
    expect((await emu.call("GET", `/placement_groups/${id}`)).body.placement_group.servers).toEqual(
      [member],
    );
    expect((await getServer(member)).placement_group.id).toBe(id);
    await remove(member);
    expect((await emu.call("DELETE", `/placement_groups/${id}`)).status).toBe(204);
  });

  it("refuses writes with a read-only token (401 token_readonly) and allows reads", async () => {
    const id = await createGroup();
    for (const [method, path, body] of [
      ["POST", "/placement_groups", { name: "ro", type: "spread" }],
      ["PUT", `/placement_groups/${id}`, { name: "ro" }],
      ["DELETE", `/placement_groups/${id}`, undefined],
    ] as const) {
      const result = await emu.call(method, path, { token: "tok-r", body });
      expect([result.status, result.body.error.code]).toEqual([401, "token_readonly"]);
    }
    expect((await emu.call("GET", `/placement_groups/${id}`, { token: "tok-r" })).status).toBe(200);
    expect((await emu.call("GET", `/placement_groups/${id}`)).body.placement_group.name).not.toBe(
      "ro",
    );
  });
});

describe("a spread group holds at most 10 servers", () => {
  it("answers 422 placement_error for an 11th server on create_server and add_to_placement_group", async () => {
    const id = await createGroup();
    const members: number[] = [];
    for (let index = 0; index < 10; index += 1)
      members.push(await createServer({ placementGroup: id }));
    expect((await emu.call("GET", `/placement_groups/${id}`)).body.placement_group.servers).toEqual(
      members,
    );

    const created = await emu.call("POST", "/servers", {
      body: {
        name: "pg-eleventh",
        server_type: "cx22",
        image: "ubuntu-24.04",
        placement_group: id,
      },
    });
    expect([created.status, created.body.error.code]).toEqual([422, "placement_error"]);
    expect((await emu.call("GET", "/servers?name=pg-eleventh")).body.servers).toEqual([]);

    const outsider = await createServer();
    const added = await add(outsider, id);
    expect([added.status, added.body.error.code]).toEqual([422, "placement_error"]);
    expect((await getServer(outsider)).placement_group).toBeNull();

    // Once a member leaves, there is room again.
    await remove(members[0] as number);
    expect((await add(outsider, id)).status).toBe(201);
  });
});
