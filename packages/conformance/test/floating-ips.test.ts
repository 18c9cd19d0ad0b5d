import { expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";
import { useBlockServer } from "./support/block-server.js";

const client = api();

describeReads("floating IPs: lists", () => {
  it("list_floating_ips filters by name and sorts", async () => {
    const result = await client.GET("/floating_ips", {
      params: { query: { name: `absent-${runId}`, sort: ["id:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.floating_ips)).toBe(true);
  });

  it("list_floating_ips_actions lists actions of all floating IPs", async () => {
    const result = await client.GET("/floating_ips/actions");
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("floating IPs: lifecycle and every action", () => {
  let floatingIpId = 0;
  let address = "";
  let actionId = 0;

  const blockServer = useBlockServer({
    name: `conformance-fip-${runId}`,
    server_type: "cx22",
    image: "ubuntu-24.04",
  });

  it("create_floating_ip returns 201 with the floating IP", async () => {
    const result = await client.POST("/floating_ips", {
      body: {
        type: "ipv4",
        home_location: "fsn1",
        name: `conformance-fip-${runId}`,
        description: "conformance",
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    floatingIpId = result.data?.floating_ip.id ?? 0;
    address = result.data?.floating_ip.ip ?? "";
    expect(floatingIpId).toBeGreaterThan(0);
  });

  it("get_floating_ip returns the floating IP", async () => {
    const result = await client.GET("/floating_ips/{id}", {
      params: { path: { id: floatingIpId } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.floating_ip.ip).toBe(address);
  });

  it("update_floating_ip changes the description", async () => {
    const result = await client.PUT("/floating_ips/{id}", {
      params: { path: { id: floatingIpId } },
      body: { description: "conformance, updated" },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.floating_ip.description).toBe("conformance, updated");
  });

  it("assign_floating_ip assigns it to a server", async () => {
    const result = await client.POST("/floating_ips/{id}/actions/assign", {
      params: { path: { id: floatingIpId } },
      body: { server: blockServer.id },
    });
    expectStatus(result, 201);
    actionId = result.data?.action.id ?? 0;
  });

  it("change_floating_ip_dns_ptr sets reverse DNS", async () => {
    const result = await client.POST("/floating_ips/{id}/actions/change_dns_ptr", {
      params: { path: { id: floatingIpId } },
      body: { ip: address || "203.0.113.2", dns_ptr: "fip.example.com" },
    });
    expectStatus(result, 201);
  });

  it("change_floating_ip_protection toggles delete protection", async () => {
    for (const protect of [true, false]) {
      const result = await client.POST("/floating_ips/{id}/actions/change_protection", {
        params: { path: { id: floatingIpId } },
        body: { delete: protect },
      });
      expectStatus(result, 201);
    }
  });

  it("unassign_floating_ip unassigns it", async () => {
    const result = await client.POST("/floating_ips/{id}/actions/unassign", {
      params: { path: { id: floatingIpId } },
    });
    expectStatus(result, 201);
  });

  it("list_floating_ip_actions, get_floating_ip_action (deprecated) and get_floating_ips_action", async () => {
    const list = await client.GET("/floating_ips/{id}/actions", {
      params: { path: { id: floatingIpId }, query: { status: ["success", "running"] } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/floating_ips/{id}/actions/{action_id}", {
      params: { path: { id: floatingIpId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/floating_ips/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("assign_floating_ip");
  });

  it("delete_floating_ip returns 204", async () => {
    const result = await client.DELETE("/floating_ips/{id}", {
      params: { path: { id: floatingIpId } },
    });
    expectStatus(result, 204);
  });
});
