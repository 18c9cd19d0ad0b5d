import { beforeAll, describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

let networkId: number;
let web: number;
let db: number;
let lb: number;

async function ok(method: string, path: string, body?: unknown) {
  const result = await emu.call(method, path, { body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return result.body;
}

const emu = useTestEmulator();
beforeAll(async () => {
  networkId = (
    await ok("POST", "/networks", {
      name: "members",
      ip_range: "10.0.0.0/16",
      subnets: [
        { type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" },
        { type: "cloud", network_zone: "eu-central", ip_range: "10.0.2.0/24" },
      ],
    })
  ).network.id;
  const server = async (name: string) =>
    (
      await ok("POST", "/servers", {
        name,
        server_type: "cpx22",
        image: "debian-12",
        location: "fsn1",
      })
    ).server.id;
  web = await server("web");
  db = await server("db");
  await ok("POST", `/servers/${web}/actions/attach_to_network`, {
    network: networkId,
    ip: "10.0.1.10",
    alias_ips: ["10.0.1.11"],
  });
  await ok("POST", `/servers/${db}/actions/attach_to_network`, {
    network: networkId,
    ip: "10.0.2.9",
  });
  lb = (
    await ok("POST", "/load_balancers", {
      name: "front",
      load_balancer_type: "lb11",
      location: "fsn1",
    })
  ).load_balancer.id;
  await ok("POST", `/load_balancers/${lb}/actions/attach_to_network`, {
    network: networkId,
    ip: "10.0.1.100",
  });
});

const members = async (query = "") =>
  (await ok("GET", `/networks/${networkId}/members${query}`)).members;

describe("list_network_members", () => {
  it("lists attached servers and load balancers with their IPs, alias IPs and subnet", async () => {
    // Servers first, each kind by id (a server and a load balancer may share an id).
    const listed = await members("?sort=type:desc&sort=id:asc");
    expect(listed).toEqual([
      {
        id: web,
        type: "server",
        ip: "10.0.1.10",
        alias_ips: ["10.0.1.11"],
        subnet: "10.0.1.0/24",
        status: "ok",
      },
      {
        id: db,
        type: "server",
        ip: "10.0.2.9",
        alias_ips: [],
        subnet: "10.0.2.0/24",
        status: "ok",
      },
      {
        id: lb,
        type: "load_balancer",
        ip: "10.0.1.100",
        alias_ips: [],
        subnet: "10.0.1.0/24",
        status: "ok",
      },
    ]);
  });

  it("filters by type, subnet and status (repeatable), sorts by address and pages", async () => {
    expect((await members("?type=load_balancer")).map((m: { id: number }) => m.id)).toEqual([lb]);
    expect((await members("?subnet=10.0.2.0/24")).map((m: { id: number }) => m.id)).toEqual([db]);
    expect(await members("?subnet=10.0.1.0/24&subnet=10.0.2.0/24&type=server")).toHaveLength(2);
    expect(await members("?status=attaching")).toEqual([]);
    // By address, not by text: 10.0.1.100 after 10.0.1.10, 10.0.2.9 last.
    expect((await members("?sort=ip:asc")).map((m: { ip: string }) => m.ip)).toEqual([
      "10.0.1.10",
      "10.0.1.100",
      "10.0.2.9",
    ]);
    const second = await ok("GET", `/networks/${networkId}/members?per_page=1&page=2`);
    expect(second.members).toHaveLength(1);
    expect(second.meta.pagination).toMatchObject({ page: 2, last_page: 3, total_entries: 3 });
  });

  it("drops a detached member", async () => {
    await ok("POST", `/servers/${db}/actions/detach_from_network`, { network: networkId });
    expect((await members("?type=server")).map((m: { id: number }) => m.id)).toEqual([web]);
  });

  it("answers 404 for an unknown network or another project's, 422 for an unknown filter value", async () => {
    expect((await emu.call("GET", "/networks/999999/members")).body.error.code).toBe("not_found");
    const other = await emu.call("GET", `/networks/${networkId}/members`, { token: "tok-b" });
    expect(other.status).toBe(404);
    const refused = await emu.call("GET", `/networks/${networkId}/members?type=volume`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.fields[0].name).toBe("type");
  });
});
