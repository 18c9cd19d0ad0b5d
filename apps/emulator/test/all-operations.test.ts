import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  exercised,
  operations,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "./support/harness.js";
import { walkCertificates } from "./support/walks/certificates.js";
import { walkLoadBalancers } from "./support/walks/load-balancers.js";
import { walkVolumes } from "./support/walks/volumes.js";
import { walkZones } from "./support/walks/zones.js";

const PUBLIC_KEY = sshPublicKey("user@example");

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});

async function ok(method: string, path: string, body?: unknown) {
  const result = await emu.call(method, path, { body });
  if (result.status >= 400)
    throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

describe("a walk through every operation of the spec", () => {
  it("has a handler for every operation of the bundle", () => {
    expect(emu.unimplementedOperations).toEqual([]);
  });
  it("answers every operation with a spec-valid success response", async () => {
    for (const path of [
      "/locations",
      "/locations/1",
      "/server_types",
      "/server_types/1",
      "/isos",
      "/isos/1",
      "/pricing",
      "/images",
      "/images/161547269",
    ]) {
      await ok("GET", path);
    }
    const key = (await ok("POST", "/ssh_keys", { name: "key", public_key: PUBLIC_KEY })).ssh_key;
    await ok("GET", "/ssh_keys");
    await ok("GET", `/ssh_keys/${key.id}`);
    await ok("PUT", `/ssh_keys/${key.id}`, { name: "key2", labels: { env: "test" } });

    const network = (
      await ok("POST", "/networks", {
        name: "net",
        ip_range: "10.0.0.0/16",
        subnets: [{ type: "cloud", network_zone: "eu-central" }],
      })
    ).network;
    await ok("GET", "/networks");
    await ok("GET", `/networks/${network.id}`);
    await ok("PUT", `/networks/${network.id}`, { name: "net2" });
    await ok("POST", `/networks/${network.id}/actions/add_subnet`, {
      type: "cloud",
      network_zone: "eu-central",
      ip_range: "10.0.8.0/24",
    });
    await ok("POST", `/networks/${network.id}/actions/delete_subnet`, { ip_range: "10.0.8.0/24" });
    await ok("POST", `/networks/${network.id}/actions/add_route`, {
      destination: "10.100.1.0/24",
      gateway: "10.0.1.1",
    });
    await ok("POST", `/networks/${network.id}/actions/delete_route`, {
      destination: "10.100.1.0/24",
      gateway: "10.0.1.1",
    });
    await ok("POST", `/networks/${network.id}/actions/change_ip_range`, {
      ip_range: "10.0.0.0/15",
    });
    await ok("POST", `/networks/${network.id}/actions/change_protection`, { delete: false });
    const networkActions = await ok("GET", `/networks/${network.id}/actions`);
    const networkActionId = networkActions.actions[0].id;
    await ok("GET", "/networks/actions");
    await ok("GET", `/networks/actions/${networkActionId}`);
    await ok("GET", `/networks/${network.id}/actions/${networkActionId}`);

    const created = await ok("POST", "/servers", {
      name: "web-1",
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      networks: [network.id],
      labels: { role: "web" },
    });
    const server = created.server;
    expect(created.root_password).toEqual(expect.any(String));
    const members = await ok("GET", `/networks/${network.id}/members?type=server`);
    expect(members.members.map((member: { id: number }) => member.id)).toEqual([server.id]);
    await ok("GET", "/servers");
    await ok("GET", `/servers/${server.id}`);
    await ok("PUT", `/servers/${server.id}`, { labels: { role: "web", env: "prod" } });
    await ok(
      "GET",
      `/servers/${server.id}/metrics?type=cpu&type=network&start=2024-01-01T00:00:00Z&end=2024-01-01T01:00:00Z`,
    );
    const ipv4 = server.public_net.ipv4.ip;
    for (const [verb, body] of [
      ["poweroff", undefined],
      ["poweron", undefined],
      ["shutdown", undefined],
      ["change_type", { server_type: "cx32", upgrade_disk: false }],
      ["reboot", undefined],
      ["reset", undefined],
      ["rebuild", { image: "debian-12" }],
      ["change_protection", { delete: true, rebuild: true }],
      ["change_protection", { delete: false, rebuild: false }],
      ["change_dns_ptr", { ip: ipv4, dns_ptr: "web.example.com" }],
      ["detach_from_network", { network: network.id }],
      ["attach_to_network", { network: network.id, alias_ips: ["10.0.0.50"] }],
      ["change_alias_ips", { network: network.id, alias_ips: ["10.0.0.51"] }],
      ["attach_iso", { iso: "virtio-win-0.1.266.iso" }],
      ["detach_iso", undefined],
      ["enable_backup", undefined],
      ["disable_backup", undefined],
      ["enable_rescue", { type: "linux64" }],
      ["disable_rescue", undefined],
      ["request_console", undefined],
      ["reset_password", undefined],
    ] as const) {
      await ok("POST", `/servers/${server.id}/actions/${verb}`, body);
    }
    // A server must be off to join a placement group.
    const group = (await ok("POST", "/placement_groups", { name: "spread-1", type: "spread" }))
      .placement_group;
    await ok("POST", `/servers/${server.id}/actions/poweroff`);
    await ok("POST", `/servers/${server.id}/actions/add_to_placement_group`, {
      placement_group: group.id,
    });
    await ok("POST", `/servers/${server.id}/actions/remove_from_placement_group`);
    await ok("DELETE", `/placement_groups/${group.id}`);
    await ok("POST", `/servers/${server.id}/actions/poweron`);
    const snapshot = await ok("POST", `/servers/${server.id}/actions/create_image`, {
      description: "snap",
      labels: { kind: "snap" },
    });
    const image = snapshot.image;
    await ok("PUT", `/images/${image.id}`, { description: "renamed" });
    await ok("POST", `/images/${image.id}/actions/change_protection`, { delete: false });
    const imageActions = await ok("GET", `/images/${image.id}/actions`);
    await ok("GET", "/images/actions");
    await ok("GET", `/images/actions/${imageActions.actions[0].id}`);
    await ok("GET", `/images/${image.id}/actions/${imageActions.actions[0].id}`);
    const serverActions = await ok("GET", `/servers/${server.id}/actions?sort=command:desc`);
    const serverActionId = serverActions.actions[0].id;
    await ok("GET", "/servers/actions?status=success");
    await ok("GET", `/servers/actions/${serverActionId}`);
    await ok("GET", `/servers/${server.id}/actions/${serverActionId}`);
    await ok("GET", `/actions?id=${serverActionId}`);
    await ok("GET", `/actions/${serverActionId}`);

    const primary = (
      await ok("POST", "/primary_ips", {
        name: "spare",
        type: "ipv4",
        assignee_type: "server",
        location: "fsn1",
      })
    ).primary_ip;
    await ok("GET", "/primary_ips");
    await ok("GET", `/primary_ips/${primary.id}`);
    await ok("PUT", `/primary_ips/${primary.id}`, { auto_delete: false, labels: { spare: "yes" } });
    await ok("POST", `/primary_ips/${primary.id}/actions/change_dns_ptr`, {
      ip: primary.ip,
      dns_ptr: "spare.example.com",
    });
    await ok("POST", `/primary_ips/${primary.id}/actions/change_protection`, { delete: false });
    await ok("POST", `/servers/${server.id}/actions/poweroff`);
    await ok("POST", `/primary_ips/${server.public_net.ipv4.id}/actions/unassign`);
    await ok("POST", `/primary_ips/${primary.id}/actions/assign`, {
      assignee_type: "server",
      assignee_id: server.id,
    });
    const primaryActions = await ok("GET", `/primary_ips/${primary.id}/actions`);
    await ok("GET", "/primary_ips/actions");
    await ok("GET", `/primary_ips/actions/${primaryActions.actions[0].id}`);
    await ok("GET", `/primary_ips/${primary.id}/actions/${primaryActions.actions[0].id}`);
    await ok("DELETE", `/primary_ips/${server.public_net.ipv4.id}`);

    const floating = (
      await ok("POST", "/floating_ips", { type: "ipv4", home_location: "nbg1", description: "vip" })
    ).floating_ip;
    await ok("GET", "/floating_ips");
    await ok("GET", `/floating_ips/${floating.id}`);
    await ok("PUT", `/floating_ips/${floating.id}`, { name: "vip" });
    await ok("POST", `/floating_ips/${floating.id}/actions/assign`, { server: server.id });
    await ok("POST", `/floating_ips/${floating.id}/actions/change_dns_ptr`, {
      ip: floating.ip,
      dns_ptr: "vip.example.com",
    });
    await ok("POST", `/floating_ips/${floating.id}/actions/change_protection`, { delete: false });
    await ok("POST", `/floating_ips/${floating.id}/actions/unassign`);
    const floatingActions = await ok("GET", `/floating_ips/${floating.id}/actions`);
    await ok("GET", "/floating_ips/actions");
    await ok("GET", `/floating_ips/actions/${floatingActions.actions[0].id}`);
    await ok("GET", `/floating_ips/${floating.id}/actions/${floatingActions.actions[0].id}`);
    await ok("DELETE", `/floating_ips/${floating.id}`);

    const firewall = (
      await ok("POST", "/firewalls", {
        name: "fw",
        rules: [{ direction: "in", protocol: "tcp", port: "22", source_ips: ["0.0.0.0/0"] }],
      })
    ).firewall;
    await ok("GET", "/firewalls");
    await ok("GET", `/firewalls/${firewall.id}`);
    await ok("PUT", `/firewalls/${firewall.id}`, { labels: { team: "ops" } });
    await ok("POST", `/firewalls/${firewall.id}/actions/set_rules`, { rules: [] });
    await ok("POST", `/firewalls/${firewall.id}/actions/apply_to_resources`, {
      apply_to: [
        { type: "server", server: { id: server.id } },
        { type: "label_selector", label_selector: { selector: "role=web" } },
      ],
    });
    await ok("POST", `/firewalls/${firewall.id}/actions/remove_from_resources`, {
      remove_from: [
        { type: "server", server: { id: server.id } },
        { type: "label_selector", label_selector: { selector: "role=web" } },
      ],
    });
    const firewallActions = await ok("GET", `/firewalls/${firewall.id}/actions`);
    await ok("GET", "/firewalls/actions");
    await ok("GET", `/firewalls/actions/${firewallActions.actions[0].id}`);
    await ok("GET", `/firewalls/${firewall.id}/actions/${firewallActions.actions[0].id}`);

    await ok("DELETE", `/servers/${server.id}`);
    await ok("DELETE", `/firewalls/${firewall.id}`);
    await ok("DELETE", `/images/${image.id}`);
    await ok("DELETE", `/networks/${network.id}`);
    await ok("DELETE", `/primary_ips/${primary.id}`);
    await ok("DELETE", `/ssh_keys/${key.id}`);

    // The datacenter endpoints answer only before their sunset (2026-10-01): walked on an
    // emulator whose clock starts before it; on this one (today's clock) they are gone.
    for (const path of ["/datacenters", "/datacenters/4"]) {
      const gone = await emu.call("GET", path);
      expect(gone.status).toBe(410);
      expect(gone.body.error.code).toBe("deprecated_api_endpoint");
    }
    const beforeSunset = await startTestEmulator({ clock: () => Date.UTC(2026, 8, 1) });
    try {
      for (const path of ["/datacenters", "/datacenters/4"]) {
        const result = await beforeSunset.call("GET", path);
        expect(result.status).toBe(200);
      }
    } finally {
      await beforeSunset.close();
    }

    // The families added with issue 18, one walk each (test/walks/).
    await walkVolumes(ok);
    await walkLoadBalancers(ok);
    await walkCertificates(ok);
    await walkZones(ok);

    const missing = operations
      .map((operation) => operation.operationId)
      .filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
    expect(specViolations).toEqual([]);
  });
});
