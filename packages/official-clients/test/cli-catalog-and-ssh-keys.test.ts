import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { describe, expect, it } from "vitest";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: catalog and SSH keys"), () => {
  const { cli } = useCliScenario("catalog and ssh-keys");

  it("lists and describes locations, server types, images and ISOs by name and id; datacenters are gone", async () => {
    const locations = await cli.json(["location", "list"]);
    expect(locations.map((l: { name: string }) => l.name)).toContain("fsn1");
    const fsn1 = await cli.json(["location", "describe", "fsn1"]);
    expect(fsn1).toMatchObject({ name: "fsn1", country: "DE", network_zone: "eu-central" });
    expect(await cli.json(["location", "describe", String(fsn1.id)])).toMatchObject({
      name: "fsn1",
    });

    // The API removed /datacenters on 2026-10-01 (410 deprecated_api_endpoint); CLI 1.30 (2023)
    // still offers the commands, which now fail the same way against the real API.
    await cli.fails(
      ["datacenter", "list"],
      /deprecated_api_endpoint|API functionality was removed/,
    );
    await cli.fails(
      ["datacenter", "describe", "fsn1-dc14"],
      /deprecated_api_endpoint|API functionality was removed/,
    );

    const types = await cli.json(["server-type", "list"]);
    const cpx22 = types.find((t: { name: string }) => t.name === "cpx22");
    expect(cpx22).toMatchObject({ name: "cpx22", storage_type: "local" });
    const described = await cli.json(["server-type", "describe", String(cpx22.id)]);
    expect(described.prices.length).toBeGreaterThan(0);

    const images = await cli.json(["image", "list", "--selector", ""]);
    expect(images.some((i: { name: string }) => i.name === "ubuntu-24.04")).toBe(true);
    const systemImages = await cli.json(["image", "list", "--type", "system"]);
    expect(systemImages.every((i: { type: string }) => i.type === "system")).toBe(true);
    expect(await cli.json(["image", "describe", "debian-12"])).toMatchObject({
      name: "debian-12",
      type: "system",
    });

    const isos = await cli.json(["iso", "list"]);
    expect(isos.length).toBeGreaterThan(0);
    expect(await cli.json(["iso", "describe", isos[0].name])).toMatchObject({ id: isos[0].id });

    // Table output, the default a user sees first.
    expect(await cli.ok(["server-type", "list"])).toMatch(/^ID\s+NAME\s+CORES/);
    await cli.fails(["location", "describe", "xyz9"], /location not found: xyz9/);
  });

  it("creates, labels, renames, lists by selector and deletes an SSH key", async () => {
    const publicKey = sshPublicKey("official-clients");
    const created = await cli.ok([
      "ssh-key",
      "create",
      "--name",
      "laptop",
      "--public-key",
      publicKey,
      "--label",
      "env=dev",
    ]);
    const id = /SSH key (\d+) created/.exec(created)?.[1];
    expect(id).toBeDefined();

    const key = await cli.json(["ssh-key", "describe", "laptop"]);
    expect(key).toMatchObject({ id: Number(id), name: "laptop", public_key: publicKey });
    expect(key.labels).toEqual({ env: "dev" });
    expect(key.fingerprint).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);

    await cli.ok(["ssh-key", "add-label", "laptop", "team=core"]);
    await cli.ok(["ssh-key", "remove-label", "laptop", "env"]);
    await cli.ok(["ssh-key", "update", String(id), "--name", "workstation"]);
    const renamed = await cli.json(["ssh-key", "describe", String(id)]);
    expect(renamed).toMatchObject({ name: "workstation", labels: { team: "core" } });

    expect(await cli.json(["ssh-key", "list", "--selector", "team=core"])).toHaveLength(1);
    expect(await cli.json(["ssh-key", "list", "--selector", "env=dev"])).toBeNull();

    // The same public key twice is a uniqueness error, like the real API.
    await cli.fails(
      ["ssh-key", "create", "--name", "again", "--public-key", publicKey],
      /uniqueness_error/,
    );
    await cli.ok(["ssh-key", "delete", "workstation"]);
    await cli.fails(["ssh-key", "describe", String(id)], /SSH key not found/i);
  });
});
