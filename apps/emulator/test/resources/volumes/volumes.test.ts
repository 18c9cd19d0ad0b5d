import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specViolations, startTestEmulator, type TestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";
import { seededRandom } from "../../support/seeded-random.js";

const emu = useTestEmulator();

let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}-${serial}`;
};

async function createServer(
  target: TestEmulator = emu,
  options: { location?: string; token?: string; volumes?: number[] } = {},
): Promise<number> {
  const created = await target.call("POST", "/servers", {
    token: options.token,
    body: {
      name: unique("host"),
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: options.location ?? "fsn1",
      ...(options.volumes ? { volumes: options.volumes } : {}),
    },
  });
  if (created.status !== 201) throw new Error(`create_server: ${JSON.stringify(created.body)}`);
  return created.body.server.id;
}

async function createVolume(
  body: Record<string, unknown> = {},
  target: TestEmulator = emu,
  token?: string,
) {
  const created = await target.call("POST", "/volumes", {
    token,
    body: { size: 10, name: unique("vol"), ...(body.server ? {} : { location: "fsn1" }), ...body },
  });
  if (created.status !== 201) throw new Error(`create_volume: ${JSON.stringify(created.body)}`);
  return created.body;
}

const getVolume = async (id: number, target: TestEmulator = emu) =>
  (await target.call("GET", `/volumes/${id}`)).body.volume;
const getServer = async (id: number, target: TestEmulator = emu) =>
  (await target.call("GET", `/servers/${id}`)).body.server;

function expectError(
  result: { status: number; body: { error: { code: string; details?: unknown } } },
  status: number,
  code: string,
  field?: string,
) {
  expect([result.status, result.body.error.code]).toEqual([status, code]);
  if (field !== undefined) {
    expect(
      (result.body.error.details as { fields: { name: string }[] }).fields.map(
        (entry) => entry.name,
      ),
    ).toContain(field);
  }
}

describe("create_volume", () => {
  it("creates a detached volume in a location: empty next_actions, device path by id, format null", async () => {
    const created = await createVolume({ size: 42, labels: { env: "test" } });
    const volume = created.volume;
    expect(volume).toMatchObject({
      size: 42,
      server: null,
      labels: { env: "test" },
      format: null,
      protection: { delete: false },
      linux_device: `/dev/disk/by-id/scsi-0HC_Volume_${volume.id}`,
    });
    expect(volume.location.name).toBe("fsn1");
    expect(created.action).toMatchObject({
      command: "create_volume",
      resources: [{ id: volume.id, type: "volume" }],
    });
    expect(created.next_actions).toEqual([]);
    expect((await getVolume(volume.id)).status).toBe("available");
  });

  it("accepts the location as a name, an integer id or a string of digits", async () => {
    for (const location of ["nbg1", 2, "2"]) {
      const { volume } = await createVolume({ location });
      expect(volume.location.name).toBe("nbg1");
    }
    const unknown = await emu.call("POST", "/volumes", {
      body: { size: 10, name: unique("vol"), location: "nowhere" },
    });
    expectError(unknown, 422, "invalid_input", "location");
  });

  it("with a server: made in the server's location, attached, next_actions = [attach_volume]", async () => {
    const server = await createServer(emu, { location: "hel1" });
    const created = await createVolume({ server, automount: true, format: "xfs" });
    expect(created.volume).toMatchObject({ server, format: "xfs" });
    expect(created.volume.location.name).toBe("hel1");
    expect(created.next_actions).toHaveLength(1);
    expect(created.next_actions[0]).toMatchObject({
      command: "attach_volume",
      resources: [
        { id: created.volume.id, type: "volume" },
        { id: server, type: "server" },
      ],
    });
    expect((await getServer(server)).volumes).toEqual([created.volume.id]);
  });

  it("accepts server and location together only when they agree", async () => {
    const server = await createServer(emu, { location: "nbg1" });
    const agreeing = await createVolume({ server, location: "nbg1" });
    expect(agreeing.volume.server).toBe(server);
    const clashing = await emu.call("POST", "/volumes", {
      body: { size: 10, name: unique("vol"), server, location: "fsn1" },
    });
    expectError(clashing, 422, "invalid_input", "location");
  });

  it("needs a location without a server, and a server for automount", async () => {
    const neither = await emu.call("POST", "/volumes", { body: { size: 10, name: unique("v") } });
    expectError(neither, 422, "invalid_input", "location");
    const automount = await emu.call("POST", "/volumes", {
      body: { size: 10, name: unique("v"), location: "fsn1", automount: true },
    });
    expectError(automount, 422, "invalid_input", "automount");
  });

  it("answers 422 invalid_input naming server for an unknown server or another project's", async () => {
    const foreign = await createServer(emu, { token: "tok-b" });
    for (const server of [999999, foreign]) {
      const result = await emu.call("POST", "/volumes", {
        body: { size: 10, name: unique("v"), server },
      });
      expectError(result, 422, "invalid_input", "server");
    }
  });

  it("takes sizes from 10 to 10240 GB, whole numbers only", async () => {
    expect((await createVolume({ size: 10 })).volume.size).toBe(10);
    expect((await createVolume({ size: 10240 })).volume.size).toBe(10240);
    for (const size of [9, 10241, 0, -10, 10.5, "20"]) {
      const result = await emu.call("POST", "/volumes", {
        body: { size, name: unique("v"), location: "fsn1" },
      });
      expectError(result, 422, "invalid_input", "size");
    }
  });

  it("formats with xfs or ext4 only", async () => {
    expect((await createVolume({ format: "ext4" })).volume.format).toBe("ext4");
    const result = await emu.call("POST", "/volumes", {
      body: { size: 10, name: unique("v"), location: "fsn1", format: "btrfs" },
    });
    expectError(result, 422, "invalid_input", "format");
  });

  it("enforces the name rules: at most 64 of [A-Za-z0-9._-], alphanumeric at both ends", async () => {
    for (const name of ["a", "A.b_c-9", "x".repeat(64)]) {
      expect((await createVolume({ name })).volume.name).toBe(name);
    }
    for (const name of [
      "x".repeat(65),
      "-lead",
      "trail.",
      "_x",
      "has space",
      "ümlaut",
      "a/b",
      "",
    ]) {
      const result = await emu.call("POST", "/volumes", {
        body: { size: 10, name, location: "fsn1" },
      });
      expectError(result, 422, "invalid_input", "name");
    }
  });

  it("keeps names unique per project (409 uniqueness_error), not across projects", async () => {
    const name = unique("same");
    await createVolume({ name });
    const again = await emu.call("POST", "/volumes", {
      body: { size: 10, name, location: "fsn1" },
    });
    expectError(again, 409, "uniqueness_error");
    expect(again.body.error.details.fields).toEqual([{ name: "name" }]);
    expect((await createVolume({ name }, emu, "tok-b")).volume.name).toBe(name);
  });
});

describe("list_volumes", () => {
  it("filters by name, label selector and status, sorts and paginates", async () => {
    const run = unique("list");
    const names = ["b", "a", "c"].map((suffix) => `${run}-${suffix}`);
    for (const name of names) await createVolume({ name, labels: { run } });
    const byName = await emu.call("GET", `/volumes?name=${names[1]}`);
    expect(byName.body.volumes.map((volume: { name: string }) => volume.name)).toEqual([names[1]]);
    const page = await emu.call(
      "GET",
      `/volumes?label_selector=run%3D${run}&status=available&sort=name:desc&per_page=2`,
    );
    expect(page.body.volumes.map((volume: { name: string }) => volume.name)).toEqual([
      `${run}-c`,
      `${run}-b`,
    ]);
    expect(page.body.meta.pagination).toMatchObject({ total_entries: 3, next_page: 2 });
    const creating = await emu.call("GET", `/volumes?label_selector=run%3D${run}&status=creating`);
    expect(creating.body.volumes).toEqual([]);
    expectError(await emu.call("GET", "/volumes?status=deleted"), 422, "invalid_input", "status");
    expectError(await emu.call("GET", "/volumes?sort=size"), 422, "invalid_input", "sort");
  });

  it("shows only the caller's volumes", async () => {
    const mine = (await createVolume()).volume.id;
    const theirs = (await createVolume({}, emu, "tok-b")).volume.id;
    const listed = (await emu.call("GET", "/volumes?per_page=50")).body.volumes.map(
      (volume: { id: number }) => volume.id,
    );
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expectError(await emu.call("GET", `/volumes/${theirs}`), 404, "not_found");
  });
});

describe("update_volume", () => {
  it("renames (same rules, unique) and replaces labels", async () => {
    const { volume } = await createVolume({ labels: { a: "1" } });
    const taken = (await createVolume()).volume.name;
    const updated = await emu.call("PUT", `/volumes/${volume.id}`, {
      body: { name: `${volume.name}-renamed`, labels: { b: "2" } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.volume).toMatchObject({
      name: `${volume.name}-renamed`,
      labels: { b: "2" },
    });
    expectError(
      await emu.call("PUT", `/volumes/${volume.id}`, { body: { name: taken } }),
      409,
      "uniqueness_error",
    );
    expectError(
      await emu.call("PUT", `/volumes/${volume.id}`, { body: { name: "bad name" } }),
      422,
      "invalid_input",
      "name",
    );
    expect((await getVolume(volume.id)).name).toBe(`${volume.name}-renamed`);
    expectError(await emu.call("PUT", "/volumes/999999", { body: {} }), 404, "not_found");
  });
});

describe("attach_volume and detach_volume", () => {
  it("attaches to a server of the same location; the server view lists the volume", async () => {
    const server = await createServer();
    const { volume } = await createVolume();
    const attached = await emu.call("POST", `/volumes/${volume.id}/actions/attach`, {
      body: { server, automount: true },
    });
    expect(attached.status).toBe(201);
    expect(attached.body.action).toMatchObject({
      command: "attach_volume",
      resources: [
        { id: volume.id, type: "volume" },
        { id: server, type: "server" },
      ],
    });
    expect((await getVolume(volume.id)).server).toBe(server);
    expect((await getServer(server)).volumes).toEqual([volume.id]);
  });

  it("answers 422 volume_already_attached for an attached volume (same or other server)", async () => {
    const first = await createServer();
    const second = await createServer();
    const { volume } = await createVolume({ server: first });
    for (const server of [first, second]) {
      const result = await emu.call("POST", `/volumes/${volume.id}/actions/attach`, {
        body: { server },
      });
      expectError(result, 422, "volume_already_attached");
    }
    expect((await getServer(second)).volumes).toEqual([]);
  });

  it("answers 422 invalid_input naming server for another location, an unknown or a foreign server", async () => {
    const elsewhere = await createServer(emu, { location: "nbg1" });
    const foreign = await createServer(emu, { token: "tok-b" });
    const { volume } = await createVolume();
    for (const server of [elsewhere, 999999, foreign]) {
      const result = await emu.call("POST", `/volumes/${volume.id}/actions/attach`, {
        body: { server },
      });
      expectError(result, 422, "invalid_input", "server");
    }
    expect((await getVolume(volume.id)).server).toBeNull();
  });

  it("detaches: the volume stays, the server no longer lists it, it can be attached again", async () => {
    const server = await createServer();
    const { volume } = await createVolume({ server });
    const detached = await emu.call("POST", `/volumes/${volume.id}/actions/detach`);
    expect(detached.status).toBe(201);
    expect(detached.body.action).toMatchObject({
      command: "detach_volume",
      resources: [
        { id: volume.id, type: "volume" },
        { id: server, type: "server" },
      ],
    });
    expect((await getVolume(volume.id)).server).toBeNull();
    expect((await getServer(server)).volumes).toEqual([]);
    const again = await emu.call("POST", `/volumes/${volume.id}/actions/attach`, {
      body: { server },
    });
    expect(again.status).toBe(201);
  });

  it("detaching a detached volume succeeds with an action about the volume only", async () => {
    const { volume } = await createVolume();
    const result = await emu.call("POST", `/volumes/${volume.id}/actions/detach`);
    expect(result.status).toBe(201);
    expect(result.body.action.resources).toEqual([{ id: volume.id, type: "volume" }]);
  });

  it("answers 404 for an unknown or foreign volume", async () => {
    const theirs = (await createVolume({}, emu, "tok-b")).volume.id;
    const server = await createServer();
    for (const id of [999999, theirs]) {
      expectError(
        await emu.call("POST", `/volumes/${id}/actions/attach`, { body: { server } }),
        404,
        "not_found",
      );
      expectError(await emu.call("POST", `/volumes/${id}/actions/detach`), 404, "not_found");
    }
  });
});

describe("resize_volume", () => {
  it("grows a volume (fractions allowed) up to 10240 GB", async () => {
    const { volume } = await createVolume({ size: 10 });
    const resized = await emu.call("POST", `/volumes/${volume.id}/actions/resize`, {
      body: { size: 25.5 },
    });
    expect(resized.status).toBe(201);
    expect(resized.body.action).toMatchObject({
      command: "resize_volume",
      resources: [{ id: volume.id, type: "volume" }],
    });
    expect((await getVolume(volume.id)).size).toBe(25.5);
    expect(
      (await emu.call("POST", `/volumes/${volume.id}/actions/resize`, { body: { size: 10240 } }))
        .status,
    ).toBe(201);
  });

  it("answers 422 invalid_input naming size for a smaller, equal or too large size", async () => {
    const { volume } = await createVolume({ size: 50 });
    for (const size of [49, 50, 10240.5, 20000]) {
      const result = await emu.call("POST", `/volumes/${volume.id}/actions/resize`, {
        body: { size },
      });
      expectError(result, 422, "invalid_input", "size");
    }
    expect((await getVolume(volume.id)).size).toBe(50);
  });

  it("names the server in the action when the volume is attached", async () => {
    const server = await createServer();
    const { volume } = await createVolume({ server });
    const result = await emu.call("POST", `/volumes/${volume.id}/actions/resize`, {
      body: { size: 11 },
    });
    expect(result.body.action.resources).toEqual([
      { id: volume.id, type: "volume" },
      { id: server, type: "server" },
    ]);
  });
});

describe("delete_volume and change_volume_protection", () => {
  it("deletes a detached volume: 204, then 404", async () => {
    const { volume } = await createVolume();
    expect((await emu.call("DELETE", `/volumes/${volume.id}`)).status).toBe(204);
    expectError(await emu.call("GET", `/volumes/${volume.id}`), 404, "not_found");
    expectError(await emu.call("DELETE", `/volumes/${volume.id}`), 404, "not_found");
  });

  it("refuses an attached volume with 422 resource_in_use", async () => {
    const server = await createServer();
    const { volume } = await createVolume({ server });
    expectError(await emu.call("DELETE", `/volumes/${volume.id}`), 422, "resource_in_use");
    expect((await getVolume(volume.id)).server).toBe(server);
    await emu.call("POST", `/volumes/${volume.id}/actions/detach`);
    expect((await emu.call("DELETE", `/volumes/${volume.id}`)).status).toBe(204);
  });

  it("refuses a protected volume with 423 protected until protection is turned off", async () => {
    const { volume } = await createVolume();
    const changed = await emu.call("POST", `/volumes/${volume.id}/actions/change_protection`, {
      body: { delete: true },
    });
    expect(changed.status).toBe(201);
    expect(changed.body.action).toMatchObject({
      command: "change_protection",
      resources: [{ id: volume.id, type: "volume" }],
    });
    expect((await getVolume(volume.id)).protection).toEqual({ delete: true });
    // A body without the flag keeps it.
    await emu.call("POST", `/volumes/${volume.id}/actions/change_protection`, { body: {} });
    expectError(await emu.call("DELETE", `/volumes/${volume.id}`), 423, "protected");
    await emu.call("POST", `/volumes/${volume.id}/actions/change_protection`, {
      body: { delete: false },
    });
    expect((await emu.call("DELETE", `/volumes/${volume.id}`)).status).toBe(204);
  });
});

describe("volume action listings", () => {
  it("lists the actions of a volume and of all volumes, and finds them by id", async () => {
    const server = await createServer();
    const created = await createVolume({ server });
    const id = created.volume.id;
    const own = await emu.call("GET", `/volumes/${id}/actions?sort=id:asc`);
    expect(own.body.actions.map((action: { command: string }) => action.command)).toEqual([
      "create_volume",
      "attach_volume",
    ]);
    const all = await emu.call("GET", `/volumes/actions?id=${created.action.id}`);
    expect(all.body.actions.map((action: { id: number }) => action.id)).toEqual([
      created.action.id,
    ]);
    const attachId = created.next_actions[0].id;
    expect((await emu.call("GET", `/volumes/actions/${attachId}`)).body.action.command).toBe(
      "attach_volume",
    );
    expect((await emu.call("GET", `/volumes/${id}/actions/${attachId}`)).status).toBe(200);
    // The attach action also belongs to the server.
    const serverActions = await emu.call("GET", `/servers/${server}/actions`);
    expect(serverActions.body.actions.map((action: { id: number }) => action.id)).toContain(
      attachId,
    );
  });

  it("answers 404 for actions that are not about volumes or not of this volume", async () => {
    const serverOnly = (
      await emu.call("POST", "/servers", {
        body: { name: unique("h"), server_type: "cx22", image: "ubuntu-24.04" },
      })
    ).body.action.id;
    expectError(await emu.call("GET", `/volumes/actions/${serverOnly}`), 404, "not_found");
    const one = (await createVolume()).volume.id;
    const other = await createVolume();
    expectError(
      await emu.call("GET", `/volumes/${one}/actions/${other.action.id}`),
      404,
      "not_found",
    );
    const theirs = await createVolume({}, emu, "tok-b");
    expectError(await emu.call("GET", `/volumes/actions/${theirs.action.id}`), 404, "not_found");
    const listed = (await emu.call("GET", "/volumes/actions?per_page=50&sort=id:desc")).body
      .actions;
    expect(listed.map((action: { id: number }) => action.id)).not.toContain(theirs.action.id);
  });
});

describe("servers and volumes", () => {
  it("create_server with volumes attaches them; next_actions gets one attach_volume each", async () => {
    const first = (await createVolume()).volume.id;
    const second = (await createVolume()).volume.id;
    const created = await emu.call("POST", "/servers", {
      body: {
        name: unique("with-volumes"),
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "fsn1",
        volumes: [first, second],
        automount: true,
      },
    });
    expect(created.status).toBe(201);
    const server = created.body.server.id;
    expect(created.body.server.volumes).toEqual([first, second]);
    expect(created.body.next_actions.map((action: { command: string }) => action.command)).toEqual([
      "start_server",
      "attach_volume",
      "attach_volume",
    ]);
    expect((await getVolume(first)).server).toBe(server);
    expect((await getVolume(second)).server).toBe(server);
  });

  it("create_server refuses volumes of another location, attached, unknown or repeated ones, writing nothing", async () => {
    const elsewhere = (await createVolume({ location: "nbg1" })).volume.id;
    const attached = (await createVolume({ server: await createServer() })).volume.id;
    const free = (await createVolume()).volume.id;
    const foreign = (await createVolume({}, emu, "tok-b")).volume.id;
    const cases: [number[], number, string, string | undefined][] = [
      [[elsewhere], 422, "invalid_input", "volumes[0]"],
      [[free, attached], 422, "volume_already_attached", undefined],
      [[free, 999999], 422, "invalid_input", "volumes[1]"],
      [[foreign], 422, "invalid_input", "volumes[0]"],
      [[free, free], 422, "invalid_input", "volumes[1]"],
    ];
    for (const [volumes, status, code, field] of cases) {
      const name = unique("refused");
      const result = await emu.call("POST", "/servers", {
        body: { name, server_type: "cx22", image: "ubuntu-24.04", location: "fsn1", volumes },
      });
      expectError(result, status, code, field);
      expect((await emu.call("GET", `/servers?name=${name}`)).body.servers).toEqual([]);
    }
    expect((await getVolume(free)).server).toBeNull();
  });

  it("delete_server detaches its volumes, which keep their data and can be deleted", async () => {
    const server = await createServer();
    const { volume } = await createVolume({ server, size: 30 });
    expect((await emu.call("DELETE", `/servers/${server}`)).status).toBe(200);
    expect(await getVolume(volume.id)).toMatchObject({ server: null, size: 30 });
    expect((await emu.call("DELETE", `/volumes/${volume.id}`)).status).toBe(204);
  });
});

describe("requests that never reach the rules", () => {
  it("answer 401 unauthorized without a token and 400 json_error for malformed JSON, creating nothing", async () => {
    const name = unique("never");
    const anonymous = await emu.call("POST", "/volumes", {
      token: null,
      body: { size: 10, name, location: "fsn1" },
    });
    expectError(anonymous, 401, "unauthorized");
    const malformed = await emu.call("POST", "/volumes", {
      rawBody: `{"size": 10, "name": "${name}", "location": "fsn1"`,
    });
    expectError(malformed, 400, "json_error");
    const group = await emu.call("POST", "/placement_groups", { rawBody: "{not json" });
    expectError(group, 400, "json_error");
    expect((await emu.call("GET", `/volumes?name=${name}`)).body.volumes).toEqual([]);
  });
});

describe("read-only tokens", () => {
  it("refuse every volume write with 401 token_readonly and allow reads", async () => {
    const { volume } = await createVolume();
    const server = await createServer();
    for (const [method, path, body] of [
      ["POST", "/volumes", { size: 10, name: "ro", location: "fsn1" }],
      ["PUT", `/volumes/${volume.id}`, { name: "ro" }],
      ["DELETE", `/volumes/${volume.id}`, undefined],
      ["POST", `/volumes/${volume.id}/actions/attach`, { server }],
      ["POST", `/volumes/${volume.id}/actions/detach`, undefined],
      ["POST", `/volumes/${volume.id}/actions/resize`, { size: 20 }],
      ["POST", `/volumes/${volume.id}/actions/change_protection`, { delete: true }],
    ] as const) {
      expectError(await emu.call(method, path, { token: "tok-r", body }), 401, "token_readonly");
    }
    expect((await emu.call("GET", `/volumes/${volume.id}`, { token: "tok-r" })).status).toBe(200);
    expect(await getVolume(volume.id)).toMatchObject({ name: volume.name, server: null, size: 10 });
  });
});

describe("volumes with running actions (time-controlled)", () => {
  let now = Date.parse("2025-01-01T00:00:00Z");
  let timed: TestEmulator;
  beforeAll(async () => {
    timed = await startTestEmulator({ actionMs: 1000, clock: () => now });
  });
  afterAll(async () => {
    await timed.close();
  });

  async function settledServer(): Promise<number> {
    const id = await createServer(timed);
    now += 1000;
    return id;
  }

  it("is creating until create_volume ends, then available", async () => {
    const created = await createVolume({}, timed);
    expect(created.volume.status).toBe("creating");
    expect(created.action.status).toBe("running");
    const listed = await timed.call("GET", `/volumes?status=creating&name=${created.volume.name}`);
    expect(listed.body.volumes).toHaveLength(1);
    now += 1000;
    expect((await getVolume(created.volume.id, timed)).status).toBe("available");
  });

  it("attach locks both the volume and the server (423 locked) until it ends", async () => {
    const server = await settledServer();
    const created = await createVolume({}, timed);
    // The volume is locked while it is created.
    expectError(
      await timed.call("POST", `/volumes/${created.volume.id}/actions/attach`, {
        body: { server },
      }),
      423,
      "locked",
    );
    now += 1000;
    const attached = await timed.call("POST", `/volumes/${created.volume.id}/actions/attach`, {
      body: { server },
    });
    expect(attached.status).toBe(201);
    expect((await getServer(server, timed)).locked).toBe(true);
    expectError(await timed.call("POST", `/servers/${server}/actions/poweroff`), 423, "locked");
    expectError(
      await timed.call("POST", `/volumes/${created.volume.id}/actions/resize`, {
        body: { size: 20 },
      }),
      423,
      "locked",
    );
    const other = await createVolume({}, timed);
    now += 1000;
    // Once the first attach has ended, another volume can attach to the same server.
    const second = await timed.call("POST", `/volumes/${other.volume.id}/actions/attach`, {
      body: { server },
    });
    expect(second.status).toBe(201);
    // While a later attach runs on the server, detaching the first volume waits for it too.
    const third = await createVolume({}, timed);
    now += 1000;
    const busy = await timed.call("POST", `/volumes/${third.volume.id}/actions/attach`, {
      body: { server },
    });
    expect(busy.status).toBe(201);
    expectError(
      await timed.call("POST", `/volumes/${created.volume.id}/actions/detach`),
      423,
      "locked",
    );
    now += 1000;
    expect((await timed.call("POST", `/volumes/${created.volume.id}/actions/detach`)).status).toBe(
      201,
    );
  });

  it("create with a server locks the server while attach_volume runs; delete of a busy volume is 423", async () => {
    const server = await settledServer();
    const created = await createVolume({ server }, timed);
    expect(created.next_actions[0].status).toBe("running");
    expectError(await timed.call("POST", `/servers/${server}/actions/reboot`), 423, "locked");
    const again = await timed.call("POST", "/volumes", {
      body: { size: 10, name: unique("v"), server },
    });
    expectError(again, 423, "locked");
    const spare = await createVolume({}, timed);
    expectError(await timed.call("DELETE", `/volumes/${spare.volume.id}`), 423, "locked");
    now += 1000;
    expect((await timed.call("DELETE", `/volumes/${spare.volume.id}`)).status).toBe(204);
    expect((await timed.call("POST", `/servers/${server}/actions/reboot`)).status).toBe(201);
  });
});

describe("volumes with CLOUD_API_DATA", () => {
  const directory = mkdtempSync(join(tmpdir(), "emulator-volumes-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("keeps volumes, attachments and running creations across a restart", async () => {
    const dataFile = join(directory, "state.json");
    let now = Date.parse("2025-01-01T00:00:00Z");
    const first = await startTestEmulator({ dataFile, actionMs: 1000, clock: () => now });
    const server = await createServer(first);
    now += 1000;
    const created = await createVolume({ server, format: "xfs", labels: { kept: "yes" } }, first);
    const before = created.volume;
    await first.close();

    const second = await startTestEmulator({ dataFile, actionMs: 1000, clock: () => now });
    try {
      expect(await getVolume(before.id, second)).toEqual(before);
      expect((await getServer(server, second)).volumes).toEqual([before.id]);
      const taken = await second.call("POST", "/volumes", {
        body: { size: 10, name: before.name, location: "fsn1" },
      });
      expectError(taken, 409, "uniqueness_error");
      now += 1000;
      expect((await getVolume(before.id, second)).status).toBe("available");
    } finally {
      await second.close();
    }
  });
});

describe("near-valid input to volume and placement group operations (seed 20251124)", () => {
  it("never answers with a 5xx, and every answer matches the spec", async () => {
    const next = seededRandom(20251124);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const server = await createServer();
    const group = (
      await emu.call("POST", "/placement_groups", { body: { name: unique("fz"), type: "spread" } })
    ).body.placement_group.id;
    const volume = (await createVolume({ server })).volume.id;
    const spare = (await createVolume()).volume.id;
    const values = [
      0,
      -1,
      1,
      9,
      10,
      10.5,
      10240,
      10241,
      2 ** 53,
      1e308,
      "10",
      "fsn1",
      "2",
      "",
      "x".repeat(80),
      null,
      true,
      [],
      {},
      server,
      volume,
      spare,
      group,
      999999,
    ];
    const fields = [
      "size",
      "name",
      "server",
      "location",
      "format",
      "automount",
      "labels",
      "type",
      "delete",
    ];
    const requests: [string, () => string][] = [
      ["POST", () => "/volumes"],
      ["PUT", () => `/volumes/${pick([volume, spare, 999999])}`],
      ["POST", () => `/volumes/${pick([volume, spare])}/actions/attach`],
      ["POST", () => `/volumes/${pick([volume, spare])}/actions/detach`],
      ["POST", () => `/volumes/${pick([volume, spare])}/actions/resize`],
      ["POST", () => `/volumes/${pick([volume, spare])}/actions/change_protection`],
      ["DELETE", () => `/volumes/${pick([volume, spare, 999999])}`],
      ["POST", () => "/placement_groups"],
      ["PUT", () => `/placement_groups/${pick([group, 999999])}`],
      ["POST", () => `/servers/${server}/actions/add_to_placement_group`],
    ];
    const failures: string[] = [];
    for (let round = 0; round < 400; round += 1) {
      const [method, path] = pick(requests);
      const base: Record<string, unknown> = {
        size: 10,
        name: unique("fz"),
        location: "fsn1",
        type: "spread",
        server,
        placement_group: group,
      };
      for (let change = 0; change < 1 + Math.floor(next() * 3); change += 1) {
        const field = pick(fields);
        if (next() < 0.2) delete base[field];
        else base[field] = pick(values);
      }
      const url = path();
      const result = await emu.call(method, url, { body: method === "DELETE" ? undefined : base });
      if (result.status >= 500)
        failures.push(`${method} ${url} ${JSON.stringify(base)} -> ${result.status}`);
    }
    expect(failures).toEqual([]);
    expect(specViolations).toEqual([]);
  }, 60_000);
});
