// Request typing (issue 12): the emulator accepts what the official clients send. An "ID or
// name" field takes a JSON integer, a digit string or a name; `placement_group` of
// add_to_placement_group takes an integer or digits; optional fields a client fills with
// `null` mean "left out". A wrong type is still 422 invalid_input naming the field.

import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../support/harness.js";
import { useTestEmulator } from "../support/lifecycle.js";

const ids = { cx22: 0, cpx22: 0, ubuntu: 0, fsn1: 0, nbg1: 0, iso: 0 };

async function idOf(path: string, key: string, name: string): Promise<number> {
  const response = await emu.call("GET", `${path}?name=${encodeURIComponent(name)}`);
  const id = response.body[key]?.[0]?.id;
  if (typeof id !== "number") throw new Error(`no ${name} in ${path}`);
  return id;
}

const emu = useTestEmulator();
beforeAll(async () => {
  ids.cx22 = await idOf("/server_types", "server_types", "cx22");
  ids.cpx22 = await idOf("/server_types", "server_types", "cpx22");
  ids.fsn1 = await idOf("/locations", "locations", "fsn1");
  ids.nbg1 = await idOf("/locations", "locations", "nbg1");
  const images = await emu.call("GET", "/images?name=ubuntu-24.04&architecture=x86");
  ids.ubuntu = images.body.images[0].id;
  const isos = (await emu.call("GET", "/isos")).body.isos as { id: number; architecture: string }[];
  ids.iso = isos.find((entry) => entry.architecture === "x86")?.id ?? 0;
});

let serial = 0;
const nextName = (prefix: string) => {
  serial += 1;
  return `${prefix}-${serial}`;
};

async function createServer(body: Record<string, unknown>) {
  return emu.call("POST", "/servers", {
    body: { name: nextName("rt"), start_after_create: false, ...body },
  });
}

async function offServer(): Promise<number> {
  const created = await createServer({ server_type: "cx22", image: "ubuntu-24.04" });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.server.id;
}

function expectInvalid(response: CallResult, field: string) {
  expect(response.status).toBe(422);
  expect(response.body.error.code).toBe("invalid_input");
  expect(response.body.error.details.fields.map((entry: { name: string }) => entry.name)).toContain(
    field,
  );
}

