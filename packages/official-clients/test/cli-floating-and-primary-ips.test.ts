import { describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import { TOKENS } from "../src/emulator.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: floating and primary IPs"), () => {
  const { target, cli } = useCliScenario("floating and primary IPs");
  let serverId: number;

  it("moves a floating IP between servers, with reverse DNS and protection", async () => {
    serverId = createdId(
      await cli.ok([
        "server",
        "create",
        "--name",
        "lb-1",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--location",
        "fsn1",
      ]),
      "Server",
    );
    await cli.ok([
      "server",
      "create",
      "--name",
      "lb-2",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--location",
      "fsn1",
    ]);

    const created = await cli.ok([
      "floating-ip",
      "create",
      "--type",
      "ipv4",
      "--home-location",
      "fsn1",
      "--name",
      "vip",
      "--description",
      "public entry",
      "--label",
      "svc=lb",
    ]);
    const vipId = createdId(created, "Floating IP");
    let vip = await cli.json(["floating-ip", "describe", "vip"]);
    expect(vip).toMatchObject({
      id: vipId,
      type: "ipv4",
      name: "vip",
      description: "public entry",
      server: null,
      home_location: { name: "fsn1" },
      labels: { svc: "lb" },
    });

    await cli.ok(["floating-ip", "assign", "vip", "lb-1"]);
    expect((await cli.json(["floating-ip", "describe", "vip"])).server).toBe(serverId);
    expect((await cli.json(["server", "describe", "lb-1"])).public_net.floating_ips).toEqual([
      vipId,
    ]);
    await cli.ok(["floating-ip", "assign", String(vipId), "lb-2"]);
    const lb2 = await cli.json(["server", "describe", "lb-2"]);
    expect((await cli.json(["floating-ip", "describe", "vip"])).server).toBe(lb2.id);

    await cli.ok(["floating-ip", "set-rdns", "vip", "--hostname", "www.example.com"]);
    vip = await cli.json(["floating-ip", "describe", "vip"]);
    expect(vip.dns_ptr).toEqual([{ ip: vip.ip, dns_ptr: "www.example.com" }]);

    // The IP must be unassigned before it can be deleted.
    await cli.fails(["floating-ip", "delete", "vip"], /must_be_unassigned/);
    await cli.ok(["floating-ip", "unassign", "vip"]);
    expect((await cli.json(["floating-ip", "describe", "vip"])).server).toBeNull();

    await cli.ok(["floating-ip", "update", "vip", "--name", "vip-old", "--description", "retired"]);
    await cli.ok(["floating-ip", "add-label", "vip-old", "state=retired"]);
    await cli.ok(["floating-ip", "remove-label", "vip-old", "svc"]);
    expect(await cli.json(["floating-ip", "list", "--selector", "state=retired"])).toEqual([
      expect.objectContaining({ id: vipId, name: "vip-old", description: "retired" }),
    ]);
    await cli.ok(["floating-ip", "enable-protection", "vip-old", "delete"]);
    await cli.fails(["floating-ip", "delete", "vip-old"], /protected/);
    await cli.ok(["floating-ip", "disable-protection", "vip-old", "delete"]);
    await cli.ok(["floating-ip", "delete", "vip-old"]);

    // Created straight onto a server, IPv6 this time.
    const v6 = createdId(
      await cli.ok(["floating-ip", "create", "--type", "ipv6", "--server", "lb-1"]),
      "Floating IP",
    );
    expect(await cli.json(["floating-ip", "describe", String(v6)])).toMatchObject({
      type: "ipv6",
      server: serverId,
      home_location: { name: "fsn1" },
    });
    await cli.fails(
      [
        "floating-ip",
        "create",
        "--type",
        "ipv4",
        "--home-location",
        "fsn1",
        "--name",
        `floating_ip-${v6}`,
      ],
      /uniqueness_error/,
    );
  });

  it("creates a primary IP, builds a server on it and moves it to a stopped server", async () => {
    // CLI 1.30 quirk: `primary-ip create --label` is accepted but never sent (and the CLI has
    // no primary-ip add-label), so this scenario gives the IP no labels.
    // CLI 1.30 (2023) can create a primary IP only with `--datacenter`, which the API removed
    // from the body on 2026-07-01: the request is refused (422 invalid_input on `datacenter`).
    await cli.fails(
      [
        "primary-ip",
        "create",
        "--type",
        "ipv4",
        "--name",
        "stable-ip",
        "--datacenter",
        "fsn1-dc14",
      ],
      /invalid_input|datacenter/,
    );
    // So the IP is created the way a current client does (with `location`); the old CLI takes
    // it over from here.
    const response = await fetch(`${target.url}/primary_ips`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKENS.projectA}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "stable-ip", type: "ipv4", location: "fsn1" }),
    });
    expect(response.status).toBe(201);
    const ipId = ((await response.json()) as { primary_ip: { id: number } }).primary_ip.id;
    const ip = await cli.json(["primary-ip", "describe", "stable-ip"]);
    expect(ip).toMatchObject({
      id: ipId,
      type: "ipv4",
      assignee_id: null,
      auto_delete: false,
      labels: {},
    });

    // `server create --datacenter` is refused the same way since 2026-07-01; `--location` works.
    await cli.fails(
      [
        "server",
        "create",
        "--name",
        "db-0",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--datacenter",
        "fsn1-dc14",
      ],
      /invalid_input|datacenter/,
    );
    const dbId = createdId(
      await cli.ok([
        "server",
        "create",
        "--name",
        "db-1",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--location",
        "fsn1",
        "--primary-ipv4",
        "stable-ip",
      ]),
      "Server",
    );
    const db = await cli.json(["server", "describe", "db-1"]);
    expect(db.public_net.ipv4).toMatchObject({ id: ipId, ip: ip.ip });
    expect((await cli.json(["primary-ip", "describe", String(ipId)])).assignee_id).toBe(dbId);

    await cli.ok([
      "primary-ip",
      "set-rdns",
      "stable-ip",
      "--ip",
      ip.ip,
      "--hostname",
      "db.example.com",
    ]);
    expect((await cli.json(["primary-ip", "describe", "stable-ip"])).dns_ptr).toEqual([
      { ip: ip.ip, dns_ptr: "db.example.com" },
    ]);

    // A primary IP moves only between stopped servers.
    await cli.fails(["primary-ip", "unassign", "stable-ip"], /server_not_stopped|not stopped/i);
    await cli.ok(["server", "poweroff", "db-1"]);
    await cli.ok(["primary-ip", "unassign", "stable-ip"]);
    await cli.ok([
      "server",
      "create",
      "--name",
      "db-2",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--location",
      "fsn1",
      "--without-ipv4",
      "--start-after-create=false",
    ]);
    await cli.ok(["primary-ip", "assign", "stable-ip", "--server", "db-2"]);
    const db2 = await cli.json(["server", "describe", "db-2"]);
    expect(db2.public_net.ipv4).toMatchObject({ id: ipId });

    await cli.ok(["primary-ip", "update", "stable-ip", "--name", "db-ip"]);
    await cli.ok(["primary-ip", "update", "db-ip", "--auto-delete"]);
    const listed = await cli.json(["primary-ip", "list"]);
    expect(listed.find((entry: { id: number }) => entry.id === ipId)).toMatchObject({
      name: "db-ip",
      auto_delete: true,
    });
    await cli.ok(["primary-ip", "enable-protection", "db-ip"]);
    expect((await cli.json(["primary-ip", "describe", "db-ip"])).protection).toEqual({
      delete: true,
    });
    await cli.ok(["primary-ip", "unassign", "db-ip"]);
    await cli.fails(["primary-ip", "delete", "db-ip"], /protected/);
    await cli.ok(["primary-ip", "disable-protection", "db-ip"]);
    await cli.ok(["primary-ip", "delete", "db-ip"]);
    await cli.fails(["primary-ip", "describe", String(ipId)], /not found/i);
  });
});
