import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeWrites, runId, target } from "../src/suite.js";

const client = api();

describeWrites("actions: reading actions by id", () => {
  let serverId = 0;
  let actionId = 0;

  beforeAll(async () => {
    const server = await client.POST("/servers", {
      body: { name: `conformance-actions-${runId}`, server_type: "cx22", image: "ubuntu-24.04" },
    });
    expectStatus(server, 201);
    serverId = server.data?.server.id ?? 0;
    actionId = server.data?.action.id ?? 0;
  });

  afterAll(async () => {
    if (serverId) await client.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
  });

  it("get_actions returns the actions with the requested ids", async () => {
    const result = await client.GET("/actions", { params: { query: { id: [actionId] } } });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
    if (target.stateful)
      expect(result.data?.actions.map((action) => action.id)).toEqual([actionId]);
  });

  it("get_action returns one action with its resources", async () => {
    const result = await client.GET("/actions/{id}", { params: { path: { id: actionId } } });
    expectStatus(result, 200);
    expect(result.data?.action.resources.length).toBeGreaterThan(0);
    if (target.stateful) {
      expect(result.data?.action.resources).toContainEqual({ id: serverId, type: "server" });
    }
  });
});
