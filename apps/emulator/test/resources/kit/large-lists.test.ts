import { beforeAll, describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

// Thousands of servers created at one instant: every `created` ties, so orders must come from
// the tie-breaks, and every page must be cut from the whole filtered, sorted list.
const SERVERS = 1500;
const NOW = Date.parse("2025-03-01T12:00:00Z");

interface Created {
  id: number;
  name: string;
  env: string;
  tier: string;
  status: string;
}

const created: Created[] = [];

async function inParallel(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const emu = useTestEmulator({ clock: () => NOW });
beforeAll(async () => {
  await inParallel(SERVERS, async (index) => {
    const env = index % 3 === 0 ? "prod" : "dev";
    const tier = `t${index % 4}`;
    // Names do not follow ids, so sorting by name really reorders.
    const name = `srv-${String((index * 7919) % SERVERS).padStart(4, "0")}`;
    const startAfterCreate = index % 5 !== 0;
    const result = await emu.call("POST", "/servers", {
      body: {
        name,
        server_type: "cx22",
        image: "ubuntu-24.04",
        labels: { env, tier },
        start_after_create: startAfterCreate,
      },
    });
    if (result.status !== 201) throw new Error(`create ${name}: ${JSON.stringify(result.body)}`);
    created.push({
      id: result.body.server.id,
      name,
      env,
      tier,
      status: startAfterCreate ? "running" : "off",
    });
  });
}, 120_000);

async function allPages(query: string): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await emu.call("GET", `/servers?${query}&per_page=50&page=${page}`);
    expect(result.status).toBe(200);
    ids.push(...result.body.servers.map((server: { id: number }) => server.id));
    totals.push(result.body.meta.pagination.total_entries);
    if (result.body.meta.pagination.next_page === null) {
      expect(result.headers.get("link")).not.toContain('rel="next"');
      return { ids, totals };
    }
    const next = /<([^>]+)>; rel="next"/.exec(result.headers.get("link") ?? "")?.[1] ?? "";
    expect(new URL(next).searchParams.get("page")).toBe(String(page + 1));
  }
}

describe(`a project with ${SERVERS} servers`, () => {
  it("pages through a filtered list in tie-break order (equal created, then id ascending)", async () => {
    const { ids, totals } = await allPages("label_selector=env%3Dprod&sort=created%3Adesc");
    const expected = created
      .filter((server) => server.env === "prod")
      .map((server) => server.id)
      .sort((a, b) => a - b);
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it("combines status, a set selector and a descending sort on one page", async () => {
    const result = await emu.call(
      "GET",
      "/servers?status=off&label_selector=tier%20in%20(t1,t2),env!%3Ddev&sort=name:desc&page=2&per_page=10",
    );
    const matching = created
      .filter(
        (server) =>
          server.status === "off" &&
          (server.tier === "t1" || server.tier === "t2") &&
          server.env !== "dev",
      )
      .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : a.id - b.id));
    expect(result.body.servers.map((server: { name: string }) => server.name)).toEqual(
      matching.slice(10, 20).map((server) => server.name),
    );
    expect(result.body.servers.every((server: { status: string }) => server.status === "off")).toBe(
      true,
    );
    expect(result.body.meta.pagination.total_entries).toBe(matching.length);
  });

  it("finds one server by exact name among thousands", async () => {
    const target = created[SERVERS - 1] as Created;
    const result = await emu.call("GET", `/servers?name=${target.name}`);
    expect(result.body.servers.map((server: { id: number }) => server.id)).toEqual([target.id]);
  });

  it("shows in each listed view the same server as its own GET, relations included", async () => {
    const middle = created[Math.floor(SERVERS / 2)] as Created;
    const floating = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", server: middle.id },
    });
    expect(floating.status).toBe(201);
    const page = await emu.call("GET", `/servers?name=${middle.name}`);
    const listed = page.body.servers[0];
    expect(listed).toEqual((await emu.call("GET", `/servers/${middle.id}`)).body.server);
    expect(listed.public_net.floating_ips).toEqual([floating.body.floating_ip.id]);
    const primary = await emu.call("GET", `/primary_ips/${listed.public_net.ipv4.id}`);
    expect(primary.body.primary_ip.assignee_id).toBe(middle.id);
    const other = await emu.call("GET", `/servers/${(created[0] as Created).id}`);
    expect(other.body.server.public_net.floating_ips).toEqual([]);
  });

  it("lists only the actions of one server among thousands", async () => {
    const server = created[7] as Created;
    const result = await emu.call("GET", `/servers/${server.id}/actions?sort=command`);
    const commands = result.body.actions.map((action: { command: string }) => action.command);
    expect(commands).toEqual(
      server.status === "running" ? ["create_server", "start_server"] : ["create_server"],
    );
    for (const action of result.body.actions) {
      expect(action.resources).toContainEqual({ id: server.id, type: "server" });
    }
  });
});
