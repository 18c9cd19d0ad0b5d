import { expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";

const client = api();

describeReads("networks: lists", () => {
  it("list_networks filters by name and sorts", async () => {
    const result = await client.GET("/networks", {
      params: { query: { name: `absent-${runId}`, sort: ["name:asc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.networks)).toBe(true);
  });

  it("list_networks_actions lists actions of all networks", async () => {
    const result = await client.GET("/networks/actions", {
      params: { query: { status: ["running", "success"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("networks: lifecycle and every action", () => {
  let networkId = 0;
  let actionId = 0;

  it("create_network returns 201 with the network", async () => {
    const result = await client.POST("/networks", {
      body: {
        name: `conformance-net-${runId}`,
        ip_range: "10.1.0.0/16",
        labels: { suite: "conformance" },
        subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.1.1.0/24" }],
        routes: [{ destination: "10.100.1.0/24", gateway: "10.1.1.1" }],
      },
    });
    expectStatus(result, 201);
    networkId = result.data?.network.id ?? 0;
    expect(networkId).toBeGreaterThan(0);
  });

  it("get_network returns the network", async () => {
    const result = await client.GET("/networks/{id}", { params: { path: { id: networkId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.network.ip_range).toBe("10.1.0.0/16");
  });

  it("update_network renames the network", async () => {
    const name = `conformance-net-renamed-${runId}`;
    const result = await client.PUT("/networks/{id}", {
      params: { path: { id: networkId } },
      body: { name, labels: { suite: "conformance" } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.network.name).toBe(name);
  });

  it("add_network_subnet and delete_network_subnet", async () => {
    const added = await client.POST("/networks/{id}/actions/add_subnet", {
      params: { path: { id: networkId } },
      body: { type: "cloud", network_zone: "eu-central", ip_range: "10.1.2.0/24" },
    });
    expectStatus(added, 201);
    actionId = added.data?.action.id ?? 0;
    const deleted = await client.POST("/networks/{id}/actions/delete_subnet", {
      params: { path: { id: networkId } },
      body: { ip_range: "10.1.2.0/24" },
    });
    expectStatus(deleted, 201);
  });

  it("add_network_route and delete_network_route", async () => {
    const route = { destination: "10.200.0.0/24", gateway: "10.1.1.2" };
    const added = await client.POST("/networks/{id}/actions/add_route", {
      params: { path: { id: networkId } },
      body: route,
    });
    expectStatus(added, 201);
    const deleted = await client.POST("/networks/{id}/actions/delete_route", {
      params: { path: { id: networkId } },
      body: route,
    });
    expectStatus(deleted, 201);
  });

  it("change_network_ip_range grows the range", async () => {
    const result = await client.POST("/networks/{id}/actions/change_ip_range", {
      params: { path: { id: networkId } },
      body: { ip_range: "10.0.0.0/8" },
    });
    expectStatus(result, 201);
  });

  it("change_network_protection toggles delete protection", async () => {
    for (const protect of [true, false]) {
      const result = await client.POST("/networks/{id}/actions/change_protection", {
        params: { path: { id: networkId } },
        body: { delete: protect },
      });
      expectStatus(result, 201);
    }
  });

  it("list_network_actions, get_network_action (deprecated) and get_networks_action", async () => {
    const list = await client.GET("/networks/{id}/actions", {
      params: { path: { id: networkId }, query: { sort: ["id:asc"] } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/networks/{id}/actions/{action_id}", {
      params: { path: { id: networkId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/networks/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("add_subnet");
  });

  it("list_network_members filters by type and subnet", async () => {
    const result = await client.GET("/networks/{id}/members", {
      params: {
        path: { id: networkId },
        query: { type: ["server", "load_balancer"], subnet: ["10.1.1.0/24"], sort: ["ip:asc"] },
      },
    });
    expectStatus(result, 200);
    // Nothing is attached to this network.
    if (target.stateful) expect(result.data?.members).toEqual([]);
  });

  it("delete_network returns 204", async () => {
    const result = await client.DELETE("/networks/{id}", { params: { path: { id: networkId } } });
    expectStatus(result, 204);
  });
});
