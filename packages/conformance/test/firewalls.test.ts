import { expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";
import { useBlockServer } from "./support/block-server.js";

const client = api();

describeReads("firewalls: lists", () => {
  it("list_firewalls filters by label selector and sorts", async () => {
    const result = await client.GET("/firewalls", {
      params: { query: { label_selector: "suite=conformance", sort: ["created:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.firewalls)).toBe(true);
  });

  it("list_firewalls_actions lists actions of all firewalls", async () => {
    const result = await client.GET("/firewalls/actions", { params: { query: { page: 1 } } });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("firewalls: lifecycle and every action", () => {
  let firewallId = 0;
  let actionId = 0;

  const blockServer = useBlockServer({
    name: `conformance-fw-${runId}`,
    server_type: "cx22",
    image: "ubuntu-24.04",
  });

  it("create_firewall returns 201 with the firewall and its actions", async () => {
    const result = await client.POST("/firewalls", {
      body: {
        name: `conformance-fw-${runId}`,
        labels: { suite: "conformance" },
        rules: [
          { direction: "in", protocol: "tcp", port: "22", source_ips: ["0.0.0.0/0", "::/0"] },
        ],
      },
    });
    expectStatus(result, 201);
    firewallId = result.data?.firewall.id ?? 0;
    expect(firewallId).toBeGreaterThan(0);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });

  it("get_firewall returns the firewall", async () => {
    const result = await client.GET("/firewalls/{id}", { params: { path: { id: firewallId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.firewall.rules).toHaveLength(1);
  });

  it("update_firewall renames the firewall", async () => {
    const result = await client.PUT("/firewalls/{id}", {
      params: { path: { id: firewallId } },
      body: { name: `conformance-fw-renamed-${runId}` },
    });
    expectStatus(result, 200);
  });

  it("set_firewall_rules replaces the rules and returns actions", async () => {
    const result = await client.POST("/firewalls/{id}/actions/set_rules", {
      params: { path: { id: firewallId } },
      body: {
        rules: [
          { direction: "in", protocol: "tcp", port: "443", source_ips: ["0.0.0.0/0"] },
          { direction: "out", protocol: "icmp", destination_ips: ["0.0.0.0/0"] },
        ],
      },
    });
    expectStatus(result, 201);
    expect(result.data?.actions.length).toBeGreaterThan(0);
    actionId = result.data?.actions[0]?.id ?? 0;
  });

  it("apply_firewall_to_resources and remove_firewall_from_resources", async () => {
    const applied = await client.POST("/firewalls/{id}/actions/apply_to_resources", {
      params: { path: { id: firewallId } },
      body: { apply_to: [{ type: "server", server: { id: blockServer.id } }] },
    });
    expectStatus(applied, 201);
    const removed = await client.POST("/firewalls/{id}/actions/remove_from_resources", {
      params: { path: { id: firewallId } },
      body: { remove_from: [{ type: "server", server: { id: blockServer.id } }] },
    });
    expectStatus(removed, 201);
  });

  it("list_firewall_actions, get_firewall_action (deprecated) and get_firewalls_action", async () => {
    const list = await client.GET("/firewalls/{id}/actions", {
      params: { path: { id: firewallId } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/firewalls/{id}/actions/{action_id}", {
      params: { path: { id: firewallId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/firewalls/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(byId, 200);
  });

  it("delete_firewall returns 204 once it is applied nowhere", async () => {
    const result = await client.DELETE("/firewalls/{id}", {
      params: { path: { id: firewallId } },
    });
    expectStatus(result, 204);
  });
});