describe("ID-or-name fields on create_server", () => {
  it("accepts integer ids for server_type, image and location (as hcloud-python sends)", async () => {
    const response = await createServer({
      server_type: ids.cpx22,
      image: ids.ubuntu,
      location: ids.nbg1,
    });
    expect(response.status).toBe(201);
    expect(response.body.server.server_type.name).toBe("cpx22");
    expect(response.body.server.image.id).toBe(ids.ubuntu);
    expect(response.body.server.location.name).toBe("nbg1");
  });

  it("accepts digit strings (hcloud-go's location) and names alike", async () => {
    const response = await createServer({
      server_type: String(ids.cx22),
      image: "ubuntu-24.04",
      location: String(ids.fsn1),
    });
    expect(response.status).toBe(201);
    expect(response.body.server.server_type.name).toBe("cx22");
    expect(response.body.server.location.id).toBe(ids.fsn1);
    // Removed from the API on 2026-07-01: never emitted.
    expect(response.body.server).not.toHaveProperty("datacenter");
  });

  // `datacenter` left the create bodies on 2026-07-01 (spec: CreateServerRequest); an old client
  // that still sends it is refused, in every form, rather than given a default location.
  for (const datacenter of [4, "4", "fsn1-dc14", null]) {
    it(`refuses a server create that still sends datacenter ${JSON.stringify(datacenter)}`, async () => {
      const before = (await emu.call("GET", "/servers")).body.meta.pagination.total_entries;
      const response = await createServer({
        server_type: "cx22",
        image: "ubuntu-24.04",
        datacenter,
      });
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe("invalid_input");
      expect(
        response.body.error.details.fields.map((field: { name: string }) => field.name),
      ).toEqual(["datacenter"]);
      // The message itself names the replacement: the official CLI prints only the message.
      expect(response.body.error.message).toBe(
        datacenter === null
          ? "invalid input in field 'datacenter': it was removed on 2026-07-01; send location instead (the part of the datacenter's name before '-', e.g. fsn1 for fsn1-dc14)"
          : `invalid input in field 'datacenter': it was removed on 2026-07-01; send "location": "fsn1" instead (the location of fsn1-dc14)`,
      );
      expect((await emu.call("GET", "/servers")).body.meta.pagination.total_entries).toBe(before);
    });
  }

  it("refuses a primary IP create that still sends datacenter, and creates it with location", async () => {
    const refused = await emu.call("POST", "/primary_ips", {
      body: {
        name: nextName("pip"),
        type: "ipv4",
        assignee_type: "server",
        datacenter: "fsn1-dc14",
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.fields[0].name).toBe("datacenter");
    expect(refused.body.error.message).toContain(`send "location": "fsn1" instead`);
    const created = await emu.call("POST", "/primary_ips", {
      body: { name: nextName("pip"), type: "ipv4", assignee_type: "server", location: "fsn1" },
    });
    expect(created.status).toBe(201);
    expect(created.body.primary_ip.location.name).toBe("fsn1");
    expect(created.body.primary_ip).not.toHaveProperty("datacenter");
  });

  it("creates a primary IP without assignee_type and reports it unassigned, also after unassign", async () => {
    const created = await emu.call("POST", "/primary_ips", {
      body: { name: nextName("pip"), type: "ipv6", location: "fsn1" },
    });
    expect(created.status).toBe(201);
    expect(created.body.primary_ip).toMatchObject({
      assignee_id: null,
      assignee_type: "unassigned",
    });
    const withoutLocation = await emu.call("POST", "/primary_ips", {
      body: { name: nextName("pip"), type: "ipv6" },
    });
    expect(withoutLocation.status).toBe(422);
    expect(withoutLocation.body.error.details.fields[0].name).toBe("location");

    const server = await createServer({
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      start_after_create: false,
      public_net: { enable_ipv4: true, enable_ipv6: false },
    });
    expect(server.status).toBe(201);
    const id = created.body.primary_ip.id;
    const assign = await emu.call("POST", `/primary_ips/${id}/actions/assign`, {
      body: { assignee_type: "server", assignee_id: server.body.server.id },
    });
    expect(assign.status).toBe(201);
    await waitForAction(assign.body.action.id);
    const assigned = (await emu.call("GET", `/primary_ips/${id}`)).body.primary_ip;
    expect(assigned).toMatchObject({ assignee_id: server.body.server.id, assignee_type: "server" });
    const unassign = await emu.call("POST", `/primary_ips/${id}/actions/unassign`);
    expect(unassign.status).toBe(201);
    await waitForAction(unassign.body.action.id);
    const after = (await emu.call("GET", `/primary_ips/${id}`)).body.primary_ip;
    expect(after).toMatchObject({ assignee_id: null, assignee_type: "unassigned" });
  });

  async function waitForAction(actionId: number): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const action = (await emu.call("GET", `/actions/${actionId}`)).body.action;
      if (action.status !== "running") return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`action ${actionId} still running`);
  }

  it("accepts ssh_keys as a mix of integer ids, digit strings and names", async () => {
    const keys: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const created = await emu.call("POST", "/ssh_keys", {
        body: { name: nextName("key"), public_key: sshPublicKey() },
      });
      expect(created.status).toBe(201);
      keys.push(created.body.ssh_key.id);
    }
    const named = await emu.call("POST", "/ssh_keys", {
      body: { name: "named-key", public_key: sshPublicKey() },
    });
    const response = await createServer({
      server_type: "cx22",
      image: "ubuntu-24.04",
      ssh_keys: [keys[0], String(keys[1]), "named-key"],
    });
    expect(response.status).toBe(201);
    // With keys, no root password is generated: all three resolved.
    expect(response.body.root_password).toBeNull();
    expect(named.status).toBe(201);
  });

  it("answers an unknown integer id like an unknown name: 422 naming the field", async () => {
    const byId = await createServer({ server_type: 999999, image: "ubuntu-24.04" });
    expectInvalid(byId, "server_type");
    expect(byId.body.error.details.fields[0].messages).toEqual(["server type '999999' not found"]);
    const byName = await createServer({ server_type: "no-such-type", image: "ubuntu-24.04" });
    expectInvalid(byName, "server_type");
    const sshKey = await createServer({
      server_type: "cx22",
      image: 161547269,
      ssh_keys: [999999],
    });
    expectInvalid(sshKey, "ssh_keys[0]");
  });

  it("rejects wrong types with 422 naming the field (no coercion of bodies)", async () => {
    expectInvalid(await createServer({ server_type: true, image: "ubuntu-24.04" }), "server_type");
    expectInvalid(await createServer({ server_type: "cx22", image: 1.5 }), "image");
    expectInvalid(
      await createServer({ server_type: "cx22", image: "ubuntu-24.04", location: null }),
      "location",
    );
    expectInvalid(
      await createServer({ server_type: "cx22", image: "ubuntu-24.04", location: "" }),
      "location",
    );
    expectInvalid(
      await createServer({ server_type: "cx22", image: "ubuntu-24.04", ssh_keys: [false] }),
      "ssh_keys[0]",
    );
    expectInvalid(
      await createServer({ server_type: "cx22", image: "ubuntu-24.04", placement_group: "1" }),
      "placement_group",
    );
  });
});

