import type { operations } from "@cloud-api/client";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, BEHAVIOUR_SKIP_REASON, describeBehaviour, rawRequest, runId } from "../src/suite.js";

// Rules a stateless mock cannot prove. Each group scopes its lists with a `run` label unique to
// this file's run, so tests that run in parallel (or earlier runs) cannot change the answers.
const owner = api("projectA");
const otherProject = api("projectB");
const readOnly = api("readOnlyA");

interface Fixture {
  name: string;
  labels: Record<string, string>;
}

/** Creates SSH keys in the given order and returns their ids in that order. */
async function createKeys(fixtures: Fixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const fixture of fixtures) {
    const result = await owner.POST("/ssh_keys", {
      body: {
        name: fixture.name,
        public_key: sshPublicKey(fixture.name),
        labels: fixture.labels,
      },
    });
    expectStatus(result, 201);
    ids.push(result.data?.ssh_key.id ?? 0);
  }
  return ids;
}

async function deleteKeys(ids: number[]): Promise<void> {
  for (const id of ids) await owner.DELETE("/ssh_keys/{id}", { params: { path: { id } } });
}

type SshKeySort = NonNullable<operations["list_ssh_keys"]["parameters"]["query"]>["sort"];

async function namesMatching(selector: string, sort?: SshKeySort): Promise<string[]> {
  const result = await owner.GET("/ssh_keys", {
    params: { query: { label_selector: selector, ...(sort ? { sort } : {}) } },
  });
  expectStatus(result, 200);
  return (result.data?.ssh_keys ?? []).map((key) => key.name);
}

