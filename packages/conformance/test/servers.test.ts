import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";

const client = api();

describeReads("servers: lists", () => {
  it("list_servers filters by status, sorts and pages", async () => {
    const result = await client.GET("/servers", {
      params: { query: { status: ["running", "off"], sort: ["created:desc", "id"], per_page: 10 } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.servers)).toBe(true);
    expect(result.data?.meta.pagination.per_page).toBeGreaterThan(0);
  });

  it("list_servers_actions lists actions of all servers by status", async () => {
    const result = await client.GET("/servers/actions", {
      params: { query: { status: ["success"], sort: ["id:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("servers: lifecycle and every action", () => {
  let serverId = 0;
  let networkId = 0;
  let actionId = 0;
  let ipv4 = "";

  beforeAll(async () => {
    const network = await client.POST("/networks", {
      body: {
        name: `conformance-servers-${runId}`,
        ip_range: "10.0.0.0/16",
        subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" }],
      },
    });
    expectStatus(network, 201);
    networkId = network.data?.network.id ?? 0;
  });

  afterAll(async () => {
    if (networkId) await client.DELETE("/networks/{id}", { params: { path: { id: networkId } } });
  });

  it("create_server returns 201 with the server, its create action and next actions", async () => {
    const result = await client.POST("/servers", {
      body: {
        name: `conformance-${runId}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "fsn1",
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    const data = result.data;
    expect(data?.server.id).toBeGreaterThan(0);
    expect(data?.action.id).toBeGreaterThan(0);
    expect(Array.isArray(data?.next_actions)).toBe(true);
    serverId = data?.server.id ?? 0;
    actionId = data?.action.id ?? 0;
    ipv4 = data?.server.public_net.ipv4?.ip ?? "";
  });

  it("get_server returns the server", async () => {
    const result = await client.GET("/servers/{id}", { params: { path: { id: serverId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.server.id).toBe(serverId);
    ipv4 = result.data?.server.public_net.ipv4?.ip ?? ipv4;
  });

  it("update_server renames the server and replaces its labels", async () => {
    const name = `conformance-renamed-${runId}`;
    const result = await client.PUT("/servers/{id}", {
      params: { path: { id: serverId } },
      body: { name, labels: { suite: "conformance", renamed: "yes" } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.server.name).toBe(name);
  });

  it("get_server_metrics returns time series for a time window", async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 3_600_000);
    const result = await client.GET("/servers/{id}/metrics", {
      params: {
        path: { id: serverId },
        query: { type: ["cpu"], start: start.toISOString(), end: end.toISOString(), step: 60 },
      },
    });
    expectStatus(result, 200);
    expect(typeof result.data?.metrics.time_series).toBe("object");
  });

  // The real API's power rules: the order below is valid on a stateful target.
  const powerActions = [
    ["poweron_server", "/servers/{id}/actions/poweron"],
    ["reboot_server", "/servers/{id}/actions/reboot"],
    ["reset_server", "/servers/{id}/actions/reset"],
    ["shutdown_server", "/servers/{id}/actions/shutdown"],
    ["poweroff_server", "/servers/{id}/actions/poweroff"],
  ] as const;
  for (const [operationId, path] of powerActions) {
    it(`${operationId} returns 201 with an action`, async () => {
      const result = await client.POST(path, { params: { path: { id: serverId } } });
      expectStatus(result, 201);
      expect(result.data?.action.id).toBeGreaterThan(0);
    });
  }

  it("change_server_type changes the type of the powered-off server", async () => {
    const result = await client.POST("/servers/{id}/actions/change_type", {
      params: { path: { id: serverId } },
      body: { server_type: "cx32", upgrade_disk: false },
    });
    expectStatus(result, 201);
  });

  // The server is off here (after poweroff and change_type), as joining a group requires.
  it("add_server_to_placement_group and remove_server_from_placement_group move the server in and out", async () => {
    const group = await client.POST("/placement_groups", {
      body: { name: `conformance-server-group-${runId}`, type: "spread" },
    });
    expectStatus(group, 201);
    const placementGroup = group.data?.placement_group.id ?? 0;
    const added = await client.POST("/servers/{id}/actions/add_to_placement_group", {
      params: { path: { id: serverId } },
      body: { placement_group: placementGroup },
    });
    expectStatus(added, 201);
    expect(added.data?.action.command).toBe("add_to_placement_group");
    if (target.stateful) {
      const joined = await client.GET("/servers/{id}", { params: { path: { id: serverId } } });
      expectStatus(joined, 200);
      expect(joined.data?.server.placement_group?.id).toBe(placementGroup);
      expect(joined.data?.server.placement_group?.servers).toContain(serverId);
    }
    const removed = await client.POST("/servers/{id}/actions/remove_from_placement_group", {
      params: { path: { id: serverId } },
    });
    expectStatus(removed, 201);
    expect(removed.data?.action.command).toBe("remove_from_placement_group");
    if (target.stateful) {
      const left = await client.GET("/servers/{id}", { params: { path: { id: serverId } } });
      expectStatus(left, 200);
      expect(left.data?.server.placement_group).toBeNull();
    }
    const deleted = await client.DELETE("/placement_groups/{id}", {
      params: { path: { id: placementGroup } },
    });
    expectStatus(deleted, 204);
  });

  it("rebuild_server returns an action (and maybe a root password)", async () => {
    const result = await client.POST("/servers/{id}/actions/rebuild", {
      params: { path: { id: serverId } },
      body: { image: "ubuntu-24.04" },
    });
    expectStatus(result, 201);
    expect(result.data?.action.id).toBeGreaterThan(0);
  });

  it("change_server_protection sets delete and rebuild protection", async () => {
    const result = await client.POST("/servers/{id}/actions/change_protection", {
      params: { path: { id: serverId } },
      body: { delete: true, rebuild: true },
    });
    expectStatus(result, 201);
  });

  it("change_server_dns_ptr sets the reverse DNS of the server's IPv4", async () => {
    const result = await client.POST("/servers/{id}/actions/change_dns_ptr", {
      params: { path: { id: serverId } },
      body: { ip: ipv4 || "203.0.113.10", dns_ptr: "server.example.com" },
    });
    expectStatus(result, 201);
  });

  it("attach_server_to_network, change_server_alias_ips and detach_server_from_network", async () => {
    const attached = await client.POST("/servers/{id}/actions/attach_to_network", {
      params: { path: { id: serverId } },
      body: { network: networkId, ip: "10.0.1.5" },
    });
    expectStatus(attached, 201);
    const aliases = await client.POST("/servers/{id}/actions/change_alias_ips", {
      params: { path: { id: serverId } },
      body: { network: networkId, alias_ips: ["10.0.1.6"] },
    });
    expectStatus(aliases, 201);
    const detached = await client.POST("/servers/{id}/actions/detach_from_network", {
      params: { path: { id: serverId } },
      body: { network: networkId },
    });
    expectStatus(detached, 201);
  });

  it("attach_server_iso and detach_server_iso", async () => {
    const isos = await client.GET("/isos", { params: { query: { architecture: "x86" } } });
    expectStatus(isos, 200);
    const iso = isos.data?.isos[0]?.name ?? "systemrescue-11.03.iso";
    const attached = await client.POST("/servers/{id}/actions/attach_iso", {
      params: { path: { id: serverId } },
      body: { iso },
    });
    expectStatus(attached, 201);
    const detached = await client.POST("/servers/{id}/actions/detach_iso", {
      params: { path: { id: serverId } },
    });
    expectStatus(detached, 201);
  });

  it("enable_server_backup and disable_server_backup", async () => {
    const enabled = await client.POST("/servers/{id}/actions/enable_backup", {
      params: { path: { id: serverId } },
    });
    expectStatus(enabled, 201);
    const disabled = await client.POST("/servers/{id}/actions/disable_backup", {
      params: { path: { id: serverId } },
    });
    expectStatus(disabled, 201);
  });

  it("enable_server_rescue returns a root password, disable_server_rescue an action", async () => {
    const enabled = await client.POST("/servers/{id}/actions/enable_rescue", {
      params: { path: { id: serverId } },
      body: { type: "linux64" },
    });
    expectStatus(enabled, 201);
    const disabled = await client.POST("/servers/{id}/actions/disable_rescue", {
      params: { path: { id: serverId } },
    });
    expectStatus(disabled, 201);
  });

  it("create_server_image returns the new snapshot image and an action", async () => {
    const result = await client.POST("/servers/{id}/actions/create_image", {
      params: { path: { id: serverId } },
      body: { description: `conformance ${runId}`, type: "snapshot" },
    });
    expectStatus(result, 201);
    expect(result.data?.image.id).toBeGreaterThan(0);
    const imageId = result.data?.image.id ?? 0;
    if (target.stateful && imageId) {
      const deleted = await client.DELETE("/images/{id}", { params: { path: { id: imageId } } });
      expectStatus(deleted, 204);
    }
  });

  it("request_server_console returns a websocket URL and a password", async () => {
    const result = await client.POST("/servers/{id}/actions/request_console", {
      params: { path: { id: serverId } },
    });
    expectStatus(result, 201);
    expect(result.data?.wss_url).toMatch(/^wss:\/\//);
  });

  it("reset_server_password returns an action", async () => {
    const result = await client.POST("/servers/{id}/actions/reset_password", {
      params: { path: { id: serverId } },
    });
    expectStatus(result, 201);
  });

  it("list_server_actions and the deprecated get_server_action read this server's actions", async () => {
    const list = await client.GET("/servers/{id}/actions", {
      params: { path: { id: serverId }, query: { sort: ["started:desc"] } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/servers/{id}/actions/{action_id}", {
      params: { path: { id: serverId, action_id: actionId } },
    });
    expectStatus(one, 200);
    if (target.stateful) expect(one.data?.action.id).toBe(actionId);
  });

  it("get_servers_action reads one server action by id", async () => {
    const result = await client.GET("/servers/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.action.command).toBe("create_server");
  });

  it("delete_server returns 200 with the delete action once protection is off", async () => {
    const unprotected = await client.POST("/servers/{id}/actions/change_protection", {
      params: { path: { id: serverId } },
      body: { delete: false, rebuild: false },
    });
    expectStatus(unprotected, 201);
    const result = await client.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
    expectStatus(result, 200);
    expect(result.data?.action.id).toBeGreaterThan(0);
  });
});
