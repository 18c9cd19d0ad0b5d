import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import { TOKENS } from "../src/emulator.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: networks and firewalls"), () => {
  const { target, cli } = useCliScenario("networks and firewalls");
  let filesDir: string;
  let networkId: number;
  let firewallId: number;

  beforeAll(() => {
    filesDir = mkdtempSync(join(tmpdir(), "official-clients-rules-"));
  });
  afterAll(() => {
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it("builds a private network with a subnet and a route, and widens its range", async () => {
    networkId = createdId(
      await cli.ok([
        "network",
        "create",
        "--name",
        "backend",
        "--ip-range",
        "10.0.0.0/16",
        "--label",
        "env=prod",
      ]),
      "Network",
    );
    await cli.ok([
      "network",
      "add-subnet",
      "backend",
      "--type",
      "cloud",
      "--network-zone",
      "eu-central",
      "--ip-range",
      "10.0.1.0/24",
    ]);
    await cli.ok([
      "network",
      "add-route",
      "backend",
      "--destination",
      "10.100.1.0/24",
      "--gateway",
      "10.0.1.1",
    ]);
    await cli.ok(["network", "change-ip-range", "backend", "--ip-range", "10.0.0.0/15"]);
    const network = await cli.json(["network", "describe", "backend"]);
    expect(network).toMatchObject({
      id: networkId,
      ip_range: "10.0.0.0/15",
      labels: { env: "prod" },
      subnets: [{ type: "cloud", ip_range: "10.0.1.0/24", network_zone: "eu-central" }],
      routes: [{ destination: "10.100.1.0/24", gateway: "10.0.1.1" }],
    });
  });

  it("attaches servers at creation and afterwards, with fixed and alias IPs", async () => {
    await cli.ok([
      "server",
      "create",
      "--name",
      "api-1",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--location",
      "fsn1",
      "--network",
      "backend",
      "--label",
      "role=api",
    ]);
    const api1 = await cli.json(["server", "describe", "api-1"]);
    expect(api1.private_net).toEqual([
      expect.objectContaining({ network: networkId, ip: expect.stringMatching(/^10\.0\.1\./) }),
    ]);

    await cli.ok([
      "server",
      "create",
      "--name",
      "api-2",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--location",
      "fsn1",
      "--label",
      "role=api",
    ]);
    await cli.ok([
      "server",
      "attach-to-network",
      "api-2",
      "--network",
      String(networkId),
      "--ip",
      "10.0.1.50",
      "--alias-ips",
      "10.0.1.51",
    ]);
    let api2 = await cli.json(["server", "describe", "api-2"]);
    expect(api2.private_net).toEqual([
      expect.objectContaining({ network: networkId, ip: "10.0.1.50", alias_ips: ["10.0.1.51"] }),
    ]);
    await cli.ok([
      "server",
      "change-alias-ips",
      "api-2",
      "--network",
      "backend",
      "--alias-ips",
      "10.0.1.52,10.0.1.53",
    ]);
    api2 = await cli.json(["server", "describe", "api-2"]);
    expect(api2.private_net[0].alias_ips).toEqual(["10.0.1.52", "10.0.1.53"]);
    await cli.ok(["server", "change-alias-ips", "api-2", "--network", "backend", "--clear"]);
    api2 = await cli.json(["server", "describe", "api-2"]);
    expect(api2.private_net[0].alias_ips).toEqual([]);

    const network = await cli.json(["network", "describe", "backend"]);
    expect(network.servers).toEqual([api1.id, api2.id]);
    await cli.ok(["server", "detach-from-network", "api-2", "--network", "backend"]);
    expect((await cli.json(["server", "describe", "api-2"])).private_net).toEqual([]);
  });

  it("creates a firewall from a rules file, edits rules and applies it", async () => {
    const rulesFile = join(filesDir, "rules.json");
    writeFileSync(
      rulesFile,
      JSON.stringify([
        {
          direction: "in",
          protocol: "tcp",
          port: "22",
          source_ips: ["0.0.0.0/0", "::/0"],
          description: "ssh",
        },
      ]),
    );
    firewallId = createdId(
      await cli.ok([
        "firewall",
        "create",
        "--name",
        "api-fw",
        "--rules-file",
        rulesFile,
        "--label",
        "env=prod",
      ]),
      "Firewall",
    );
    // CLI 1.30 quirk: `firewall create` does not wait for the set_firewall_rules action the API
    // returns, so a user's next command could meet `423 locked`; wait as a user would.
    await target.settle(TOKENS.projectA, "firewalls");
    await cli.ok([
      "firewall",
      "add-rule",
      "api-fw",
      "--direction",
      "in",
      "--protocol",
      "tcp",
      "--port",
      "443",
      "--source-ips",
      "0.0.0.0/0",
      "--source-ips",
      "::/0",
      "--description",
      "https",
    ]);
    await cli.ok([
      "firewall",
      "add-rule",
      "api-fw",
      "--direction",
      "out",
      "--protocol",
      "icmp",
      "--destination-ips",
      "0.0.0.0/0",
    ]);
    await cli.fails(["firewall", "create", "--name", "api-fw"], /uniqueness_error/);
    let firewall = await cli.json(["firewall", "describe", "api-fw"]);
    expect(
      firewall.rules.map((r: { port: string | null; protocol: string }) => r.port ?? r.protocol),
    ).toEqual(["22", "443", "icmp"]);
    await cli.ok([
      "firewall",
      "delete-rule",
      "api-fw",
      "--direction",
      "out",
      "--protocol",
      "icmp",
      "--destination-ips",
      "0.0.0.0/0",
    ]);
    firewall = await cli.json(["firewall", "describe", String(firewallId)]);
    expect(firewall.rules).toHaveLength(2);

    await cli.ok([
      "firewall",
      "apply-to-resource",
      "api-fw",
      "--type",
      "server",
      "--server",
      "api-1",
    ]);
    await cli.ok([
      "firewall",
      "apply-to-resource",
      "api-fw",
      "--type",
      "label_selector",
      "--label-selector",
      "role=api",
    ]);
    firewall = await cli.json(["firewall", "describe", "api-fw"]);
    expect(firewall.applied_to).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "server",
          server: expect.objectContaining({ id: expect.any(Number) }),
        }),
        expect.objectContaining({
          type: "label_selector",
          label_selector: { selector: "role=api" },
        }),
      ]),
    );
    const api1 = await cli.json(["server", "describe", "api-1"]);
    expect(api1.public_net.firewalls).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: firewallId, status: "applied" })]),
    );

    writeFileSync(
      rulesFile,
      JSON.stringify([
        { direction: "in", protocol: "udp", port: "51820", source_ips: ["0.0.0.0/0"] },
      ]),
    );
    await cli.ok(["firewall", "replace-rules", "api-fw", "--rules-file", rulesFile]);
    firewall = await cli.json(["firewall", "describe", "api-fw"]);
    expect(firewall.rules).toEqual([
      expect.objectContaining({ direction: "in", protocol: "udp", port: "51820" }),
    ]);

    await cli.ok([
      "firewall",
      "remove-from-resource",
      "api-fw",
      "--type",
      "server",
      "--server",
      "api-1",
    ]);
    await cli.ok([
      "firewall",
      "remove-from-resource",
      "api-fw",
      "--type",
      "label_selector",
      "--label-selector",
      "role=api",
    ]);
    expect((await cli.json(["firewall", "describe", "api-fw"])).applied_to).toEqual([]);
    await cli.ok(["firewall", "update", "api-fw", "--name", "edge-fw"]);
    await cli.ok(["firewall", "add-label", "edge-fw", "team=net"]);
    await cli.ok(["firewall", "remove-label", "edge-fw", "env"]);
    expect(await cli.json(["firewall", "list", "--selector", "team=net"])).toEqual([
      expect.objectContaining({ id: firewallId, name: "edge-fw" }),
    ]);
  });

  it("creates a server behind a firewall, then tears everything down", async () => {
    await cli.ok([
      "server",
      "create",
      "--name",
      "edge-1",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--firewall",
      "edge-fw",
    ]);
    const edge = await cli.json(["server", "describe", "edge-1"]);
    expect(edge.public_net.firewalls).toEqual([expect.objectContaining({ id: firewallId })]);
    for (const name of ["edge-1", "api-1", "api-2"]) await cli.ok(["server", "delete", name]);
    await cli.ok(["firewall", "delete", "edge-fw"]);
    expect(await cli.json(["firewall", "list"])).toBeNull();

    await cli.ok(["network", "update", "backend", "--name", "backend-old"]);
    await cli.ok(["network", "add-label", "backend-old", "retired=yes"]);
    await cli.ok(["network", "remove-label", "backend-old", "env"]);
    await cli.ok(["network", "enable-protection", "backend-old", "delete"]);
    await cli.fails(["network", "delete", "backend-old"], /protected/);
    await cli.ok(["network", "disable-protection", "backend-old", "delete"]);
    await cli.ok([
      "network",
      "remove-route",
      "backend-old",
      "--destination",
      "10.100.1.0/24",
      "--gateway",
      "10.0.1.1",
    ]);
    await cli.ok(["network", "remove-subnet", "backend-old", "--ip-range", "10.0.1.0/24"]);
    const network = await cli.json(["network", "describe", String(networkId)]);
    expect(network).toMatchObject({ subnets: [], routes: [], labels: { retired: "yes" } });
    await cli.ok(["network", "delete", "backend-old"]);
    expect(await cli.json(["network", "list"])).toBeNull();
  });
});
