import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CloudApiError,
  type CloudClient,
  CloudNetworkError,
  createCloudClient,
  unwrap,
} from "../src/index.js";

type FaultRule = Parameters<Emulator["control"]["faults"]["add"]>[0];
type FaultMatch = FaultRule["match"];
type FaultEffect = FaultRule["effect"];

// The published client's retry policy, proven against faults the emulator injects: what is
// retried (and how often it reached the server, from the journal) and what is never repeated.
let emu: Emulator;
let client: CloudClient;
beforeAll(async () => {
  emu = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    actionMs: 0,
    tokens: "tok-a=project-a",
    env: {},
  });
  client = createCloudClient({
    token: "tok-a",
    baseUrl: emu.url,
    retry: { maxRetries: 3, baseDelayMs: 5, maxDelayMs: 2_000 },
  });
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => {
  emu.control.faults.clear();
  emu.control.journal.clear();
});

const inject = (match: FaultMatch, effect: FaultEffect, count: number) =>
  emu.control.faults.add({ match, effect, count });
const attempts = (operationId: string) =>
  emu.control.journal.list({ operation_id: operationId }).length;
const serverBody = (name: string) => ({ name, server_type: "cpx22", image: "ubuntu-24.04" });

describe("the client's retries against injected faults", () => {
  it("retries a GET through two 503s and succeeds on the third attempt", async () => {
    inject(
      { operation_id: "list_servers" },
      { type: "error", status: 503, code: "unavailable" },
      2,
    );
    const { servers } = await unwrap(client.GET("/servers"));
    expect(Array.isArray(servers)).toBe(true);
    expect(attempts("list_servers")).toBe(3);
  });

  it("retries a GET after 502 bad_gateway and 504 timeout, like the official clients", async () => {
    inject(
      { operation_id: "list_networks" },
      { type: "error", status: 502, code: "bad_gateway" },
      1,
    );
    inject({ operation_id: "list_networks" }, { type: "error", status: 504, code: "timeout" }, 1);
    await unwrap(client.GET("/networks"));
    expect(attempts("list_networks")).toBe(3);
  });

  it("never repeats a POST after a 503: the work may have been done", async () => {
    inject(
      { operation_id: "create_server" },
      { type: "error", status: 503, code: "unavailable" },
      1,
    );
    const result = client.POST("/servers", { body: serverBody("retry-503") });
    await expect(unwrap(result)).rejects.toBeInstanceOf(CloudApiError);
    expect(attempts("create_server")).toBe(1);
  });

  it("repeats a POST refused with 429 rate_limit_exceeded (nothing was done), after Retry-After", async () => {
    inject(
      { operation_id: "create_server" },
      { type: "error", status: 429, code: "rate_limit_exceeded", retry_after: 0 },
      2,
    );
    const { server } = await unwrap(client.POST("/servers", { body: serverBody("retry-429") }));
    expect(server.name).toBe("retry-429");
    expect(attempts("create_server")).toBe(3);
  });

  it("repeats a PUT refused with 409 conflict", async () => {
    const { network } = await unwrap(
      client.POST("/networks", { body: { name: "retry-409", ip_range: "10.0.0.0/16" } }),
    );
    inject({ operation_id: "update_network" }, { type: "error", status: 409, code: "conflict" }, 1);
    await unwrap(
      client.PUT("/networks/{id}", {
        params: { path: { id: network.id } },
        body: { labels: { retried: "yes" } },
      }),
    );
    expect(attempts("update_network")).toBe(2);
  });

  it("retries a GET whose connection dropped, but not a POST", async () => {
    inject({ operation_id: "list_ssh_keys" }, { type: "drop" }, 1);
    await unwrap(client.GET("/ssh_keys"));
    expect(attempts("list_ssh_keys")).toBe(2);
    inject({ operation_id: "create_network" }, { type: "drop" }, 1);
    const result = client.POST("/networks", {
      body: { name: "retry-drop", ip_range: "10.0.0.0/16" },
    });
    await expect(result).rejects.toBeInstanceOf(CloudNetworkError);
    expect(attempts("create_network")).toBe(1);
  });

  it("does not retry a 500 server_error, and gives up after maxRetries", async () => {
    inject(
      { operation_id: "list_locations" },
      { type: "error", status: 500, code: "server_error" },
      1,
    );
    await expect(unwrap(client.GET("/locations"))).rejects.toMatchObject({ code: "server_error" });
    expect(attempts("list_locations")).toBe(1);
    inject(
      { operation_id: "list_images" },
      { type: "error", status: 503, code: "unavailable" },
      10,
    );
    await expect(unwrap(client.GET("/images"))).rejects.toMatchObject({ status: 503 });
    expect(attempts("list_images")).toBe(4);
  });
});