describe("ID-or-name fields of server actions", () => {
  it("change_type accepts an integer server type id and rejects a boolean", async () => {
    const server = await offServer();
    const changed = await emu.call("POST", `/servers/${server}/actions/change_type`, {
      body: { server_type: ids.cpx22, upgrade_disk: false },
    });
    expect(changed.status).toBe(201);
    expect((await emu.call("GET", `/servers/${server}`)).body.server.server_type.name).toBe(
      "cpx22",
    );
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/change_type`, {
        body: { server_type: true, upgrade_disk: false },
      }),
      "server_type",
    );
  });

  it("rebuild accepts an integer image id; an unknown one is 422 on image", async () => {
    const server = await offServer();
    const rebuilt = await emu.call("POST", `/servers/${server}/actions/rebuild`, {
      body: { image: ids.ubuntu },
    });
    expect(rebuilt.status).toBe(201);
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/rebuild`, { body: { image: 999999 } }),
      "image",
    );
  });

  it("attach_iso accepts an integer ISO id and rejects an object", async () => {
    const server = await offServer();
    const attached = await emu.call("POST", `/servers/${server}/actions/attach_iso`, {
      body: { iso: ids.iso },
    });
    expect(attached.status).toBe(201);
    expect((await emu.call("GET", `/servers/${server}`)).body.server.iso.id).toBe(ids.iso);
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/attach_iso`, { body: { iso: { id: 1 } } }),
      "iso",
    );
  });
});

describe("placement_group of add_to_placement_group", () => {
  const add = (server: number, placementGroup: unknown) =>
    emu.call("POST", `/servers/${server}/actions/add_to_placement_group`, {
      body: { placement_group: placementGroup },
    });
  let groupId = 0;
  const group = () => groupId;
  beforeAll(async () => {
    const created = await emu.call("POST", "/placement_groups", {
      body: { name: "typing-spread", type: "spread" },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    groupId = created.body.placement_group.id;
  });

  it("accepts the id as digits, as hcloud-python 1.15-2.5.2 sent it", async () => {
    const server = await offServer();
    const added = await add(server, String(group()));
    expect(added.status).toBe(201);
    expect((await emu.call("GET", `/servers/${server}`)).body.server.placement_group.id).toBe(
      group(),
    );
  });

  it("accepts the id as an integer", async () => {
    const server = await offServer();
    expect((await add(server, group())).status).toBe(201);
  });

  it("answers an unknown id in digits with 404 not_found, as for an integer", async () => {
    const server = await offServer();
    expect((await add(server, "999999")).body.error.code).toBe("not_found");
    expect((await add(server, 999999)).body.error.code).toBe("not_found");
  });

  it("rejects non-digit strings, signs and leading zeros with 422 naming placement_group", async () => {
    const server = await offServer();
    for (const wrong of ["abc", "0x1", "+1", "01", "1.0", true, null]) {
      expectInvalid(await add(server, wrong), "placement_group");
    }
  });
});

describe("null for optional fields", () => {
  it("enable_rescue takes type null as the default and still rejects type 5", async () => {
    const server = await offServer();
    const enabled = await emu.call("POST", `/servers/${server}/actions/enable_rescue`, {
      body: { type: null },
    });
    expect(enabled.status).toBe(201);
    expect((await emu.call("GET", `/servers/${server}`)).body.server.rescue_enabled).toBe(true);
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/enable_rescue`, { body: { type: 5 } }),
      "type",
    );
  });

  // hcloud-go (v2.47 `ServerClient.EnableRescue`) always sends `type`, `""` when the caller set none.
  it('enable_rescue takes type "" as the default (hcloud-go\'s unset type) and still rejects "linux32"', async () => {
    const server = await offServer();
    const enabled = await emu.call("POST", `/servers/${server}/actions/enable_rescue`, {
      body: { type: "" },
    });
    expect(enabled.status).toBe(201);
    expect(typeof enabled.body.root_password).toBe("string");
    expect((await emu.call("GET", `/servers/${server}`)).body.server.rescue_enabled).toBe(true);
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/enable_rescue`, {
        body: { type: "linux32" },
      }),
      "type",
    );
  });

  it("create_image takes null description, type and labels as left out", async () => {
    const server = await offServer();
    const created = await emu.call("POST", `/servers/${server}/actions/create_image`, {
      body: { description: null, type: null, labels: null },
    });
    expect(created.status).toBe(201);
    expect(created.body.image.type).toBe("snapshot");
    expect(created.body.image.labels).toEqual({});
    expect(typeof created.body.image.description).toBe("string");
    expectInvalid(
      await emu.call("POST", `/servers/${server}/actions/create_image`, {
        body: { type: "system" },
      }),
      "type",
    );
  });

  it("create_floating_ip takes server null and description null as left out", async () => {
    const created = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", home_location: ids.fsn1, server: null, description: null },
    });
    expect(created.status).toBe(201);
    expect(created.body.floating_ip.server).toBeNull();
    expect(created.body.floating_ip.description).toBeNull();
    expect(created.body.floating_ip.home_location.name).toBe("fsn1");
    expect(created.body.action).toBeNull();
    // server null without a home location is still a missing home location.
    expectInvalid(
      await emu.call("POST", "/floating_ips", { body: { type: "ipv4", server: null } }),
      "home_location",
    );
  });

  it("update_floating_ip with description null removes the description", async () => {
    const created = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", home_location: "fsn1", description: "front door" },
    });
    const id = created.body.floating_ip.id;
    expect(created.body.floating_ip.description).toBe("front door");
    const updated = await emu.call("PUT", `/floating_ips/${id}`, { body: { description: null } });
    expect(updated.status).toBe(200);
    expect(updated.body.floating_ip.description).toBeNull();
  });

  it("assign_floating_ip with server null leaves the IP unassigned", async () => {
    const server = await offServer();
    const created = await emu.call("POST", "/floating_ips", { body: { type: "ipv4", server } });
    const id = created.body.floating_ip.id;
    expect(created.body.floating_ip.server).toBe(server);
    const assigned = await emu.call("POST", `/floating_ips/${id}/actions/assign`, {
      body: { server: null },
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.action.command).toBe("unassign_floating_ip");
    expect((await emu.call("GET", `/floating_ips/${id}`)).body.floating_ip.server).toBeNull();
    expectInvalid(
      await emu.call("POST", `/floating_ips/${id}/actions/assign`, { body: { server: "1" } }),
      "server",
    );
  });

  it("create_primary_ip works without assignee_type and with assignee_id null", async () => {
    const created = await emu.call("POST", "/primary_ips", {
      body: {
        name: nextName("ip"),
        type: "ipv4",
        location: ids.fsn1,
        assignee_id: null,
        auto_delete: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.primary_ip.assignee_id).toBeNull();
    expect(created.body.primary_ip.assignee_type).toBe("unassigned"); // since 2026-08-01: nothing holds it
    expect(created.body.primary_ip.location.id).toBe(ids.fsn1);
    expectInvalid(
      await emu.call("POST", "/primary_ips", {
        body: { name: nextName("ip"), type: "ipv4", location: "fsn1", assignee_type: "volume" },
      }),
      "assignee_type",
    );
  });

  it("change_dns_ptr without dns_ptr resets the entry, as null does", async () => {
    const created = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", home_location: "fsn1" },
    });
    const { id, ip } = created.body.floating_ip;
    const initial = created.body.floating_ip.dns_ptr;
    await emu.call("POST", `/floating_ips/${id}/actions/change_dns_ptr`, {
      body: { ip, dns_ptr: "door.example.com" },
    });
    expect((await emu.call("GET", `/floating_ips/${id}`)).body.floating_ip.dns_ptr).toEqual([
      { ip, dns_ptr: "door.example.com" },
    ]);
    const reset = await emu.call("POST", `/floating_ips/${id}/actions/change_dns_ptr`, {
      body: { ip },
    });
    expect(reset.status).toBe(201);
    expect((await emu.call("GET", `/floating_ips/${id}`)).body.floating_ip.dns_ptr).toEqual(
      initial,
    );
  });
});
