import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import {
  api,
  BEHAVIOUR_SKIP_REASON,
  describeBehaviour,
  describeReads,
  describeWrites,
  runId,
  target,
} from "../src/suite.js";

const client = api();

describeReads("placement groups: lists", () => {
  it("list_placement_groups filters by name and type and sorts", async () => {
    const result = await client.GET("/placement_groups", {
      params: { query: { name: `absent-${runId}`, type: ["spread"], sort: ["created:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.placement_groups)).toBe(true);
  });
});

describeWrites("placement groups: lifecycle", () => {
  let groupId = 0;
  const name = `conformance-group-${runId}`;

  it("create_placement_group returns 201 with the group", async () => {
    const result = await client.POST("/placement_groups", {
      body: { name, type: "spread", labels: { suite: "conformance" } },
    });
    expectStatus(result, 201);
    groupId = result.data?.placement_group.id ?? 0;
    expect(groupId).toBeGreaterThan(0);
    if (target.stateful) {
      expect(result.data?.placement_group).toMatchObject({ name, type: "spread", servers: [] });
      expect(result.data?.action ?? null).toBeNull();
    }
  });

  it("get_placement_group returns the group", async () => {
    const result = await client.GET("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.placement_group.name).toBe(name);
  });

  it("update_placement_group renames it and replaces its labels", async () => {
    const result = await client.PUT("/placement_groups/{id}", {
      params: { path: { id: groupId } },
      body: { name: `${name}-renamed`, labels: { renamed: "yes" } },
    });
    expectStatus(result, 200);
    if (target.stateful) {
      expect(result.data?.placement_group).toMatchObject({
        name: `${name}-renamed`,
        labels: { renamed: "yes" },
      });
    }
  });

  it("delete_placement_group returns 204", async () => {
    const result = await client.DELETE("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expectStatus(result, 204);
  });
});

describeBehaviour(`behaviour: placement groups${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `groups-${runId}`;
  const other = api("projectB");
  const readOnly = api("readOnlyA");
  let groupId = 0;
  const servers: number[] = [];

  const createServer = async (suffix: string, placementGroup?: number) =>
    client.POST("/servers", {
      body: {
        name: `${run}-${suffix}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        start_after_create: false,
        labels: { run },
        ...(placementGroup === undefined ? {} : { placement_group: placementGroup }),
      },
    });

  beforeAll(async () => {
    const group = await client.POST("/placement_groups", {
      body: { name: run, type: "spread", labels: { run } },
    });
    expectStatus(group, 201);
    groupId = group.data?.placement_group.id ?? 0;
  });
  afterAll(async () => {
    for (const id of servers) await client.DELETE("/servers/{id}", { params: { path: { id } } });
    await client.DELETE("/placement_groups/{id}", { params: { path: { id: groupId } } });
  });

  it("a taken name gets 409 uniqueness_error; label selectors find the group", async () => {
    const taken = await client.POST("/placement_groups", { body: { name: run, type: "spread" } });
    expect([taken.response.status, taken.error?.error.code]).toEqual([409, "uniqueness_error"]);
    const list = await client.GET("/placement_groups", {
      params: { query: { label_selector: `run=${run}`, type: ["spread"] } },
    });
    expect(list.data?.placement_groups.map((group) => group.id)).toEqual([groupId]);
  });

  it("another project cannot see the group (404) and a read-only token cannot change it (401)", async () => {
    const foreign = await other.GET("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expect(foreign.response.status).toBe(404);
    const write = await readOnly.DELETE("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expect([write.response.status, write.error?.error.code]).toEqual([401, "token_readonly"]);
  });

  it("servers[] lists the members; a group with members is not deleted (422 resource_in_use)", async () => {
    const member = await createServer("member", groupId);
    expectStatus(member, 201);
    const memberId = member.data?.server.id ?? 0;
    servers.push(memberId);
    const group = await client.GET("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expect(group.data?.placement_group.servers).toEqual([memberId]);
    const remove = await client.DELETE("/placement_groups/{id}", {
      params: { path: { id: groupId } },
    });
    expect([remove.response.status, remove.error?.error.code]).toEqual([422, "resource_in_use"]);
  });

  it("a spread group takes at most 10 servers: the 11th gets 422 placement_error", async () => {
    let members =
      (await client.GET("/placement_groups/{id}", { params: { path: { id: groupId } } })).data
        ?.placement_group.servers.length ?? 0;
    while (members < 10) {
      const created = await createServer(`fill-${members}`, groupId);
      expectStatus(created, 201);
      servers.push(created.data?.server.id ?? 0);
      members += 1;
    }
    const eleventh = await createServer("eleventh", groupId);
    expect([eleventh.response.status, eleventh.error?.error.code]).toEqual([
      422,
      "placement_error",
    ]);
    const outsider = await createServer("outsider");
    expectStatus(outsider, 201);
    const outsiderId = outsider.data?.server.id ?? 0;
    servers.push(outsiderId);
    const add = await client.POST("/servers/{id}/actions/add_to_placement_group", {
      params: { path: { id: outsiderId } },
      body: { placement_group: groupId },
    });
    expect([add.response.status, add.error?.error.code]).toEqual([422, "placement_error"]);
  });
});
