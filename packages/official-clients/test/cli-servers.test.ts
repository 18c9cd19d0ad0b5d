import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import { TOKENS, waitFor } from "../src/emulator.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: a server's life"), () => {
  const { target, cli } = useCliScenario("servers");
  let fakeSshDir: string;
  let opsKeyId: number;
  let serverId: number;
  let ipv4: string;

  beforeAll(() => {
    // `hcloud server ssh` runs `ssh`; this one records its arguments instead of connecting.
    fakeSshDir = mkdtempSync(join(tmpdir(), "official-clients-ssh-"));
    writeFileSync(join(fakeSshDir, "ssh"), '#!/bin/sh\necho "fake-ssh $*"\n');
    chmodSync(join(fakeSshDir, "ssh"), 0o755);
  });
  afterAll(() => {
    if (fakeSshDir) rmSync(fakeSshDir, { recursive: true, force: true });
  });

  it("creates a server with one SSH key by name and one by id, then finds it", async () => {
    await cli.ok([
      "ssh-key",
      "create",
      "--name",
      "admin",
      "--public-key",
      sshPublicKey("official-clients"),
    ]);
    const ops = await cli.ok([
      "ssh-key",
      "create",
      "--name",
      "ops",
      "--public-key",
      sshPublicKey("official-clients"),
    ]);
    opsKeyId = createdId(ops, "SSH key");

    const created = await cli.ok([
      "server",
      "create",
      "--name",
      "web-1",
      "--type",
      "cpx22",
      "--image",
      "ubuntu-24.04",
      "--location",
      "fsn1",
      "--ssh-key",
      "admin",
      "--ssh-key",
      String(opsKeyId),
      "--label",
      "role=web",
    ]);
    serverId = createdId(created, "Server");
    ipv4 = /IPv4: (\S+)/.exec(created)?.[1] ?? "";
    expect(ipv4).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    // SSH keys were given, so the API returns no root password.
    expect(created).not.toMatch(/Root password/);

    const server = await cli.json(["server", "describe", "web-1"]);
    expect(server).toMatchObject({
      id: serverId,
      name: "web-1",
      status: "running",
      labels: { role: "web" },
      server_type: { name: "cpx22" },
      image: { name: "ubuntu-24.04" },
      public_net: { ipv4: { ip: ipv4 } },
    });

    // CLI 1.30 (2023) shows a server's place only as `datacenter`, which the API removed on
    // 2026-07-01: its JSON has no datacenter location any more (and no `location` of its own).
    expect(server.datacenter?.location?.name ?? null).toBeNull();

    const listed = await cli.json(["server", "list", "--selector", "role=web"]);
    expect(listed.map((s: { id: number }) => s.id)).toEqual([serverId]);
    expect(await cli.json(["server", "list", "--selector", "role=db"])).toBeNull();
    expect((await cli.ok(["server", "ip", "web-1"])).trim()).toBe(ipv4);
    const ipv6 = (await cli.ok(["server", "ip", "-6", "web-1"])).trim();
    expect(ipv6).toMatch(/^[0-9a-f:]+::1$/);

    // A second server named like the first is refused.
    await cli.fails(
      ["server", "create", "--name", "web-1", "--type", "cpx22", "--image", "ubuntu-24.04"],
      /uniqueness_error/,
    );
  });

  it("renames and relabels it", async () => {
    await cli.ok(["server", "update", "web-1", "--name", "web-01"]);
    await cli.ok(["server", "add-label", "web-01", "tier=frontend"]);
    await cli.ok(["server", "remove-label", "web-01", "role"]);
    const server = await cli.json(["server", "describe", String(serverId)]);
    expect(server).toMatchObject({ name: "web-01", labels: { tier: "frontend" } });
    expect(server.labels.role).toBeUndefined();
  });

  it("powers off, on, reboots, resets and shuts down", async () => {
    await cli.ok(["server", "poweroff", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).status).toBe("off");
    await cli.ok(["server", "poweron", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).status).toBe("running");
    await cli.ok(["server", "reboot", "web-01"]);
    await cli.ok(["server", "reset", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).status).toBe("running");
    await cli.ok(["server", "shutdown", "web-01"]);
    await cli.ok(["server", "poweron", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).status).toBe("running");
  });

  it("resets the root password, opens a console and reads metrics", async () => {
    const reset = await cli.ok(["server", "reset-password", "web-01"]);
    expect(reset).toMatch(/Password of server \d+ reset to: \S{8,}/);
    // CLI 1.30 quirk: this command's JSON uses the Go field names, not the API's.
    const console = await cli.json(["server", "request-console", "web-01"]);
    expect(console).toEqual({
      WSSURL: expect.stringMatching(/^wss:\/\//),
      Password: expect.any(String),
    });
    const metrics = await cli.json(["server", "metrics", "web-01", "--type", "cpu"]);
    expect(metrics.metrics.step).toBeGreaterThan(0);
    expect(metrics.metrics.time_series.cpu.values.length).toBeGreaterThan(0);
  });

  it("enables and disables rescue, attaches an ISO, backups and reverse DNS", async () => {
    const rescue = await cli.ok(["server", "enable-rescue", "web-01", "--ssh-key", "admin"]);
    expect(rescue).toMatch(/Rescue enabled for server \d+ with root password: \S+/);
    expect((await cli.json(["server", "describe", "web-01"])).rescue_enabled).toBe(true);
    await cli.ok(["server", "disable-rescue", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).rescue_enabled).toBe(false);

    const isos = await cli.json(["iso", "list"]);
    await cli.ok(["server", "attach-iso", "web-01", isos[0].name]);
    expect((await cli.json(["server", "describe", "web-01"])).iso).toMatchObject({
      id: isos[0].id,
    });
    await cli.ok(["server", "detach-iso", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).iso).toBeNull();

    await cli.ok(["server", "enable-backup", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).backup_window).toEqual(
      expect.any(String),
    );
    await cli.ok(["server", "disable-backup", "web-01"]);
    expect((await cli.json(["server", "describe", "web-01"])).backup_window).toBeNull();

    await cli.ok(["server", "set-rdns", "web-01", "--hostname", "web.example.com"]);
    expect((await cli.json(["server", "describe", "web-01"])).public_net.ipv4.dns_ptr).toBe(
      "web.example.com",
    );
  });

  it("snapshots the server, manages the image, and rebuilds from it", async () => {
    const output = await cli.ok([
      "server",
      "create-image",
      "web-01",
      "--type",
      "snapshot",
      "--description",
      "before-upgrade",
      "--label",
      "kind=golden",
    ]);
    const imageId = Number(/Image (\d+) created/.exec(output)?.[1]);
    expect(imageId).toBeGreaterThan(0);
    const snapshots = await cli.json(["image", "list", "--type", "snapshot"]);
    expect(snapshots.map((i: { id: number }) => i.id)).toEqual([imageId]);
    expect(await cli.json(["image", "describe", String(imageId)])).toMatchObject({
      type: "snapshot",
      status: "available",
      description: "before-upgrade",
      created_from: { id: serverId },
      labels: { kind: "golden" },
    });
    await cli.ok(["image", "update", String(imageId), "--description", "golden-2026"]);
    await cli.ok(["image", "add-label", String(imageId), "os=ubuntu"]);
    await cli.ok(["image", "remove-label", String(imageId), "kind"]);
    expect(await cli.json(["image", "list", "--selector", "os=ubuntu"])).toHaveLength(1);

    await cli.ok(["server", "rebuild", "web-01", "--image", "debian-12"]);
    expect((await cli.json(["server", "describe", "web-01"])).image.name).toBe("debian-12");
    await cli.ok(["server", "rebuild", "web-01", "--image", String(imageId)]);
    expect((await cli.json(["server", "describe", "web-01"])).image.id).toBe(imageId);

    await cli.ok(["image", "enable-protection", String(imageId), "delete"]);
    await cli.fails(["image", "delete", String(imageId)], /protected/);
    await cli.ok(["image", "disable-protection", String(imageId), "delete"]);
    await cli.ok(["image", "delete", String(imageId)]);
    await cli.fails(["image", "describe", String(imageId)], /image not found/i);
  });

  it("changes the server type while off, keeping the disk", async () => {
    await cli.ok(["server", "poweroff", "web-01"]);
    await cli.ok(["server", "change-type", "web-01", "cpx32", "--keep-disk"]);
    const server = await cli.json(["server", "describe", "web-01"]);
    expect(server.server_type.name).toBe("cpx32");
    // --keep-disk keeps the old type's disk size.
    expect(server.primary_disk_size).toBe(80);
    await cli.ok(["server", "poweron", "web-01"]);
  });

  it("runs ssh against the server's public IPv4 as root", async () => {
    const output = await cli.withPathPrefix(fakeSshDir).ok(["server", "ssh", "web-01", "uptime"]);
    expect(output).toMatch(/^fake-ssh /);
    expect(output).toContain(ipv4);
    expect(output).toMatch(/\broot\b/);
    expect(output).toMatch(/-p 22\b/);
    expect(output.trim()).toMatch(/uptime$/);
  });

  it("refuses to delete or rebuild a protected server (423 protected)", async () => {
    await cli.ok(["server", "enable-protection", "web-01", "delete", "rebuild"]);
    const server = await cli.json(["server", "describe", "web-01"]);
    expect(server.protection).toEqual({ delete: true, rebuild: true });
    await cli.fails(["server", "delete", "web-01"], /protected/);
    await cli.fails(["server", "rebuild", "web-01", "--image", "debian-12"], /protected/);
    await cli.ok(["server", "disable-protection", "web-01", "delete", "rebuild"]);
  });

  it("refuses a second action while one runs (423 locked)", async () => {
    target.clock.pause();
    const powerOff = cli.run(["server", "poweroff", "web-01"]);
    try {
      await waitFor("the poweroff action to start", async () =>
        (await target.runningActions(TOKENS.projectA, "servers")).some(
          (action) => action.command === "stop_server",
        ),
      );
      await cli.fails(["server", "reboot", "web-01"], /locked/);
    } finally {
      target.clock.resume();
    }
    expect((await powerOff).exitCode).toBe(0);
    expect((await cli.json(["server", "describe", "web-01"])).status).toBe("off");
  });

  it("creates a stopped server without IPv6 and deletes both servers", async () => {
    const created = await cli.ok([
      "server",
      "create",
      "--name",
      "batch-1",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--ssh-key",
      String(opsKeyId),
      "--start-after-create=false",
      "--without-ipv6",
    ]);
    const batchId = createdId(created, "Server");
    const batch = await cli.json(["server", "describe", String(batchId)]);
    expect(batch).toMatchObject({ status: "off", public_net: { ipv6: null } });

    expect(await cli.ok(["server", "delete", "batch-1"])).toMatch(/Server batch-1 deleted/);
    await cli.ok(["server", "delete", "web-01"]);
    await cli.fails(["server", "describe", "web-01"], /server not found/i);
    expect(await cli.json(["server", "list"])).toBeNull();
  });
});
