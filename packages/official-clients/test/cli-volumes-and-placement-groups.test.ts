import { describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import type { CliJson } from "../src/hcloud-cli.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: volumes and placement groups"), () => {
  const { cli } = useCliScenario("volumes and placement groups");

  /**
   * CLI 1.30 quirk: `placement-group describe -o json` fails on a correct API answer ("got
   * invalid JSON response" by name, a silent exit 1 by id), so the group is read from
   * `placement-group list -o json`, and `describe` is checked in its text form.
   */
  async function placementGroup(idOrName: string): Promise<CliJson> {
    const groups: CliJson[] = (await cli.json(["placement-group", "list"])) ?? [];
    const group = groups.find((g) => String(g.id) === idOrName || g.name === idOrName);
    if (!group) throw new Error(`placement group ${idOrName} not in the list`);
    return group;
  }
  let groupId: number;
  let db1: number;
  let db2: number;

  it("spreads servers with a placement group", async () => {
    groupId = createdId(
      await cli.ok([
        "placement-group",
        "create",
        "--name",
        "db-spread",
        "--type",
        "spread",
        "--label",
        "tier=db",
      ]),
      "Placement group",
    );
    const described = await cli.ok(["placement-group", "describe", "db-spread"]);
    expect(described).toMatch(new RegExp(`^ID:\\s+${groupId}$`, "m"));
    expect(described).toMatch(/^Type:\s+spread$/m);
    expect(described).toMatch(/tier: db/);
    expect(await placementGroup("db-spread")).toMatchObject({
      id: groupId,
      name: "db-spread",
      type: "spread",
      servers: [],
      labels: { tier: "db" },
    });
    await cli.fails(
      ["placement-group", "create", "--name", "db-spread", "--type", "spread"],
      /uniqueness_error/,
    );

    db1 = createdId(
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
        "nbg1",
        "--placement-group",
        "db-spread",
      ]),
      "Server",
    );
    expect((await cli.json(["server", "describe", "db-1"])).placement_group).toMatchObject({
      id: groupId,
      name: "db-spread",
    });

    db2 = createdId(
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
        "nbg1",
      ]),
      "Server",
    );
    // Only a stopped server joins a group.
    await cli.fails(
      ["server", "add-to-placement-group", "db-2", "--placement-group", String(groupId)],
      /server_not_stopped/,
    );
    await cli.ok(["server", "poweroff", "db-2"]);
    await cli.ok([
      "server",
      "add-to-placement-group",
      "db-2",
      "--placement-group",
      String(groupId),
    ]);
    expect((await placementGroup(String(groupId))).servers).toEqual([db1, db2]);
    await cli.fails(
      ["server", "add-to-placement-group", "db-2", "--placement-group", "db-spread"],
      /already_in_placement_group/,
    );
    // A group with members cannot be deleted.
    await cli.fails(["placement-group", "delete", "db-spread"], /resource_in_use/);
    await cli.ok(["server", "remove-from-placement-group", "db-2"]);
    expect((await cli.json(["server", "describe", "db-2"])).placement_group).toBeNull();
    await cli.ok(["server", "poweron", "db-2"]);

    await cli.ok(["placement-group", "update", "db-spread", "--name", "db-anti-affinity"]);
    await cli.ok(["placement-group", "add-label", "db-anti-affinity", "env=prod"]);
    await cli.ok(["placement-group", "remove-label", "db-anti-affinity", "tier"]);
    expect(await cli.json(["placement-group", "list", "--selector", "env=prod"])).toEqual([
      expect.objectContaining({ id: groupId, name: "db-anti-affinity", servers: [db1] }),
    ]);
  });

  it("creates, attaches, resizes, detaches and protects volumes", async () => {
    const dataId = createdId(
      await cli.ok([
        "volume",
        "create",
        "--name",
        "data",
        "--size",
        "10",
        "--location",
        "nbg1",
        "--label",
        "kind=data",
      ]),
      "Volume",
    );
    expect(await cli.json(["volume", "describe", "data"])).toMatchObject({
      id: dataId,
      name: "data",
      size: 10,
      server: null,
      location: { name: "nbg1" },
      labels: { kind: "data" },
      linux_device: expect.stringContaining(String(dataId)),
    });
    await cli.fails(
      ["volume", "create", "--name", "data", "--size", "10", "--location", "nbg1"],
      /uniqueness_error/,
    );

    // Created straight onto a server, formatted and mounted by the server's OS.
    const logsId = createdId(
      await cli.ok([
        "volume",
        "create",
        "--name",
        "logs",
        "--size",
        "20",
        "--server",
        "db-1",
        "--automount",
        "--format",
        "ext4",
      ]),
      "Volume",
    );
    expect(await cli.json(["volume", "describe", "logs"])).toMatchObject({
      server: db1,
      format: "ext4",
      location: { name: "nbg1" },
    });

    await cli.ok(["volume", "attach", "data", "--server", "db-2"]);
    expect((await cli.json(["volume", "describe", "data"])).server).toBe(db2);
    expect((await cli.json(["server", "describe", "db-2"])).volumes).toEqual([dataId]);
    await cli.fails(["volume", "attach", "data", "--server", "db-1"], /volume_already_attached/);
    await cli.fails(["volume", "delete", "data"], /resource_in_use/);

    await cli.ok(["volume", "resize", "data", "--size", "25"]);
    expect((await cli.json(["volume", "describe", "data"])).size).toBe(25);
    await cli.fails(["volume", "resize", "data", "--size", "15"], /invalid_input/);
    await cli.ok(["volume", "detach", "data"]);
    expect((await cli.json(["volume", "describe", String(dataId)])).server).toBeNull();

    await cli.ok(["volume", "update", "data", "--name", "archive"]);
    await cli.ok(["volume", "add-label", "archive", "keep=forever"]);
    await cli.ok(["volume", "remove-label", "archive", "kind"]);
    expect(await cli.json(["volume", "list", "--selector", "keep=forever"])).toEqual([
      expect.objectContaining({ id: dataId, name: "archive", labels: { keep: "forever" } }),
    ]);
    await cli.ok(["volume", "enable-protection", "archive", "delete"]);
    await cli.fails(["volume", "delete", "archive"], /protected/);
    await cli.ok(["volume", "disable-protection", "archive", "delete"]);

    // A new server takes the detached volume at creation.
    const db3 = createdId(
      await cli.ok([
        "server",
        "create",
        "--name",
        "db-3",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--location",
        "nbg1",
        "--volume",
        "archive",
      ]),
      "Server",
    );
    expect((await cli.json(["volume", "describe", "archive"])).server).toBe(db3);

    // Deleting servers detaches their volumes and empties the group.
    for (const name of ["db-1", "db-2", "db-3"]) await cli.ok(["server", "delete", name]);
    expect((await cli.json(["volume", "describe", String(logsId)])).server).toBeNull();
    expect((await placementGroup(String(groupId))).servers).toEqual([]);
    await cli.ok(["volume", "delete", "logs"]);
    await cli.ok(["volume", "delete", "archive"]);
    await cli.ok(["placement-group", "delete", String(groupId)]);
    expect(await cli.json(["volume", "list"])).toBeNull();
    expect(await cli.json(["placement-group", "list"])).toBeNull();
  });
});
