import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, describe, expect, it } from "vitest";
import { startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

/** How to create and delete one named resource of each kind the names of which are unique. */
const KINDS = [
  {
    path: "/servers",
    key: "server",
    body: (name: string) => ({ name, server_type: "cx22", image: "ubuntu-24.04" }),
  },
  {
    path: "/ssh_keys",
    key: "ssh_key",
    // A fresh key each time: the fingerprint is unique too, and this test is about names.
    body: (name: string) => ({ name, public_key: sshPublicKey() }),
  },
  {
    path: "/networks",
    key: "network",
    body: (name: string) => ({ name, ip_range: "10.0.0.0/16" }),
  },
  { path: "/firewalls", key: "firewall", body: (name: string) => ({ name }) },
  {
    path: "/primary_ips",
    key: "primary_ip",
    body: (name: string) => ({ name, type: "ipv4", assignee_type: "server", location: "fsn1" }),
  },
  {
    path: "/floating_ips",
    key: "floating_ip",
    body: (name: string) => ({ name, type: "ipv4", home_location: "fsn1" }),
  },
];

const emu = useTestEmulator();

describe.each(KINDS)("names of $key", (kind) => {
  const create = (name: string, token = "tok-a") =>
    emu.call("POST", kind.path, { token, body: kind.body(`${kind.key}-${name}`) });
  const rename = (id: number, name: string) =>
    emu.call("PUT", `${kind.path}/${id}`, { body: { name: `${kind.key}-${name}` } });

  it("stay unique through renames and deletes, per project", async () => {
    const first = await create("alpha");
    expect(first.status).toBe(201);
    const id = first.body[kind.key].id;
    expect((await rename(id, "beta")).status).toBe(200);

    // The old name is free again, the new one is taken.
    const second = await create("alpha");
    expect(second.status).toBe(201);
    const taken = await create("beta");
    expect([taken.status, taken.body.error.code]).toEqual([409, "uniqueness_error"]);
    const renamedOnto = await rename(second.body[kind.key].id, "beta");
    expect([renamedOnto.status, renamedOnto.body.error.code]).toEqual([409, "uniqueness_error"]);
    // Renaming a record to its own name is not a conflict with itself.
    expect((await rename(id, "beta")).status).toBe(200);

    // Another project has its own namespace.
    expect((await create("beta", "tok-b")).status).toBe(201);

    expect((await emu.call("DELETE", `${kind.path}/${id}`)).status).toBeLessThan(300);
    expect((await create("beta")).status).toBe(201);
  });
});

describe("SSH key fingerprints", () => {
  it("reject a second copy of a key until the first is deleted", async () => {
    const key = sshPublicKey();
    const first = await emu.call("POST", "/ssh_keys", { body: { name: "fp-1", public_key: key } });
    expect(first.status).toBe(201);
    await emu.call("PUT", `/ssh_keys/${first.body.ssh_key.id}`, { body: { name: "fp-renamed" } });
    const copy = await emu.call("POST", "/ssh_keys", { body: { name: "fp-2", public_key: key } });
    expect([copy.status, copy.body.error.details.fields[0].name]).toEqual([409, "public_key"]);
    const listed = await emu.call(
      "GET",
      `/ssh_keys?fingerprint=${encodeURIComponent(first.body.ssh_key.fingerprint)}`,
    );
    expect(listed.body.ssh_keys.map((entry: { name: string }) => entry.name)).toEqual([
      "fp-renamed",
    ]);
    expect((await emu.call("DELETE", `/ssh_keys/${first.body.ssh_key.id}`)).status).toBe(204);
    expect(
      (await emu.call("POST", "/ssh_keys", { body: { name: "fp-2", public_key: key } })).status,
    ).toBe(201);
  });
});

describe("uniqueness after a restart with CLOUD_API_DATA", () => {
  const directory = mkdtempSync(join(tmpdir(), "emulator-unique-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("still rejects taken names and keys, and frees renamed-away and deleted ones", async () => {
    const dataFile = join(directory, "state.json");
    const restartKey = sshPublicKey();
    const first = await startTestEmulator({ dataFile });
    await first.call("POST", "/servers", {
      body: { name: "kept", server_type: "cx22", image: "ubuntu-24.04" },
    });
    const network = await first.call("POST", "/networks", {
      body: { name: "net-old", ip_range: "10.0.0.0/16" },
    });
    await first.call("PUT", `/networks/${network.body.network.id}`, { body: { name: "net-new" } });
    const key = await first.call("POST", "/ssh_keys", {
      body: { name: "key", public_key: restartKey },
    });
    const gone = await first.call("POST", "/firewalls", { body: { name: "gone" } });
    await first.call("DELETE", `/firewalls/${gone.body.firewall.id}`);
    await first.close();

    const second = await startTestEmulator({ dataFile });
    const status = async (path: string, body: unknown) =>
      (await second.call("POST", path, { body })).status;
    expect(
      await status("/servers", { name: "kept", server_type: "cx22", image: "ubuntu-24.04" }),
    ).toBe(409);
    expect(await status("/networks", { name: "net-new", ip_range: "10.1.0.0/16" })).toBe(409);
    expect(await status("/networks", { name: "net-old", ip_range: "10.1.0.0/16" })).toBe(201);
    expect(await status("/ssh_keys", { name: "other", public_key: restartKey })).toBe(409);
    expect(await status("/ssh_keys", { name: "key", public_key: sshPublicKey() })).toBe(409);
    expect(await status("/firewalls", { name: "gone" })).toBe(201);
    expect((await second.call("GET", `/ssh_keys/${key.body.ssh_key.id}`)).status).toBe(200);
    await second.close();
  });
});