describeBehaviour(`behaviour: label selectors${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `labels-${runId}`;
  const [prod, dev, staging] = ["prod", "dev", "staging"].map((env) => `${env}-${run}`);
  let ids: number[] = [];

  beforeAll(async () => {
    ids = await createKeys([
      { name: prod ?? "", labels: { run, env: "prod", tier: "web" } },
      { name: dev ?? "", labels: { run, env: "dev", tier: "db" } },
      { name: staging ?? "", labels: { run, env: "staging" } },
    ]);
  });
  afterAll(() => deleteKeys(ids));

  it.each([
    ["k=v", `run=${run},env=prod`, [prod]],
    ["k==v", `run=${run},env==prod`, [prod]],
    ["k!=v", `run=${run},env!=prod`, [dev, staging]],
    ["k (exists)", `run=${run},tier`, [prod, dev]],
    ["!k (absent)", `run=${run},!tier`, [staging]],
    ["k in (a,b)", `run=${run},env in (prod,dev)`, [prod, dev]],
    ["k notin (a,b)", `run=${run},env notin (prod,dev)`, [staging]],
  ])("%s selects exactly the matching resources", async (_form, selector, expected) => {
    expect(await namesMatching(selector, ["id:asc"])).toEqual(expected);
  });

  it("a malformed selector is refused with 422 invalid_input", async () => {
    const { error, response } = await owner.GET("/ssh_keys", {
      params: { query: { label_selector: `run=${run},env in (prod` } },
    });
    expect(response.status).toBe(422);
    expect(error?.error.code).toBe("invalid_input");
  });
});

describeBehaviour(`behaviour: sorting and pagination${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `sort-${runId}`;
  // Created in this order, so id order differs from name order.
  const names = ["c", "a", "b"].map((letter) => `${letter}-${run}`);
  let ids: number[] = [];

  beforeAll(async () => {
    ids = await createKeys(names.map((name) => ({ name, labels: { run } })));
  });
  afterAll(() => deleteKeys(ids));

  it("defaults to id ascending", async () => {
    expect(await namesMatching(`run=${run}`)).toEqual(names);
  });

  it("sorts by name ascending and descending", async () => {
    const ascending = [...names].sort();
    expect(await namesMatching(`run=${run}`, ["name:asc"])).toEqual(ascending);
    expect(await namesMatching(`run=${run}`, ["name:desc"])).toEqual([...ascending].reverse());
  });

  it("sorts by id descending", async () => {
    expect(await namesMatching(`run=${run}`, ["id:desc"])).toEqual([...names].reverse());
  });

  it("pages with meta.pagination and a Link header", async () => {
    const first = await owner.GET("/ssh_keys", {
      params: { query: { label_selector: `run=${run}`, per_page: 2, page: 1 } },
    });
    expectStatus(first, 200);
    expect(first.data?.ssh_keys).toHaveLength(2);
    expect(first.data?.meta.pagination).toMatchObject({
      page: 1,
      per_page: 2,
      previous_page: null,
      next_page: 2,
      last_page: 2,
      total_entries: 3,
    });
    expect(first.response.headers.get("link")).toContain('rel="next"');
    const second = await owner.GET("/ssh_keys", {
      params: { query: { label_selector: `run=${run}`, per_page: 2, page: 2 } },
    });
    expectStatus(second, 200);
    expect(second.data?.ssh_keys.map((key) => key.name)).toEqual([names[2]]);
    expect(second.data?.meta.pagination).toMatchObject({
      page: 2,
      next_page: null,
      previous_page: 1,
    });
  });
});

describeBehaviour(
  `behaviour: project isolation and read-only tokens${BEHAVIOUR_SKIP_REASON}`,
  () => {
    const run = `isolation-${runId}`;
    let ids: number[] = [];
    let keyId = 0;

    beforeAll(async () => {
      ids = await createKeys([{ name: `key-${run}`, labels: { run } }]);
      keyId = ids[0] ?? 0;
    });
    afterAll(() => deleteKeys(ids));

    it("another project's token gets 404 not_found for the resource, as if it did not exist", async () => {
      const read = await otherProject.GET("/ssh_keys/{id}", { params: { path: { id: keyId } } });
      expect(read.response.status).toBe(404);
      expect(read.error?.error.code).toBe("not_found");
      const removed = await otherProject.DELETE("/ssh_keys/{id}", {
        params: { path: { id: keyId } },
      });
      expect(removed.response.status).toBe(404);
    });

    it("another project's lists do not contain the resource", async () => {
      const list = await otherProject.GET("/ssh_keys", {
        params: { query: { label_selector: `run=${run}` } },
      });
      expectStatus(list, 200);
      expect(list.data?.ssh_keys).toEqual([]);
    });

    it("a read-only token reads its project's resources", async () => {
      const read = await readOnly.GET("/ssh_keys/{id}", { params: { path: { id: keyId } } });
      expectStatus(read, 200);
      expect(read.data?.ssh_key.id).toBe(keyId);
    });

    it("a read-only token gets 401 token_readonly for every write method", async () => {
      const created = await readOnly.POST("/ssh_keys", {
        body: { name: `readonly-${run}`, public_key: sshPublicKey(`readonly-${run}`) },
      });
      expect(created.response.status).toBe(401);
      expect(created.error?.error.code).toBe("token_readonly");
      const updated = await readOnly.PUT("/ssh_keys/{id}", {
        params: { path: { id: keyId } },
        body: { name: `renamed-${run}` },
      });
      expect(updated.error?.error.code).toBe("token_readonly");
      const deleted = await readOnly.DELETE("/ssh_keys/{id}", { params: { path: { id: keyId } } });
      expect(deleted.error?.error.code).toBe("token_readonly");
    });
  },
);

describeBehaviour(`behaviour: uniqueness and protection${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `rules-${runId}`;
  let ids: number[] = [];
  const publicKey = sshPublicKey(`unique-${run}`);

  beforeAll(async () => {
    const created = await owner.POST("/ssh_keys", {
      body: { name: `unique-${run}`, public_key: publicKey },
    });
    expectStatus(created, 201);
    ids = [created.data?.ssh_key.id ?? 0];
  });
  afterAll(() => deleteKeys(ids));

  it("a second resource with the same name gets 409 uniqueness_error", async () => {
    const duplicate = await owner.POST("/ssh_keys", {
      body: { name: `unique-${run}`, public_key: sshPublicKey(`other-${run}`) },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.error.code).toBe("uniqueness_error");
  });

  it("the same public key again gets 409 uniqueness_error naming public_key", async () => {
    const duplicate = await owner.POST("/ssh_keys", {
      body: { name: `other-name-${run}`, public_key: publicKey },
    });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.error.code).toBe("uniqueness_error");
    expect(JSON.stringify(duplicate.error?.error.details)).toContain("public_key");
  });

  it("the same name in another project is allowed", async () => {
    const created = await otherProject.POST("/ssh_keys", {
      body: { name: `unique-${run}`, public_key: sshPublicKey(`project-b-${run}`) },
    });
    expectStatus(created, 201);
    const id = created.data?.ssh_key.id ?? 0;
    await otherProject.DELETE("/ssh_keys/{id}", { params: { path: { id } } });
  });

  it("a delete-protected network gets 423 protected until protection is removed", async () => {
    const network = await owner.POST("/networks", {
      body: { name: `protected-${run}`, ip_range: "10.50.0.0/16" },
    });
    expectStatus(network, 201);
    const id = network.data?.network.id ?? 0;
    const protect = await owner.POST("/networks/{id}/actions/change_protection", {
      params: { path: { id } },
      body: { delete: true },
    });
    expectStatus(protect, 201);
    const refused = await owner.DELETE("/networks/{id}", { params: { path: { id } } });
    expect(refused.response.status).toBe(423);
    expect(refused.error?.error.code).toBe("protected");
    const unprotect = await owner.POST("/networks/{id}/actions/change_protection", {
      params: { path: { id } },
      body: { delete: false },
    });
    expectStatus(unprotect, 201);
    const deleted = await owner.DELETE("/networks/{id}", { params: { path: { id } } });
    expectStatus(deleted, 204);
  });
});

describeBehaviour(`behaviour: servers state and filters${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `state-${runId}`;
  let serverId = 0;

  beforeAll(async () => {
    const created = await owner.POST("/servers", {
      body: {
        name: `state-${run}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        start_after_create: false,
        labels: { run },
      },
    });
    expectStatus(created, 201);
    serverId = created.data?.server.id ?? 0;
  });
  afterAll(async () => {
    await owner.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
  });

  it("a created server can be fetched, and its create action polled to success", async () => {
    const server = await owner.GET("/servers/{id}", { params: { path: { id: serverId } } });
    expectStatus(server, 200);
    expect(server.data?.server.name).toBe(`state-${run}`);
    const actions = await owner.GET("/servers/{id}/actions", {
      params: { path: { id: serverId } },
    });
    expectStatus(actions, 200);
    expect(actions.data?.actions.map((action) => action.command)).toContain("create_server");
  });

  it("the status filter follows power actions", async () => {
    const statusesOf = async (status: "running" | "off") => {
      const list = await owner.GET("/servers", {
        params: { query: { label_selector: `run=${run}`, status: [status] } },
      });
      expectStatus(list, 200);
      return list.data?.servers.map((server) => server.id) ?? [];
    };
    expect(await statusesOf("off")).toEqual([serverId]);
    const poweron = await owner.POST("/servers/{id}/actions/poweron", {
      params: { path: { id: serverId } },
    });
    expectStatus(poweron, 201);
    expect(await statusesOf("running")).toEqual([serverId]);
    expect(await statusesOf("off")).toEqual([]);
  });

  it("a deleted server answers 404 not_found", async () => {
    const removed = await owner.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
    expectStatus(removed, 200);
    const response = await rawRequest("GET", `/servers/${serverId}`);
    expect(response.status).toBe(404);
  });
});

describeBehaviour(`behaviour: placement group rules${BEHAVIOUR_SKIP_REASON}`, () => {
  const run = `placement-${runId}`;
  let serverId = 0;
  let groupId = 0;
  const addTo = (placementGroup: number, client = owner, id = serverId) =>
    client.POST("/servers/{id}/actions/add_to_placement_group", {
      params: { path: { id } },
      body: { placement_group: placementGroup },
    });

  beforeAll(async () => {
    const group = await owner.POST("/placement_groups", { body: { name: run, type: "spread" } });
    expectStatus(group, 201);
    groupId = group.data?.placement_group.id ?? 0;
    const created = await owner.POST("/servers", {
      body: { name: run, server_type: "cx22", image: "ubuntu-24.04", labels: { run } },
    });
    expectStatus(created, 201);
    serverId = created.data?.server.id ?? 0;
  });
  afterAll(async () => {
    await owner.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
    await owner.DELETE("/placement_groups/{id}", { params: { path: { id: groupId } } });
  });

  it("a running server gets 422 server_not_stopped", async () => {
    const result = await addTo(groupId);
    expect(result.response.status).toBe(422);
    expect(result.error?.error.code).toBe("server_not_stopped");
  });

  it("an unknown placement group gets 404 not_found", async () => {
    const poweroff = await owner.POST("/servers/{id}/actions/poweroff", {
      params: { path: { id: serverId } },
    });
    expectStatus(poweroff, 201);
    const result = await addTo(2_000_000_000);
    expect(result.response.status).toBe(404);
    expect(result.error?.error.code).toBe("not_found");
  });

  it("another project's token cannot use the group: 404 not_found", async () => {
    const other = await otherProject.POST("/servers", {
      body: { name: run, server_type: "cx22", image: "ubuntu-24.04", start_after_create: false },
    });
    expectStatus(other, 201);
    const otherId = other.data?.server.id ?? 0;
    try {
      const result = await addTo(groupId, otherProject, otherId);
      expect(result.response.status).toBe(404);
    } finally {
      await otherProject.DELETE("/servers/{id}", { params: { path: { id: otherId } } });
    }
  });

  it("a server in a group gets 422 already_in_placement_group", async () => {
    expectStatus(await addTo(groupId), 201);
    const again = await addTo(groupId);
    expect(again.response.status).toBe(422);
    expect(again.error?.error.code).toBe("already_in_placement_group");
  });

  it("the group lists its members in every member's view and lists", async () => {
    const list = await owner.GET("/servers", {
      params: { query: { label_selector: `run=${run}` } },
    });
    expectStatus(list, 200);
    const group = list.data?.servers[0]?.placement_group;
    expect(group?.id).toBe(groupId);
    expect(group?.type).toBe("spread");
    expect(group?.servers).toContain(serverId);
  });
});
