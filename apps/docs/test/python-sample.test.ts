import { describe, expect, it } from "vitest";
import type { ExampleRequest } from "../src/operation-example.js";
import { operationKind } from "../src/operation-kind.js";
import { pythonSample } from "../src/python-sample.js";

const request = (
  pathParams: Record<string, unknown>,
  body?: unknown,
  query: Record<string, unknown> = {},
): ExampleRequest => ({
  pathParams,
  query,
  body: body === undefined ? undefined : { contentType: "application/json", value: body },
});

const sample = (method: "get" | "post" | "put" | "delete", path: string, req: ExampleRequest) => {
  const result = pythonSample(operationKind(method, path), req, method, path);
  if (!("source" in result)) throw new Error(`unsupported: ${result.unsupported}`);
  return result.source;
};

describe("pythonSample (hcloud-python 2.27)", () => {
  it("reads a zone by ID or name with zones.get, not get_by_id", () => {
    const python = sample("get", "/zones/{id_or_name}", request({ id_or_name: "example.com" }));
    expect(python).toContain('result = client.zones.get("example.com")');
  });

  it("addresses an RRSet through its zone and takes records as models", () => {
    const python = sample(
      "post",
      "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}/actions/add_records",
      request(
        { id_or_name: "example.com", rr_name: "www", rr_type: "A" },
        { ttl: 3600, records: [{ value: "198.51.100.1", comment: "web" }] },
      ),
    );
    expect(python).toContain(
      'client.zones.add_rrset_records(ZoneRRSet(zone=Zone(name="example.com"), name="www", type="A"), [ZoneRecord(value="198.51.100.1", comment="web")], ttl=3600)',
    );
    expect(python).toContain("from hcloud.zones.domain import Zone, ZoneRRSet, ZoneRecord");
  });

  it("builds a firewall's rules and resources as models, apply_to as the resources argument", () => {
    const python = sample(
      "post",
      "/firewalls",
      request(
        {},
        {
          name: "web",
          rules: [{ direction: "in", protocol: "tcp", port: "22", source_ips: ["0.0.0.0/0"] }],
          apply_to: [{ type: "server", server: { id: 42 } }],
        },
      ),
    );
    expect(python).toContain(
      'client.firewalls.create(name="web", rules=[FirewallRule(direction="in", protocol="tcp", port="22", source_ips=["0.0.0.0/0"])], resources=[FirewallResource(type="server", server=Server(id=42))])',
    );
  });

  it("passes metrics kinds and the period as keywords, lists members with their filters", () => {
    expect(
      sample(
        "get",
        "/servers/{id}/metrics",
        request({ id: 7 }, undefined, {
          type: ["cpu"],
          start: "2026-01-01T00:00:00Z",
          end: "2026-01-01T01:00:00Z",
          step: "60",
        }),
      ),
    ).toContain(
      'client.servers.get_metrics(Server(id=7), type=["cpu"], start="2026-01-01T00:00:00Z", end="2026-01-01T01:00:00Z", step=60)',
    );
    expect(
      sample("get", "/networks/{id}/members", request({ id: 3 }, undefined, { type: ["server"] })),
    ).toContain('client.networks.get_member_all(Network(id=3), type=["server"])');
  });

  it("says why the deprecated per-resource action path and GET /actions have no sample", () => {
    const deprecated = pythonSample(
      operationKind("get", "/servers/{id}/actions/{action_id}"),
      request({ id: 1, action_id: 2 }),
    );
    expect(deprecated).toEqual({
      unsupported: expect.stringContaining("client.servers.actions.get_by_id"),
    });
    const list = pythonSample(operationKind("get", "/actions"), request({}));
    expect(list).toEqual({ unsupported: expect.stringContaining("`id` filter") });
    expect(pythonSample(operationKind("get", "/pricing"), request({}))).toEqual({
      unsupported: "hcloud-python 2.27 has no `pricing` client",
    });
  });
});
