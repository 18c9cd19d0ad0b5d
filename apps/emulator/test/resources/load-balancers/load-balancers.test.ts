import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

// Certificates belong to another family: this state file seeds a few records of the
// collection so that https services can refer to existing certificates.
const directory = mkdtempSync(join(tmpdir(), "emulator-lb-"));
const dataFile = join(directory, "state.json");
const CERT_A = 7;
const CERT_B = 8; // owned by project-b
const MANY_CERTS = Array.from({ length: 11 }, (_, index) => 20 + index);
writeFileSync(
  dataFile,
  JSON.stringify({
    version: 1,
    counters: { certificates: 40 },
    collections: {
      certificates: [
        { id: CERT_A, project: "project-a", name: "cert-a" },
        { id: CERT_B, project: "project-b", name: "cert-b" },
        ...MANY_CERTS.map((id) => ({ id, project: "project-a", name: `cert-${id}` })),
      ],
    },
  }),
);

// Registered before the emulator's hooks, so it runs after the emulator stopped.
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const emu = useTestEmulator({ dataFile });

let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}-${serial}`;
};

async function expectOk(
  result: Promise<{ status: number; body: unknown }>,
  status: number,
): Promise<
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON fields
  any
> {
  const response = await result;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function expectError(
  result: Promise<{ status: number; body: unknown }>,
  status: number,
  code: string,
  field?: string,
) {
  const response = await result;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const error = (response.body as { error: { code: string; details: unknown } }).error;
  expect(error.code).toBe(code);
  if (field !== undefined) {
    const fields = (error.details as { fields: { name: string }[] }).fields.map((f) => f.name);
    expect(fields).toContain(field);
  }
}

const createLb = (body: Record<string, unknown>, token?: string) =>
  emu.call("POST", "/load_balancers", {
    token,
    body: { name: unique("lb"), load_balancer_type: "lb11", location: "fsn1", ...body },
  });
const lbAction = (id: number, action: string, body?: unknown, token?: string) =>
  emu.call("POST", `/load_balancers/${id}/actions/${action}`, { body, token });
const getLb = async (id: number) =>
  (await expectOk(emu.call("GET", `/load_balancers/${id}`), 200)).load_balancer;

async function newLb(body: Record<string, unknown> = {}) {
  return (await expectOk(createLb(body), 201)).load_balancer;
}

async function newServer(body: Record<string, unknown> = {}, token?: string) {
  const created = await expectOk(
    emu.call("POST", "/servers", {
      token,
      body: { name: unique("srv"), server_type: "cx22", image: "ubuntu-24.04", ...body },
    }),
    201,
  );
  return created.server;
}

async function newNetwork(subnets: unknown[] = [{ type: "cloud", network_zone: "eu-central" }]) {
  serial += 1;
  return (
    await expectOk(
      emu.call("POST", "/networks", {
        body: { name: unique("net"), ip_range: `10.${serial % 250}.0.0/16`, subnets },
      }),
      201,
    )
  ).network;
}

describe("load balancer types", () => {
  it("lists lb11, lb21 and lb31 with lb11's limits from the reference", async () => {
    const body = await expectOk(emu.call("GET", "/load_balancer_types"), 200);
    expect(body.load_balancer_types.map((type: { name: string }) => type.name)).toEqual([
      "lb11",
      "lb21",
      "lb31",
    ]);
    expect(body.load_balancer_types[0]).toMatchObject({
      max_services: 5,
      max_targets: 25,
      max_connections: 20000,
      max_assigned_certificates: 10,
      deprecated: null,
    });
  });

  it("filters by name, gets one by id and answers 404 for an unknown id", async () => {
    const byName = await expectOk(emu.call("GET", "/load_balancer_types?name=lb21"), 200);
    expect(byName.load_balancer_types).toHaveLength(1);
    expect(byName.load_balancer_types[0].id).toBe(2);
    const one = await expectOk(emu.call("GET", "/load_balancer_types/3"), 200);
    expect(one.load_balancer_type.name).toBe("lb31");
    await expectError(emu.call("GET", "/load_balancer_types/99"), 404, "not_found");
  });

  it("has the same prices in /pricing as on the types", async () => {
    const types = (await expectOk(emu.call("GET", "/load_balancer_types"), 200))
      .load_balancer_types;
    const pricing = (await expectOk(emu.call("GET", "/pricing"), 200)).pricing;
    expect(pricing.load_balancer_types).toEqual(
      types.map((type: { id: number; name: string; prices: unknown }) => ({
        id: type.id,
        name: type.name,
        prices: type.prices,
      })),
    );
  });
});

describe("create, read, update, delete", () => {
  it("creates with the action, public addresses, round_robin and the type and location embedded", async () => {
    const body = await expectOk(createLb({ labels: { env: "test" } }), 201);
    expect(body.action).toMatchObject({ command: "create_load_balancer" });
    expect(body.action.resources).toContainEqual({
      id: body.load_balancer.id,
      type: "load_balancer",
    });
    const lb = body.load_balancer;
    expect(lb.algorithm).toEqual({ type: "round_robin" });
    expect(lb.public_net.enabled).toBe(true);
    expect(lb.public_net.ipv4.ip).toMatch(/^198\.18\./);
    expect(lb.public_net.ipv6.dns_ptr).toBeNull();
    expect(lb.load_balancer_type.name).toBe("lb11");
    expect(lb.location.name).toBe("fsn1");
    expect(lb.included_traffic).toBeGreaterThan(0);
    expect(await getLb(lb.id)).toEqual(lb);
  });

  it("takes the type and the location as integer ids, digit strings or names", async () => {
    const a = await newLb({ load_balancer_type: 2, location: 2 });
    expect([a.load_balancer_type.name, a.location.name]).toEqual(["lb21", "nbg1"]);
    const b = await newLb({ load_balancer_type: "3", location: "hel1" });
    expect([b.load_balancer_type.name, b.location.name]).toEqual(["lb31", "hel1"]);
    await expectError(
      createLb({ load_balancer_type: "lb99" }),
      422,
      "invalid_input",
      "load_balancer_type",
    );
    await expectError(createLb({ location: "nowhere" }), 422, "invalid_input", "location");
  });

  it("places by network zone, and rejects a zone that contradicts the location", async () => {
    const { location: _ignored, ...rest } = { location: undefined };
    const lb = (
      await expectOk(
        emu.call("POST", "/load_balancers", {
          body: {
            name: unique("lb"),
            load_balancer_type: "lb11",
            network_zone: "us-east",
            ...rest,
          },
        }),
        201,
      )
    ).load_balancer;
    expect(lb.location.name).toBe("ash");
    await expectError(createLb({ network_zone: "us-east" }), 422, "invalid_input", "network_zone");
    await expectError(createLb({ network_zone: "mars" }), 422, "invalid_input", "network_zone");
  });

  it("keeps names unique and rejects names with surrounding whitespace", async () => {
    const lb = await newLb();
    await expectError(createLb({ name: lb.name }), 409, "uniqueness_error");
    await expectError(createLb({ name: " padded" }), 422, "invalid_input", "name");
    const other = await newLb();
    await expectError(
      emu.call("PUT", `/load_balancers/${other.id}`, { body: { name: lb.name } }),
      409,
      "uniqueness_error",
    );
  });

  it("updates name and labels, filters by label and name, sorts", async () => {
    const lb = await newLb();
    const updated = await expectOk(
      emu.call("PUT", `/load_balancers/${lb.id}`, {
        body: { name: `${lb.name}-x`, labels: { team: "blue" } },
      }),
      200,
    );
    expect(updated.load_balancer).toMatchObject({ name: `${lb.name}-x`, labels: { team: "blue" } });
    const byLabel = await expectOk(
      emu.call("GET", "/load_balancers?label_selector=team%3Dblue"),
      200,
    );
    expect(byLabel.load_balancers.map((entry: { id: number }) => entry.id)).toEqual([lb.id]);
    const byName = await expectOk(emu.call("GET", `/load_balancers?name=${lb.name}-x`), 200);
    expect(byName.load_balancers).toHaveLength(1);
    const sorted = await expectOk(emu.call("GET", "/load_balancers?sort=id:desc&per_page=50"), 200);
    const ids = sorted.load_balancers.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    await expectError(emu.call("GET", "/load_balancers?sort=algorithm"), 422, "invalid_input");
  });

  it("refuses to delete a protected load balancer, then deletes it once unprotected, with a delete_load_balancer action (201, since 2026-10-05)", async () => {
    const lb = await newLb();
    await expectOk(lbAction(lb.id, "change_protection", { delete: true }), 201);
    expect((await getLb(lb.id)).protection).toEqual({ delete: true });
    await expectError(emu.call("DELETE", `/load_balancers/${lb.id}`), 423, "protected");
    await expectOk(lbAction(lb.id, "change_protection", {}), 201);
    expect((await getLb(lb.id)).protection).toEqual({ delete: true });
    await expectOk(lbAction(lb.id, "change_protection", { delete: false }), 201);
    const deleted = await expectOk(emu.call("DELETE", `/load_balancers/${lb.id}`), 201);
    expect(deleted.action).toMatchObject({
      command: "delete_load_balancer",
      resources: [{ id: lb.id, type: "load_balancer" }],
    });
    await expectError(emu.call("GET", `/load_balancers/${lb.id}`), 404, "not_found");
    const finished = await expectOk(emu.call("GET", `/actions?id=${deleted.action.id}`), 200);
    expect(finished.actions[0].status).toBe("success");
  });
});

describe("services", () => {
  it("fills the defaults of partial services (what hcloud-go sends)", async () => {
    const lb = await newLb({
      services: [{ protocol: "http" }, { protocol: "https", http: { certificates: [] } }],
    });
    const [http, https] = lb.services;
    expect(http).toEqual({
      protocol: "http",
      listen_port: 80,
      destination_port: 80,
      proxyprotocol: false,
      health_check: {
        protocol: "http",
        port: 80,
        interval: 15,
        timeout: 10,
        retries: 3,
        http: { domain: "", path: "/", response: "", status_codes: ["2??", "3??"], tls: false },
      },
      // certificates and redirect_http show on http services too (hcloud-python reads them).
      http: {
        cookie_name: "HCLBSTICKY",
        cookie_lifetime: 300,
        timeout_idle: 50,
        sticky_sessions: false,
        certificates: [],
        redirect_http: false,
      },
    });
    expect(https).toMatchObject({
      protocol: "https",
      listen_port: 443,
      destination_port: 80,
      http: { certificates: [], redirect_http: false, cookie_name: "HCLBSTICKY" },
    });
  });

  it("needs both ports for tcp and a real protocol (an empty string is not one)", async () => {
    await expectError(
      createLb({ services: [{ protocol: "tcp", destination_port: 22 }] }),
      422,
      "invalid_input",
      "services[0].listen_port",
    );
    await expectError(
      createLb({ services: [{ protocol: "", listen_port: 80 }] }),
      422,
      "invalid_input",
      "services[0].protocol",
    );
    const lb = await newLb();
    await expectError(
      lbAction(lb.id, "add_service", {
        protocol: "tcp",
        listen_port: 22,
        health_check: { protocol: "" },
      }),
      422,
      "invalid_input",
      "health_check.protocol",
    );
    const tcp = await expectOk(
      lbAction(lb.id, "add_service", { protocol: "tcp", listen_port: 22, destination_port: 2222 }),
      201,
    );
    expect(tcp.action.command).toBe("add_service");
    expect((await getLb(lb.id)).services[0]).toEqual({
      protocol: "tcp",
      listen_port: 22,
      destination_port: 2222,
      proxyprotocol: false,
      health_check: { protocol: "tcp", port: 2222, interval: 15, timeout: 10, retries: 3 },
    });
  });

  it("answers 412 source_port_already_used on create and add_service, 422 on update_service", async () => {
    await expectError(
      createLb({
        services: [
          { protocol: "http" },
          { protocol: "tcp", listen_port: 80, destination_port: 80 },
        ],
      }),
      412,
      "source_port_already_used",
    );
    const lb = await newLb({ services: [{ protocol: "http" }, { protocol: "https" }] });
    await expectError(
      lbAction(lb.id, "add_service", { protocol: "tcp", listen_port: 443, destination_port: 1 }),
      412,
      "source_port_already_used",
    );
    // redirect_http makes the https service listen on port 80 as well.
    await expectError(
      lbAction(lb.id, "update_service", { listen_port: 443, http: { redirect_http: true } }),
      422,
      "source_port_already_used",
    );
    await expectOk(lbAction(lb.id, "delete_service", { listen_port: 80 }), 201);
    await expectOk(
      lbAction(lb.id, "update_service", { listen_port: 443, http: { redirect_http: true } }),
      201,
    );
    await expectError(
      lbAction(lb.id, "add_service", { protocol: "http" }),
      412,
      "source_port_already_used",
    );
  });

  it("keeps fields sent as null or left out in update_service (what hcloud-python sends)", async () => {
    const lb = await newLb({
      services: [
        {
          protocol: "http",
          health_check: { protocol: "http", interval: 20, http: { path: "/health" } },
        },
      ],
    });
    await expectOk(
      lbAction(lb.id, "update_service", {
        listen_port: 80,
        destination_port: 8080,
        health_check: { protocol: null, port: null, interval: null, timeout: 5, retries: null },
        http: { sticky_sessions: true, certificates: [] },
      }),
      201,
    );
    const service = (await getLb(lb.id)).services[0];
    expect(service.destination_port).toBe(8080);
    expect(service.health_check).toMatchObject({
      protocol: "http",
      port: 80,
      interval: 20,
      timeout: 5,
      retries: 3,
      http: { path: "/health" },
    });
    expect(service.http.sticky_sessions).toBe(true);
    expect(service.http.certificates).toEqual([]);
  });

  it("changes the protocol, dropping or filling the HTTP settings", async () => {
    const lb = await newLb({ services: [{ protocol: "http", listen_port: 8080 }] });
    await expectOk(lbAction(lb.id, "update_service", { listen_port: 8080, protocol: "tcp" }), 201);
    expect((await getLb(lb.id)).services[0]).not.toHaveProperty("http");
    await expectOk(
      lbAction(lb.id, "update_service", { listen_port: 8080, protocol: "https" }),
      201,
    );
    expect((await getLb(lb.id)).services[0].http).toMatchObject({
      certificates: [],
      redirect_http: false,
    });
  });

  it("rejects unknown listen ports in update_service and delete_service", async () => {
    const lb = await newLb();
    await expectError(
      lbAction(lb.id, "update_service", { listen_port: 81 }),
      422,
      "invalid_input",
      "listen_port",
    );
    await expectError(
      lbAction(lb.id, "delete_service", { listen_port: 81 }),
      422,
      "invalid_input",
      "listen_port",
    );
  });

  it("enforces the type's max_services and accepts more after change_type", async () => {
    const ports = [1, 2, 3, 4, 5].map((port) => ({
      protocol: "tcp",
      listen_port: port,
      destination_port: port,
    }));
    const lb = await newLb({ services: ports });
    await expectError(
      lbAction(lb.id, "add_service", { protocol: "tcp", listen_port: 6, destination_port: 6 }),
      422,
      "invalid_input",
      "listen_port",
    );
    await expectError(
      createLb({ services: [...ports, { protocol: "http" }] }),
      422,
      "invalid_input",
      "services",
    );
    const changed = await expectOk(
      lbAction(lb.id, "change_type", { load_balancer_type: "lb21" }),
      201,
    );
    expect(changed.action.command).toBe("change_load_balancer_type");
    await expectOk(
      lbAction(lb.id, "add_service", { protocol: "tcp", listen_port: 6, destination_port: 6 }),
      201,
    );
    await expectError(
      lbAction(lb.id, "change_type", { load_balancer_type: "lb11" }),
      422,
      "invalid_load_balancer_type",
    );
    await expectError(
      lbAction(lb.id, "change_type", { load_balancer_type: "nope" }),
      422,
      "invalid_input",
      "load_balancer_type",
    );
  });

  it("assigns existing certificates of the project to https services, within the type's limit", async () => {
    const lb = await newLb({ services: [{ protocol: "https", http: { certificates: [CERT_A] } }] });
    expect(lb.services[0].http.certificates).toEqual([CERT_A]);
    await expectError(
      createLb({ services: [{ protocol: "https", http: { certificates: [999] } }] }),
      422,
      "invalid_input",
      "services[0].http.certificates[0]",
    );
    // Another project's certificate is as unknown as a missing one.
    await expectError(
      lbAction(lb.id, "update_service", { listen_port: 443, http: { certificates: [CERT_B] } }),
      422,
      "invalid_input",
      "http.certificates[0]",
    );
    await expectError(
      lbAction(lb.id, "update_service", { listen_port: 443, http: { certificates: MANY_CERTS } }),
      422,
      "invalid_input",
      "http.certificates",
    );
    await expectOk(
      lbAction(lb.id, "update_service", {
        listen_port: 443,
        http: { certificates: MANY_CERTS.slice(0, 10) },
      }),
      201,
    );
    // An http service never holds certificates (hcloud-python sends `certificates: []` anyway).
    const http = await newLb({
      services: [{ protocol: "http", http: { certificates: [CERT_A] } }],
    });
    expect(http.services[0].http.certificates).toEqual([]);
  });
});

describe("targets", () => {
  it("adds server, label selector and ip targets with health per service listen port", async () => {
    const running = await newServer({ labels: { pool: "p1" } });
    const stopped = await newServer({ labels: { pool: "p1" }, start_after_create: false });
    const lb = await newLb({
      services: [{ protocol: "http" }, { protocol: "tcp", listen_port: 22, destination_port: 22 }],
      targets: [{ type: "server", server: { id: running.id } }],
    });
    await expectOk(
      lbAction(lb.id, "add_target", {
        type: "label_selector",
        label_selector: { selector: "pool=p1" },
      }),
      201,
    );
    await expectOk(lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "192.0.2.10" } }), 201);
    const view = await getLb(lb.id);
    expect(view.targets[0]).toEqual({
      type: "server",
      server: { id: running.id },
      use_private_ip: false,
      health_status: [
        { listen_port: 80, status: "healthy" },
        { listen_port: 22, status: "healthy" },
      ],
    });
    expect(
      view.targets[1].targets.map((target: { server: { id: number } }) => target.server.id),
    ).toEqual([running.id, stopped.id]);
    expect(view.targets[1].targets[1].health_status[0].status).toBe("unhealthy");
    expect(view.targets[2]).toEqual({
      type: "ip",
      ip: { ip: "192.0.2.10" },
      health_status: [
        { listen_port: 80, status: "unknown" },
        { listen_port: 22, status: "unknown" },
      ],
    });
  });

  it("follows label changes and shows the load balancers on the servers they target", async () => {
    const direct = await newServer();
    const labelled = await newServer({ labels: { pool: "p2" } });
    const lb = await newLb({
      targets: [
        { type: "server", server: { id: direct.id } },
        { type: "label_selector", label_selector: { selector: "pool=p2" } },
      ],
    });
    const server = async (id: number) =>
      (await expectOk(emu.call("GET", `/servers/${id}`), 200)).server;
    expect((await server(direct.id)).load_balancers).toEqual([lb.id]);
    expect((await server(labelled.id)).load_balancers).toEqual([lb.id]);
    await expectOk(
      emu.call("PUT", `/servers/${labelled.id}`, { body: { labels: { pool: "other" } } }),
      200,
    );
    expect((await server(labelled.id)).load_balancers).toEqual([]);
    expect((await getLb(lb.id)).targets[1].targets).toEqual([]);
    // Deleting a server drops it as a direct target.
    await expectOk(emu.call("DELETE", `/servers/${direct.id}`), 200);
    expect((await getLb(lb.id)).targets.map((target: { type: string }) => target.type)).toEqual([
      "label_selector",
    ]);
  });

  it("rejects duplicates, unknown or foreign servers and malformed targets", async () => {
    const own = await newServer();
    const foreign = await newServer({}, "tok-b");
    const lb = await newLb({ targets: [{ type: "server", server: { id: own.id } }] });
    await expectError(
      lbAction(lb.id, "add_target", { type: "server", server: { id: own.id } }),
      422,
      "target_already_defined",
    );
    await expectError(
      createLb({
        targets: [
          { type: "ip", ip: { ip: "192.0.2.1" } },
          { type: "ip", ip: { ip: "192.0.2.1" } },
        ],
      }),
      422,
      "target_already_defined",
    );
    await expectError(
      lbAction(lb.id, "add_target", { type: "server", server: { id: foreign.id } }),
      422,
      "invalid_input",
      "server.id",
    );
    await expectError(
      lbAction(lb.id, "add_target", { type: "server" }),
      422,
      "invalid_input",
      "server",
    );
    await expectError(
      lbAction(lb.id, "add_target", {
        type: "label_selector",
        label_selector: { selector: "k in (a" },
      }),
      422,
      "invalid_input",
      "label_selector.selector",
    );
    await expectError(
      lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "not-an-ip" } }),
      422,
      "invalid_input",
      "ip.ip",
    );
    await expectError(
      lbAction(lb.id, "remove_target", { type: "ip", ip: { ip: "192.0.2.99" } }),
      422,
      "invalid_input",
      "ip",
    );
    await expectOk(
      lbAction(lb.id, "remove_target", { type: "server", server: { id: own.id } }),
      201,
    );
    expect((await getLb(lb.id)).targets).toEqual([]);
  });

  it("checks how a target is reached: private network or public IP", async () => {
    const network = await newNetwork();
    const inNetwork = await newServer({ networks: [network.id] });
    const outside = await newServer();
    const privateOnly = await newServer({
      networks: [network.id],
      public_net: { enable_ipv4: false, enable_ipv6: false },
    });
    const plain = await newLb();
    await expectError(
      lbAction(plain.id, "add_target", {
        type: "server",
        server: { id: inNetwork.id },
        use_private_ip: true,
      }),
      422,
      "load_balancer_not_attached_to_network",
    );
    const attached = await newLb({ network: network.id });
    await expectError(
      lbAction(attached.id, "add_target", {
        type: "server",
        server: { id: outside.id },
        use_private_ip: true,
      }),
      422,
      "resolve_cloud_private_targets_error",
    );
    await expectError(
      lbAction(attached.id, "add_target", { type: "server", server: { id: privateOnly.id } }),
      422,
      "resolve_cloud_public_targets_error",
    );
    await expectOk(
      lbAction(attached.id, "add_target", {
        type: "server",
        server: { id: privateOnly.id },
        use_private_ip: true,
      }),
      201,
    );
    expect((await getLb(attached.id)).targets[0].use_private_ip).toBe(true);
  });

  it("allows only addresses of dedicated servers as ip targets", async () => {
    const lb = await newLb();
    const server = await newServer();
    await expectError(
      lbAction(lb.id, "add_target", { type: "ip", ip: { ip: server.public_net.ipv4.ip } }),
      422,
      "cloud_resource_ip_not_allowed",
    );
    await expectError(
      lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "127.0.0.1" } }),
      422,
      "ip_not_owned",
    );
    await expectError(
      lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "10.0.0.5" } }),
      422,
      "network_has_no_vswitch_subnet",
    );
    const network = await newNetwork([
      { type: "cloud", network_zone: "eu-central" },
      { type: "vswitch", network_zone: "eu-central", vswitch_id: 1000 },
    ]);
    const withVswitch = await newLb({ network: network.id });
    const vswitchRange = network.subnets[1].ip_range as string;
    const inside = vswitchRange.replace(/0\/24$/, "20");
    await expectError(
      lbAction(withVswitch.id, "add_target", { type: "ip", ip: { ip: "172.16.0.9" } }),
      422,
      "ip_not_in_vswitch_subnet",
    );
    await expectOk(lbAction(withVswitch.id, "add_target", { type: "ip", ip: { ip: inside } }), 201);
    await expectOk(lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "2a01:4f8::1" } }), 201);
  });

  it("enforces max_targets, counting each server a label selector matches", async () => {
    const lb = await newLb();
    for (let index = 1; index <= 25; index += 1) {
      await expectOk(
        lbAction(lb.id, "add_target", { type: "ip", ip: { ip: `192.0.2.${index}` } }),
        201,
      );
    }
    await expectError(
      lbAction(lb.id, "add_target", { type: "ip", ip: { ip: "192.0.2.26" } }),
      422,
      "invalid_input",
    );
    await expectOk(lbAction(lb.id, "remove_target", { type: "ip", ip: { ip: "192.0.2.25" } }), 201);
    await newServer({ labels: { crowd: "yes" } });
    await newServer({ labels: { crowd: "yes" } });
    await expectError(
      lbAction(lb.id, "add_target", {
        type: "label_selector",
        label_selector: { selector: "crowd=yes" },
      }),
      422,
      "invalid_input",
    );
  });

  it("refuses to unassign the primary IP of a server that is a target", async () => {
    const server = await newServer({ start_after_create: false });
    await newLb({ targets: [{ type: "server", server: { id: server.id } }] });
    await expectError(
      emu.call("POST", `/primary_ips/${server.public_net.ipv4.id}/actions/unassign`),
      422,
      "server_is_load_balancer_target",
    );
  });
});

describe("networks and the public interface", () => {
  it("attaches with an address from the subnet of its zone, listed on the network", async () => {
    const network = await newNetwork();
    const lb = await newLb();
    const attached = await expectOk(
      lbAction(lb.id, "attach_to_network", { network: network.id }),
      201,
    );
    expect(attached.action.resources).toContainEqual({ id: network.id, type: "network" });
    const view = await getLb(lb.id);
    expect(view.private_net).toHaveLength(1);
    expect(view.private_net[0].ip.startsWith(network.subnets[0].ip_range.split(".0/")[0])).toBe(
      true,
    );
    const net = (await expectOk(emu.call("GET", `/networks/${network.id}`), 200)).network;
    expect(net.load_balancers).toEqual([lb.id]);
    // The address is taken: a server asking for it gets ip_not_available.
    const server = await newServer();
    await expectError(
      emu.call("POST", `/servers/${server.id}/actions/attach_to_network`, {
        body: { network: network.id, ip: view.private_net[0].ip },
      }),
      422,
      "ip_not_available",
    );
    await expectError(
      lbAction(lb.id, "attach_to_network", { network: network.id }),
      422,
      "load_balancer_already_attached",
    );
    await expectOk(lbAction(lb.id, "detach_from_network", { network: network.id }), 201);
    expect((await getLb(lb.id)).private_net).toEqual([]);
    await expectError(
      lbAction(lb.id, "detach_from_network", { network: network.id }),
      422,
      "invalid_input",
      "network",
    );
  });

  it("answers ip_not_available, no_subnet_available and an unknown network", async () => {
    const network = await newNetwork();
    const first = await newLb({ network: network.id });
    const second = await newLb();
    await expectError(
      lbAction(second.id, "attach_to_network", {
        network: network.id,
        ip: first.private_net[0].ip,
      }),
      422,
      "ip_not_available",
    );
    await expectError(
      lbAction(second.id, "attach_to_network", { network: network.id, ip_range: "10.250.0.0/24" }),
      422,
      "no_subnet_available",
    );
    const usNetwork = await newNetwork([{ type: "cloud", network_zone: "us-east" }]);
    await expectError(
      lbAction(second.id, "attach_to_network", { network: usNetwork.id }),
      422,
      "no_subnet_available",
    );
    await expectError(
      lbAction(second.id, "attach_to_network", { network: 999999 }),
      422,
      "invalid_input",
      "network",
    );
  });

  it("is detached when its network is deleted", async () => {
    const network = await newNetwork();
    const lb = await newLb({ network: network.id });
    expect((await emu.call("DELETE", `/networks/${network.id}`)).status).toBe(204);
    expect((await getLb(lb.id)).private_net).toEqual([]);
  });

  it("disables the public interface only with a network and private targets", async () => {
    const lb = await newLb({ targets: [{ type: "ip", ip: { ip: "192.0.2.50" } }] });
    await expectError(
      lbAction(lb.id, "disable_public_interface"),
      422,
      "load_balancer_not_attached_to_network",
    );
    const network = await newNetwork();
    await expectOk(lbAction(lb.id, "attach_to_network", { network: network.id }), 201);
    await expectError(
      lbAction(lb.id, "disable_public_interface"),
      422,
      "targets_without_use_private_ip",
    );
    await expectOk(lbAction(lb.id, "remove_target", { type: "ip", ip: { ip: "192.0.2.50" } }), 201);
    await expectOk(lbAction(lb.id, "disable_public_interface"), 201);
    expect((await getLb(lb.id)).public_net.enabled).toBe(false);
    await expectError(
      lbAction(lb.id, "add_target", {
        type: "label_selector",
        label_selector: { selector: "x=y" },
      }),
      422,
      "load_balancer_public_interface_disabled",
    );
    await expectOk(lbAction(lb.id, "enable_public_interface"), 201);
    expect((await getLb(lb.id)).public_net.enabled).toBe(true);
  });

  it("creates without a public interface only with a network and private targets", async () => {
    await expectError(
      createLb({ public_interface: false }),
      422,
      "load_balancer_not_attached_to_network",
    );
    const network = await newNetwork();
    await expectError(
      createLb({
        public_interface: false,
        network: network.id,
        targets: [{ type: "label_selector", label_selector: { selector: "a=b" } }],
      }),
      422,
      "targets_without_use_private_ip",
    );
    const lb = await newLb({
      public_interface: false,
      network: network.id,
      targets: [
        { type: "label_selector", label_selector: { selector: "a=b" }, use_private_ip: true },
      ],
    });
    expect(lb.public_net.enabled).toBe(false);
  });

  it("sets and resets reverse DNS of its own public IPs only", async () => {
    const lb = await newLb();
    const ipv4 = lb.public_net.ipv4.ip;
    const ipv6 = lb.public_net.ipv6.ip;
    const defaultPtr = lb.public_net.ipv4.dns_ptr;
    await expectOk(lbAction(lb.id, "change_dns_ptr", { ip: ipv4, dns_ptr: "lb.example.com" }), 201);
    await expectOk(
      lbAction(lb.id, "change_dns_ptr", { ip: ipv6, dns_ptr: "lb6.example.com" }),
      201,
    );
    expect((await getLb(lb.id)).public_net).toMatchObject({
      ipv4: { ip: ipv4, dns_ptr: "lb.example.com" },
      ipv6: { ip: ipv6, dns_ptr: "lb6.example.com" },
    });
    await expectOk(lbAction(lb.id, "change_dns_ptr", { ip: ipv4, dns_ptr: null }), 201);
    await expectOk(lbAction(lb.id, "change_dns_ptr", { ip: ipv6, dns_ptr: null }), 201);
    expect((await getLb(lb.id)).public_net).toMatchObject({
      ipv4: { dns_ptr: defaultPtr },
      ipv6: { dns_ptr: null },
    });
    await expectError(
      lbAction(lb.id, "change_dns_ptr", { ip: "192.0.2.1", dns_ptr: "x.example.com" }),
      422,
      "invalid_input",
      "ip",
    );
  });

  it("changes the algorithm", async () => {
    const lb = await newLb({ algorithm: { type: "least_connections" } });
    expect(lb.algorithm.type).toBe("least_connections");
    await expectOk(lbAction(lb.id, "change_algorithm", { type: "round_robin" }), 201);
    expect((await getLb(lb.id)).algorithm.type).toBe("round_robin");
    await expectError(
      lbAction(lb.id, "change_algorithm", { type: "random" }),
      422,
      "invalid_input",
      "type",
    );
  });
});

describe("metrics", () => {
  const metrics = async (query: string) =>
    emu.call("GET", `/load_balancers/${(await newLb()).id}/metrics?${query}`);

  it("accepts repeated and comma-separated types and +00:00 offsets with fractions", async () => {
    const start = "2026-01-01T00:00:00.250%2B00:00";
    const end = "2026-01-01T01:00:00%2B00:00";
    const joined = await expectOk(
      metrics(`type=open_connections,bandwidth&start=${start}&end=${end}&step=60`),
      200,
    );
    const repeated = await expectOk(
      metrics(`type=open_connections&type=bandwidth&start=${start}&end=${end}&step=60`),
      200,
    );
    expect(Object.keys(joined.metrics.time_series).sort()).toEqual([
      "bandwidth.in",
      "bandwidth.out",
      "open_connections",
    ]);
    expect(repeated.metrics).toEqual(joined.metrics);
    expect(joined.metrics.step).toBe(60);
    expect(joined.metrics.time_series.open_connections.values).toHaveLength(60);
  });

  it("picks a step for 200 samples and raises any step to stay within 500", async () => {
    const day = "start=2026-01-01T00:00:00Z&end=2026-01-02T00:00:00Z";
    const chosen = await expectOk(metrics(`type=requests_per_second&${day}`), 200);
    const values = chosen.metrics.time_series.requests_per_second.values;
    expect(values.length).toBeLessThanOrEqual(200);
    expect(values.length).toBeGreaterThan(190);
    const capped = await expectOk(metrics(`type=connections_per_second&${day}&step=1`), 200);
    expect(capped.metrics.step).toBeGreaterThan(1);
    expect(capped.metrics.time_series.connections_per_second.values.length).toBeLessThanOrEqual(
      500,
    );
  });

  it("rejects unknown types, a zero step and an end before the start", async () => {
    const period = "start=2026-01-01T00:00:00Z&end=2026-01-01T01:00:00Z";
    await expectError(metrics(`type=cpu&${period}`), 422, "invalid_input", "type");
    await expectError(metrics(`type=bandwidth&${period}&step=0`), 422, "invalid_input", "step");
    await expectError(
      metrics("type=bandwidth&start=2026-01-02T00:00:00Z&end=2026-01-01T00:00:00Z"),
      422,
      "invalid_input",
      "end",
    );
  });
});

describe("actions, projects and tokens", () => {
  it("lists the actions of one and of all load balancers", async () => {
    const lb = await newLb();
    await expectOk(lbAction(lb.id, "change_algorithm", { type: "least_connections" }), 201);
    const own = await expectOk(emu.call("GET", `/load_balancers/${lb.id}/actions?sort=id`), 200);
    expect(own.actions.map((action: { command: string }) => action.command)).toEqual([
      "create_load_balancer",
      "change_algorithm",
    ]);
    const last = own.actions[1];
    expect(
      (await expectOk(emu.call("GET", `/load_balancers/actions/${last.id}`), 200)).action.id,
    ).toBe(last.id);
    expect(
      (await expectOk(emu.call("GET", `/load_balancers/${lb.id}/actions/${last.id}`), 200)).action
        .id,
    ).toBe(last.id);
    const all = await expectOk(emu.call("GET", `/load_balancers/actions?id=${last.id}`), 200);
    expect(all.actions).toHaveLength(1);
  });

  it("hides load balancers from other projects and refuses writes with a read-only token", async () => {
    const lb = await newLb();
    await expectError(
      emu.call("GET", `/load_balancers/${lb.id}`, { token: "tok-b" }),
      404,
      "not_found",
    );
    await expectError(
      lbAction(lb.id, "change_algorithm", { type: "round_robin" }, "tok-b"),
      404,
      "not_found",
    );
    const listB = await expectOk(emu.call("GET", "/load_balancers", { token: "tok-b" }), 200);
    expect(listB.load_balancers.map((entry: { id: number }) => entry.id)).not.toContain(lb.id);
    expect((await emu.call("GET", `/load_balancers/${lb.id}`, { token: "tok-r" })).status).toBe(
      200,
    );
    await expectError(createLb({}, "tok-r"), 401, "token_readonly");
    await expectError(
      lbAction(lb.id, "change_algorithm", { type: "round_robin" }, "tok-r"),
      401,
      "token_readonly",
    );
  });
});

describe("locks and persistence", () => {
  it("locks the load balancer while an action runs", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const slow = await startTestEmulator({ actionMs: 1000, clock: () => now });
    try {
      const created = await slow.call("POST", "/load_balancers", {
        body: { name: "locked", load_balancer_type: "lb11" },
      });
      expect(created.status).toBe(201);
      const id = created.body.load_balancer.id;
      const second = await slow.call("POST", `/load_balancers/${id}/actions/change_algorithm`, {
        body: { type: "least_connections" },
      });
      expect([second.status, second.body.error.code]).toEqual([423, "locked"]);
      now += 1000;
      const third = await slow.call("POST", `/load_balancers/${id}/actions/change_algorithm`, {
        body: { type: "least_connections" },
      });
      expect(third.status).toBe(201);
    } finally {
      await slow.close();
    }
  }, 30_000);

  it("keeps load balancers, their services and targets and the server index across a restart", async () => {
    const file = join(directory, "restart.json");
    const first = await startTestEmulator({ dataFile: file });
    const server = await first.call("POST", "/servers", {
      body: { name: "persisted", server_type: "cx22", image: "ubuntu-24.04" },
    });
    const created = await first.call("POST", "/load_balancers", {
      body: {
        name: "persisted",
        load_balancer_type: "lb11",
        services: [{ protocol: "https" }],
        targets: [{ type: "server", server: { id: server.body.server.id } }],
      },
    });
    expect(created.status).toBe(201);
    const before = (await first.call("GET", `/load_balancers/${created.body.load_balancer.id}`))
      .body;
    await first.close();
    const second = await startTestEmulator({ dataFile: file });
    try {
      const after = (await second.call("GET", `/load_balancers/${created.body.load_balancer.id}`))
        .body;
      expect(after).toEqual(before);
      const serverView = (await second.call("GET", `/servers/${server.body.server.id}`)).body
        .server;
      expect(serverView.load_balancers).toEqual([created.body.load_balancer.id]);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe("mutated load balancer requests (seeded)", () => {
  it("never answer with a 5xx", async () => {
    let state = 20260101;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const oddValues = [null, "", 0, -1, 1, 80, 443, 65536, "lb11", "x=y", "10.0.0.5", [], {}, true];
    const mutate = (value: unknown, depth = 0): unknown => {
      if (depth > 0 && random() < 0.05) return pick(oddValues);
      if (Array.isArray(value)) return value.map((item) => mutate(item, depth + 1));
      if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).filter(() => random() > 0.05);
        return Object.fromEntries(entries.map(([key, item]) => [key, mutate(item, depth + 1)]));
      }
      return value;
    };
    const network = await newNetwork([
      { type: "cloud", network_zone: "eu-central" },
      { type: "vswitch", network_zone: "eu-central", vswitch_id: 7 },
    ]);
    const server = await newServer({ networks: [network.id], labels: { fuzz: "yes" } });
    const service = {
      protocol: "https",
      listen_port: 443,
      destination_port: 80,
      proxyprotocol: false,
      health_check: {
        protocol: "http",
        port: 80,
        interval: 15,
        timeout: 10,
        retries: 3,
        http: { domain: null, path: "/", status_codes: ["2??"], tls: false },
      },
      http: { certificates: [CERT_A], redirect_http: true, sticky_sessions: true },
    };
    const targets = [
      { type: "server", server: { id: server.id }, use_private_ip: true },
      { type: "label_selector", label_selector: { selector: "fuzz=yes" } },
      { type: "ip", ip: { ip: String(network.subnets[1].ip_range).replace(/0\/24$/, "5") } },
    ];
    const templates: [string, unknown][] = [
      ["add_service", service],
      ["update_service", { ...service, listen_port: 443 }],
      ["delete_service", { listen_port: 443 }],
      ["add_target", targets[0]],
      ["add_target", targets[1]],
      ["add_target", targets[2]],
      ["remove_target", targets[1]],
      ["attach_to_network", { network: network.id, ip: "10.0.0.9", ip_range: "10.0.0.0/24" }],
      ["detach_from_network", { network: network.id }],
      ["change_type", { load_balancer_type: "lb11" }],
      ["change_dns_ptr", { ip: "198.18.0.2", dns_ptr: null }],
      ["disable_public_interface", undefined],
      ["enable_public_interface", undefined],
    ];
    await newLb({ network: network.id });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let round = 0; round < 300; round += 1) {
      if (random() < 0.2) {
        const body = mutate({
          name: unique("fuzz"),
          load_balancer_type: "lb11",
          network: network.id,
          public_interface: random() < 0.5,
          services: [service, { protocol: "tcp", listen_port: 22, destination_port: 22 }],
          targets,
        });
        const result = await emu.call("POST", "/load_balancers", { body });
        count(result.status);
        if (result.status >= 500) failures.push(`create ${JSON.stringify(body)}`);
        continue;
      }
      const lb = (await emu.call("GET", "/load_balancers?per_page=50")).body.load_balancers;
      const id = lb.length > 0 ? pick(lb as { id: number }[]).id : 1;
      const [action, template] = pick(templates);
      const body = template === undefined ? undefined : mutate(template);
      const result = await lbAction(id, action, body);
      count(result.status);
      if (result.status >= 500) failures.push(`${action} ${JSON.stringify(body)}`);
    }
    expect(failures).toEqual([]);
    // The mutations reach the handlers' rules, not only the schema validation.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(20);
    const refused = [...statuses].filter(([status]) => status >= 400);
    expect(refused.reduce((sum, [, times]) => sum + times, 0)).toBeGreaterThan(20);
  }, 120_000);
});

describe("what hcloud-python sends", () => {
  it("accepts use_private_ip: null on targets as false", async () => {
    const lb = await newLb({
      targets: [{ type: "ip", ip: { ip: "192.0.2.77" }, use_private_ip: null }],
    });
    const server = await newServer();
    await expectOk(
      lbAction(lb.id, "add_target", {
        type: "server",
        server: { id: server.id },
        use_private_ip: null,
      }),
      201,
    );
    expect((await getLb(lb.id)).targets[1]).toMatchObject({ use_private_ip: false });
  });
});
