import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";

const client = api();

describeReads("images: lists", () => {
  it("list_images filters by type, architecture and deprecation, and sorts", async () => {
    const result = await client.GET("/images", {
      params: {
        query: {
          type: ["system"],
          architecture: "x86",
          include_deprecated: false,
          sort: ["name:asc"],
        },
      },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.images)).toBe(true);
  });

  it("list_images_actions lists actions of all images", async () => {
    const result = await client.GET("/images/actions", { params: { query: { sort: ["id"] } } });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("images: a snapshot's lifecycle", () => {
  let serverId = 0;
  let imageId = 0;
  let actionId = 0;

  beforeAll(async () => {
    const server = await client.POST("/servers", {
      body: { name: `conformance-img-${runId}`, server_type: "cx22", image: "ubuntu-24.04" },
    });
    expectStatus(server, 201);
    serverId = server.data?.server.id ?? 0;
    const snapshot = await client.POST("/servers/{id}/actions/create_image", {
      params: { path: { id: serverId } },
      body: { type: "snapshot", description: `conformance ${runId}` },
    });
    expectStatus(snapshot, 201);
    imageId = snapshot.data?.image.id ?? 0;
  });

  afterAll(async () => {
    if (serverId) await client.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
  });

  it("get_image returns the snapshot", async () => {
    const result = await client.GET("/images/{id}", { params: { path: { id: imageId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.image.type).toBe("snapshot");
  });

  it("update_image changes description and labels", async () => {
    const result = await client.PUT("/images/{id}", {
      params: { path: { id: imageId } },
      body: { description: `conformance ${runId} updated`, labels: { suite: "conformance" } },
    });
    expectStatus(result, 200);
  });

  it("change_image_protection toggles delete protection", async () => {
    for (const protect of [true, false]) {
      const result = await client.POST("/images/{id}/actions/change_protection", {
        params: { path: { id: imageId } },
        body: { delete: protect },
      });
      expectStatus(result, 201);
      actionId = result.data?.action.id ?? actionId;
    }
  });

  it("list_image_actions, get_image_action (deprecated) and get_images_action", async () => {
    const list = await client.GET("/images/{id}/actions", { params: { path: { id: imageId } } });
    expectStatus(list, 200);
    const one = await client.GET("/images/{id}/actions/{action_id}", {
      params: { path: { id: imageId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/images/actions/{id}", { params: { path: { id: actionId } } });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("change_protection");
  });

  it("delete_image returns 204 for the unprotected snapshot", async () => {
    const result = await client.DELETE("/images/{id}", { params: { path: { id: imageId } } });
    expectStatus(result, 204);
  });
});
