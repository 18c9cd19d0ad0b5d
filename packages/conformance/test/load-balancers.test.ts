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

const errorCode = (result: { error?: unknown }) =>
  (result.error as { error?: { code?: string } } | undefined)?.error?.code;

describeReads("load balancer types", () => {
  it("list_load_balancer_types filters by name", async () => {
    const result = await client.GET("/load_balancer_types", {
      params: { query: { name: "lb11" } },
    });
    expectStatus(result, 200);
    expect(result.data?.load_balancer_types[0]?.name).toBe("lb11");
  });

  it("get_load_balancer_type returns the type with its limits", async () => {
    const result = await client.GET("/load_balancer_types/{id}", { params: { path: { id: 1 } } });
    expectStatus(result, 200);
    expect(result.data?.load_balancer_type.max_services).toBeGreaterThan(0);
  });
});

describeReads("load balancers: lists", () => {
  it("list_load_balancers filters by name and label and sorts", async () => {
    const result = await client.GET("/load_balancers", {
      params: {
        query: { name: `absent-${runId}`, label_selector: "suite", sort: ["created:desc"] },
      },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.load_balancers)).toBe(true);
  });

  it("list_load_balancers_actions lists actions of all load balancers", async () => {
    const result = await client.GET("/load_balancers/actions", {
      params: { query: { status: ["success"], sort: ["id:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("load balancers: lifecycle and every action", () => {
  let networkId = 0;
  let serverId = 0;
  let lbId = 0;
  let ipv4 = "";
  let actionId = 0;
  const path = () => ({ params: { path: { id: lbId } } });

  beforeAll(async () => {
    const network = await client.POST("/networks", {
      body: {
        name: `conformance-lb-net-${runId}`,
        ip_range: "10.31.0.0/16",
        subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.31.1.0/24" }],
      },
    });
    expectStatus(network, 201);
    networkId = network.data?.network.id ?? 0;
    const server = await client.POST("/servers", {
      body: {
        name: `conformance-lb-target-${runId}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        location: "fsn1",
        networks: [networkId],
        labels: { lbrun: runId },
      },
    });
    expectStatus(server, 201);
    serverId = server.data?.server.id ?? 0;
  });

  afterAll(async () => {
    await client.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
    await client.DELETE("/networks/{id}", { params: { path: { id: networkId } } });
  });

  it("create_load_balancer returns 201 with the load balancer and the action", async () => {
    const result = await client.POST("/load_balancers", {
      body: {
        name: `conformance-lb-${runId}`,
        load_balancer_type: "lb11",
        location: "fsn1",
        network: networkId,
        labels: { suite: "conformance" },
        // What hcloud-go sends: partial services; hcloud-python: http.certificates always.
        services: [
          { protocol: "http", listen_port: 80, destination_port: 8080 },
          { protocol: "https", http: { certificates: [] } },
        ],
        targets: [{ type: "server", server: { id: serverId }, use_private_ip: true }],
      },
    });
    expectStatus(result, 201);
    lbId = result.data?.load_balancer.id ?? 0;
    ipv4 = result.data?.load_balancer.public_net.ipv4.ip ?? "";
    expect(result.data?.action.command).toBe("create_load_balancer");
    if (target.stateful) expect(result.data?.load_balancer.services).toHaveLength(2);
  });

  it("get_load_balancer returns the load balancer", async () => {
    const result = await client.GET("/load_balancers/{id}", path());
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.load_balancer.private_net[0]?.network).toBe(networkId);
  });

  it("update_load_balancer renames it", async () => {
    const name = `conformance-lb-renamed-${runId}`;
    const result = await client.PUT("/load_balancers/{id}", {
      ...path(),
      body: { name, labels: { suite: "conformance" } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.load_balancer.name).toBe(name);
  });

  it("get_load_balancer_metrics with repeated types", async () => {
    const result = await client.GET("/load_balancers/{id}/metrics", {
      params: {
        path: { id: lbId },
        query: {
          type: ["open_connections", "bandwidth"],
          start: "2026-01-01T00:00:00Z",
          end: "2026-01-01T01:00:00Z",
          step: "60",
        },
      },
    });
    expectStatus(result, 200);
    if (target.stateful)
      expect(Object.keys(result.data?.metrics.time_series ?? {}).sort()).toEqual([
        "bandwidth.in",
        "bandwidth.out",
        "open_connections",
      ]);
  });

  it("add_load_balancer_service, update_load_balancer_service, delete_load_balancer_service", async () => {
    const added = await client.POST("/load_balancers/{id}/actions/add_service", {
      ...path(),
      body: { protocol: "tcp", listen_port: 5432, destination_port: 5432, proxyprotocol: false },
    });
    expectStatus(added, 201);
    actionId = added.data?.action.id ?? 0;
    const updated = await client.POST("/load_balancers/{id}/actions/update_service", {
      ...path(),
      body: {
        listen_port: 5432,
        destination_port: 6432,
        health_check: { protocol: null, port: null, interval: 30, timeout: null, retries: null },
      },
    });
    expectStatus(updated, 201);
    const deleted = await client.POST("/load_balancers/{id}/actions/delete_service", {
      ...path(),
      body: { listen_port: 5432 },
    });
    expectStatus(deleted, 201);
  });

  it("add_load_balancer_target and remove_load_balancer_target", async () => {
    const target = {
      type: "label_selector" as const,
      label_selector: { selector: `lbrun=${runId}` },
    };
    const added = await client.POST("/load_balancers/{id}/actions/add_target", {
      ...path(),
      body: { ...target, use_private_ip: true },
    });
    expectStatus(added, 201);
    const removed = await client.POST("/load_balancers/{id}/actions/remove_target", {
      ...path(),
      body: target,
    });
    expectStatus(removed, 201);
  });

  it("change_load_balancer_algorithm, change_load_balancer_dns_ptr, change_load_balancer_type", async () => {
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/change_algorithm", {
        ...path(),
        body: { type: "least_connections" },
      }),
      201,
    );
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/change_dns_ptr", {
        ...path(),
        body: { ip: ipv4, dns_ptr: "lb.example.com" },
      }),
      201,
    );
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/change_type", {
        ...path(),
        body: { load_balancer_type: "lb21" },
      }),
      201,
    );
  });

  it("disable and enable the public interface", async () => {
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/disable_public_interface", path()),
      201,
    );
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/enable_public_interface", path()),
      201,
    );
  });

  it("attach_load_balancer_to_network and detach_load_balancer_from_network", async () => {
    const second = await client.POST("/networks", {
      body: {
        name: `conformance-lb-net2-${runId}`,
        ip_range: "10.32.0.0/16",
        subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.32.1.0/24" }],
      },
    });
    expectStatus(second, 201);
    const secondId = second.data?.network.id ?? 0;
    const attached = await client.POST("/load_balancers/{id}/actions/attach_to_network", {
      ...path(),
      body: { network: secondId, ip: "10.32.1.10" },
    });
    expectStatus(attached, 201);
    const detached = await client.POST("/load_balancers/{id}/actions/detach_from_network", {
      ...path(),
      body: { network: secondId },
    });
    expectStatus(detached, 201);
    await client.DELETE("/networks/{id}", { params: { path: { id: secondId } } });
  });

  it("list_load_balancer_actions, get_load_balancer_action (deprecated) and get_load_balancers_action", async () => {
    const list = await client.GET("/load_balancers/{id}/actions", {
      params: { path: { id: lbId }, query: { sort: ["id:asc"] } },
    });
    expectStatus(list, 200);
    const one = await client.GET("/load_balancers/{id}/actions/{action_id}", {
      params: { path: { id: lbId, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/load_balancers/actions/{id}", {
      params: { path: { id: actionId } },
    });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("add_service");
  });

  it("change_load_balancer_protection protects against delete", async () => {
    const protectedResult = await client.POST("/load_balancers/{id}/actions/change_protection", {
      ...path(),
      body: { delete: true },
    });
    expectStatus(protectedResult, 201);
    if (target.stateful) {
      const refused = await client.DELETE("/load_balancers/{id}", path());
      expectStatus(refused, 423);
      expect(errorCode(refused)).toBe("protected");
    }
    expectStatus(
      await client.POST("/load_balancers/{id}/actions/change_protection", {
        ...path(),
        body: { delete: false },
      }),
      201,
    );
  });

  it("delete_load_balancer answers 201 with a delete_load_balancer action (since 2026-10-05)", async () => {
    const deleted = await client.DELETE("/load_balancers/{id}", path());
    expectStatus(deleted, 201);
    expect(deleted.data?.action.command).toBe("delete_load_balancer");
  });
});

describeBehaviour(`load balancers: behaviour${BEHAVIOUR_SKIP_REASON}`, () => {
  const created: number[] = [];
  const create = async (body: Record<string, unknown>) => {
    const result = await client.POST("/load_balancers", {
      body: {
        name: `conformance-lb-b${created.length}-${runId}`,
        load_balancer_type: "lb11",
        ...body,
      } as never,
    });
    if (result.data) created.push(result.data.load_balancer.id);
    return result;
  };
  afterAll(async () => {
    for (const id of created)
      await client.DELETE("/load_balancers/{id}", { params: { path: { id } } });
  });

  it("accepts the type as an integer id and fills service defaults", async () => {
    const result = await create({ load_balancer_type: 2, services: [{ protocol: "https" }] });
    expectStatus(result, 201);
    expect(result.data?.load_balancer.load_balancer_type.name).toBe("lb21");
    const service = result.data?.load_balancer.services[0];
    expect(service?.protocol === "https" && service.http).toMatchObject({
      cookie_name: "HCLBSTICKY",
      cookie_lifetime: 300,
      certificates: [],
      redirect_http: false,
    });
    expect(service?.listen_port).toBe(443);
  });

  it("answers source_port_already_used with 412 on add_service and 422 on update_service", async () => {
    const result = await create({ services: [{ protocol: "http" }, { protocol: "https" }] });
    expectStatus(result, 201);
    const id = result.data?.load_balancer.id ?? 0;
    const add = await client.POST("/load_balancers/{id}/actions/add_service", {
      params: { path: { id } },
      body: { protocol: "tcp", listen_port: 80, destination_port: 80 },
    });
    expectStatus(add, 412);
    expect(errorCode(add)).toBe("source_port_already_used");
    const update = await client.POST("/load_balancers/{id}/actions/update_service", {
      params: { path: { id } },
      body: { listen_port: 443, http: { redirect_http: true } },
    });
    expectStatus(update, 422);
    expect(errorCode(update)).toBe("source_port_already_used");
  });

  it("refuses to disable the public interface without a network", async () => {
    const result = await create({});
    const id = result.data?.load_balancer.id ?? 0;
    const disabled = await client.POST("/load_balancers/{id}/actions/disable_public_interface", {
      params: { path: { id } },
    });
    expectStatus(disabled, 422);
    expect(errorCode(disabled)).toBe("load_balancer_not_attached_to_network");
  });

  it("accepts comma-separated metric types", async () => {
    const result = await create({});
    const id = result.data?.load_balancer.id ?? 0;
    const metrics = await client.GET("/load_balancers/{id}/metrics", {
      params: {
        path: { id },
        query: {
          type: ["requests_per_second,connections_per_second"],
          start: "2026-01-01T00:00:00+00:00",
          end: "2026-01-01T00:10:00.500000+00:00",
        },
      },
    });
    expectStatus(metrics, 200);
    expect(Object.keys(metrics.data?.metrics.time_series ?? {}).sort()).toEqual([
      "connections_per_second",
      "requests_per_second",
    ]);
  });

  it("hides load balancers from another project", async () => {
    const result = await create({});
    const id = result.data?.load_balancer.id ?? 0;
    const other = await api("projectB").GET("/load_balancers/{id}", { params: { path: { id } } });
    expectStatus(other, 404);
  });
});
