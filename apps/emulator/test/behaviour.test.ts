import { describe, expect, it } from "vitest";
import { useTestEmulator } from "./support/lifecycle.js";

const emu = useTestEmulator();

const createServer = (name: string, labels: Record<string, string> = {}, token = "tok-a") =>
  emu.call("POST", "/servers", {
    token,
    body: { name, server_type: "cx22", image: "ubuntu-24.04", labels },
  });

describe("http layer", () => {
  it("returns 401 unauthorized without a token or with an unknown one", async () => {
    expect((await emu.call("GET", "/servers", { token: null })).body.error.code).toBe(
      "unauthorized",
    );
    expect((await emu.call("GET", "/servers", { token: "nope" })).status).toBe(401);
  });
  it("returns 401 token_readonly for a write with a read-only token, and lets it read", async () => {
    const write = await emu.call("POST", "/ssh_keys", {
      token: "tok-r",
      body: { name: "x", public_key: "x" },
    });
    expect([write.status, write.body.error.code]).toEqual([401, "token_readonly"]);
    expect((await emu.call("GET", "/servers", { token: "tok-r" })).status).toBe(200);
  });
  it("returns 400 json_error for a malformed body", async () => {
    const result = await emu.call("POST", "/ssh_keys", { rawBody: "{nope" });
    expect([result.status, result.body.error.code]).toEqual([400, "json_error"]);
  });
  it("returns 422 invalid_input naming each field", async () => {
    const result = await emu.call("POST", "/servers", {
      body: { name: "-bad-", image: true, labels: { "a b": "c" } },
    });
    expect(result.status).toBe(422);
    const names = result.body.error.details.fields
      .map((field: { name: string }) => field.name)
      .sort();
    expect(names).toEqual(["image", "labels", "name", "server_type"]);
  });
  it("returns 404 not_found for an unknown path and 405 for a wrong method", async () => {
    expect((await emu.call("GET", "/nowhere")).body.error.code).toBe("not_found");
    const wrong = await emu.call("PATCH", "/servers");
    expect([wrong.status, wrong.body.error.code]).toEqual([405, "method_not_allowed"]);
  });
  it("answers the bare base URL with a not_found envelope that says so and lists the paths", async () => {
    for (const base of ["", "/"]) {
      const result = await emu.call("GET", base);
      expect([result.status, result.body.error.code, result.body.error.details]).toEqual([
        404,
        "not_found",
        null,
      ]);
      expect(result.body.error.message).toMatch(/^\/v1 is the API's base URL, not an endpoint/);
      expect(result.body.error.message).toContain("GET /v1/servers");
      // The paths come from the document: every collection, none made up.
      expect(result.body.error.message).toContain("/v1/servers, /v1/ssh_keys");
      expect(result.body.error.message).toContain("/v1/zones");
      expect(result.body.error.message).not.toContain("{");
    }
    // Without a token the request is refused first, as every other one.
    expect((await emu.call("GET", "", { token: null })).status).toBe(401);
  });
  it("answers a path without /v1 saying that the API's paths start with /v1", async () => {
    const origin = emu.url.slice(0, -"/v1".length);
    const get = (path: string) =>
      fetch(`${origin}${path}`, { headers: { Authorization: "Bearer tok-a" } }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
      );
    const servers = await get("/servers?page=2");
    expect([servers.status, servers.body.error.code]).toEqual([404, "not_found"]);
    expect(servers.body.error.message).toBe(
      "no such endpoint: /servers. The API's paths start with /v1 (e.g. /v1/servers): end the base URL with /v1",
    );
    const floating = await get("/floating_ips/4");
    expect(floating.body.error.message).toContain("(e.g. /v1/floating_ips/4)");
    // Not a collection of the API: the example is one that is.
    expect((await get("/nowhere")).body.error.message).toContain("(e.g. /v1/servers)");
    // Inside /v1, an unknown path is just that.
    expect((await emu.call("GET", "/nowhere")).body.error.message).toBe(
      "no such endpoint: /v1/nowhere",
    );
  });
  it("sends RateLimit headers and a correlation id on errors too", async () => {
    const result = await emu.call("GET", "/nowhere", { token: null });
    expect(Number(result.headers.get("ratelimit-limit"))).toBe(3600);
    expect(result.headers.get("x-correlation-id")).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("projects", () => {
  it("hides another project's resources exactly like absent ones", async () => {
    const created = await createServer("isolated");
    const id = created.body.server.id;
    const foreign = await emu.call("GET", `/servers/${id}`, { token: "tok-b" });
    const absent = await emu.call("GET", "/servers/999999", { token: "tok-b" });
    expect([foreign.status, foreign.body.error.code]).toEqual([
      absent.status,
      absent.body.error.code,
    ]);
    expect((await emu.call("GET", "/servers", { token: "tok-b" })).body.servers).toEqual([]);
    expect((await emu.call("DELETE", `/servers/${id}`, { token: "tok-b" })).status).toBe(404);
  });
});

describe("lists", () => {
  it("filters by label selector, sorts and paginates with a Link header", async () => {
    for (const [name, env] of [
      ["l-1", "prod"],
      ["l-2", "dev"],
      ["l-3", "prod"],
    ] as const) {
      await createServer(name, { group: "lists", env });
    }
    const prod = await emu.call(
      "GET",
      `/servers?label_selector=${encodeURIComponent("group=lists,env in (prod)")}&sort=name:desc`,
    );
    expect(prod.body.servers.map((server: { name: string }) => server.name)).toEqual([
      "l-3",
      "l-1",
    ]);
    const notProd = await emu.call(
      "GET",
      `/servers?label_selector=${encodeURIComponent("group,env!=prod")}`,
    );
    expect(notProd.body.servers.map((server: { name: string }) => server.name)).toEqual(["l-2"]);
    const paged = await emu.call("GET", `/servers?label_selector=group&per_page=2&page=1`);
    expect(paged.body.meta.pagination).toMatchObject({
      page: 1,
      per_page: 2,
      next_page: 2,
      last_page: 2,
      total_entries: 3,
    });
    expect(paged.headers.get("link")).toContain(
      `<${emu.url}/servers?label_selector=group&per_page=2&page=2>; rel="next"`,
    );
    expect((await emu.call("GET", "/servers?name=l-2")).body.servers).toHaveLength(1);
  });
  it("rejects a malformed selector, an unknown sort field and per_page over 50 with 422", async () => {
    const selector = await emu.call(
      "GET",
      `/servers?label_selector=${encodeURIComponent("env in (a")}`,
    );
    expect(selector.body.error.details.fields[0].name).toBe("label_selector");
    expect((await emu.call("GET", "/servers?sort=size")).body.error.details.fields[0].name).toBe(
      "sort",
    );
    expect((await emu.call("GET", "/servers?per_page=51")).status).toBe(422);
  });
});

describe("write rules", () => {
  it("returns 409 uniqueness_error for a duplicate name", async () => {
    await createServer("twin");
    const second = await createServer("twin");
    expect([
      second.status,
      second.body.error.code,
      second.body.error.details.fields[0].name,
    ]).toEqual([409, "uniqueness_error", "name"]);
    // Names are unique per project only.
    expect((await createServer("twin", {}, "tok-b")).status).toBe(201);
  });
  it("protects a server against deletion (423 protected)", async () => {
    const id = (await createServer("protected")).body.server.id;
    await emu.call("POST", `/servers/${id}/actions/change_protection`, {
      body: { delete: true, rebuild: true },
    });
    const result = await emu.call("DELETE", `/servers/${id}`);
    expect([result.status, result.body.error.code]).toEqual([423, "protected"]);
  });
  it("requires the server to be off to change its type", async () => {
    const id = (await createServer("running-type")).body.server.id;
    const result = await emu.call("POST", `/servers/${id}/actions/change_type`, {
      body: { server_type: "cx32", upgrade_disk: true },
    });
    expect(result.body.error.code).toBe("server_not_stopped");
  });
  it("keeps the disk size on change_type with upgrade_disk false, and grows it with true", async () => {
    const id = (await createServer("keep-disk")).body.server.id;
    await emu.call("POST", `/servers/${id}/actions/poweroff`);
    await emu.call("POST", `/servers/${id}/actions/change_type`, {
      body: { server_type: "cx32", upgrade_disk: false },
    });
    const kept = (await emu.call("GET", `/servers/${id}`)).body.server;
    expect([kept.server_type.name, kept.primary_disk_size]).toEqual(["cx32", 40]);
    await emu.call("POST", `/servers/${id}/actions/change_type`, {
      body: { server_type: "cx32", upgrade_disk: true },
    });
    expect((await emu.call("GET", `/servers/${id}`)).body.server.primary_disk_size).toBe(80);
  });
  it("creates primary IPs with the server and requires unassigning before deleting them", async () => {
    const created = await createServer("with-ips");
    const ipv4 = created.body.server.public_net.ipv4;
    expect(created.body.action.command).toBe("create_server");
    expect(created.body.next_actions.map((action: { command: string }) => action.command)).toEqual([
      "start_server",
    ]);
    const ip = await emu.call("GET", `/primary_ips/${ipv4.id}`);
    expect(ip.body.primary_ip).toMatchObject({
      assignee_id: created.body.server.id,
      auto_delete: true,
    });
    const deletion = await emu.call("DELETE", `/primary_ips/${ipv4.id}`);
    expect(deletion.body.error.code).toBe("must_be_unassigned");
  });
  it("refuses to delete a firewall in use", async () => {
    const server = (await createServer("fw-target")).body.server.id;
    const firewall = await emu.call("POST", "/firewalls", {
      body: { name: "in-use", apply_to: [{ type: "server", server: { id: server } }] },
    });
    expect(firewall.body.actions.map((action: { command: string }) => action.command)).toEqual([
      "apply_firewall",
    ]);
    const result = await emu.call("DELETE", `/firewalls/${firewall.body.firewall.id}`);
    expect(result.body.error.code).toBe("resource_in_use");
  });
  it("checks network ranges and subnets", async () => {
    expect(
      (await emu.call("POST", "/networks", { body: { name: "public", ip_range: "8.8.0.0/16" } }))
        .status,
    ).toBe(422);
    expect(
      (await emu.call("POST", "/networks", { body: { name: "small", ip_range: "10.0.0.0/28" } }))
        .status,
    ).toBe(422);
    const network = await emu.call("POST", "/networks", {
      body: { name: "ok", ip_range: "10.1.0.0/16" },
    });
    const outside = await emu.call(
      "POST",
      `/networks/${network.body.network.id}/actions/add_subnet`,
      {
        body: { type: "cloud", network_zone: "eu-central", ip_range: "10.2.0.0/24" },
      },
    );
    expect(outside.body.error.details.fields[0].name).toBe("ip_range");
    const shrink = await emu.call(
      "POST",
      `/networks/${network.body.network.id}/actions/change_ip_range`,
      { body: { ip_range: "10.1.0.0/24" } },
    );
    expect(shrink.status).toBe(422);
  });
});
