import { expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";
import { useBlockServer } from "./support/block-server.js";

const client = api();

describeReads("primary IPs: lists", () => {
  it("list_primary_ips filters by ip and sorts by creation", async () => {
    const result = await client.GET("/primary_ips", {
      params: { query: { ip: "203.0.113.1", sort: ["created:asc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.primary_ips)).toBe(true);
  });

  it("list_primary_ips_actions lists actions of all primary IPs", async () => {
    const result = await client.GET("/primary_ips/actions", { params: { query: { per_page: 5 } } });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("primary IPs: lifecycle and every action", () => {
  let primaryIpId = 0;
  let address = "";
  let actionId = 0;

  // Off and without an IPv4, so an IPv4 primary IP may be assigned to it.
  const blockServer = useBlockServer({
    name: `conformance-pip-${runId}`,
    server_type: "cx22",
    image: "ubuntu-24.04",
    location: "fsn1",
    start_after_create: false,
    public_net: { enable_ipv4: false, enable_ipv6: true },
  });

  it("create_primary_ip returns 201 with an unassigned IPv4 in a location", async () => {
    const result = await client.POST("/primary_ips", {
      body: {
        name: `conformance-pip-${runId}`,
        type: "ipv4",
        assignee_type: "server",
        location: "fsn1",
        auto_delete: false,
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    primaryIpId = result.data?.primary_ip.id ?? 0;
    address = result.data?.primary_ip.ip ?? "";
    expect(primaryIpId).toBeGreaterThan(0);
  });

  it("get_primary_ip returns the primary IP", async () => {
    const result = await client.GET("/primary_ips/{id}", {
      params: { path: { id: primaryIpId } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.primary_ip.ip).toBe(address);
  });

  it("update_primary_ip changes name and auto_delete", async () => {
    const result = await client.PUT("/primary_ips/{id}", {
      params: { path: { id: primaryIpId } },
      body: { name: `conformance-pip-renamed-${runId}`, auto_delete: false },
    });
    expectStatus(result, 200);
  });

  it("assign_primary_ip assigns it to the powered-off server", async () => {
    const result = await client.POST("/primary_ips/{id}/actions/assign", {
      params: { path: { id: primaryIpId } },
      body: { assignee_type: "server", assignee_id: blockServer.id },
    });
    expectStatus(result, 201);
    actionId = result.data?.action.id ?? 0;
  });

  it("change_primary_ip_dns_ptr sets reverse DNS", async () => {
    const result = await client.POST("/primary_ips/{id}/actions/change_dns_ptr", {
      params: { path: { id: primaryIpId } },
      body: { ip: address || "203.0.113.1", dns_ptr: "pip.example.com" },
    });
    expectStatus(result, 201);
  });

  it("change_primary_ip_protection toggles delete protection", async () => {
    for (const protect of [true, false]) {
      const result = await client.POST("/primary_ips/{id}/actions/change_protection", {
        params: { path: { id: primaryIpId } },
        body: { delete: protect },
      });
      expectStatus(result, 201);
    }
  });

  it("unassign_primary_ip unassigns it", async () => {
    const result = await client.POST("/primary_ips/{id}/actions/unassign", {
      params: { path: { id: primaryIpId } },
    });
    expectStatus(result, 201);
  });

  it("list_primary_ip_actions, get_primary_ip_action (deprecated) and get_primary_ips_action", async () => {
    const list = await client.GET("/primary_ips/{id}/actions", {
      params: { path: { id: primaryIpId } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/primary_ips/{id}/actions/{action_id}", {
      params: { path: { id: primaryIpId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/primary_ips/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("assign_primary_ip");
  });

  it("delete_primary_ip returns 204", async () => {
    const result = await client.DELETE("/primary_ips/{id}", {
      params: { path: { id: primaryIpId } },
    });
    expectStatus(result, 204);
  });
});
