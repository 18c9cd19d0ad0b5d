import { describe, expect, it } from "vitest";
import { goName, goSample } from "../src/go-sample.js";
import type { ExampleRequest } from "../src/operation-example.js";
import { operationKind } from "../src/operation-kind.js";

const request = (pathParams: Record<string, unknown>, body?: unknown): ExampleRequest => ({
  pathParams,
  query: {},
  body: body === undefined ? undefined : { contentType: "application/json", value: body },
});

const source = (result: ReturnType<typeof goSample>): string => {
  if (!("source" in result)) throw new Error(`unsupported: ${result.unsupported}`);
  return result.source;
};

describe("goSample", () => {
  it("reads a resource with the collection's client and GetByID", () => {
    const go = source(goSample(operationKind("get", "/servers/{id}"), request({ id: 42 })));
    expect(go).toContain("client.Server.GetByID(ctx, 42)");
    expect(go).toContain('hcloud.NewClient(hcloud.WithToken(os.Getenv("CLOUD_API_TOKEN")))');
    expect(go).toContain('"github.com/hetznercloud/hcloud-go/hcloud"');
  });

  it("turns the body into the library's option struct, references into models", () => {
    const go = source(
      goSample(
        operationKind("post", "/servers/{id}/actions/change_type"),
        request({ id: 7 }, { server_type: "cpx32", upgrade_disk: true }),
      ),
    );
    expect(go).toContain(
      'client.Server.ChangeType(ctx, &hcloud.Server{ID: 7}, hcloud.ServerChangeTypeOpts{\n\t\tServerType:  &hcloud.ServerType{Name: "cpx32"},\n\t\tUpgradeDisk: true,\n\t})',
    );
  });

  it("looks up by name what the library sends by id only (SSH keys)", () => {
    const go = source(
      goSample(
        operationKind("post", "/servers"),
        request(
          {},
          { name: "a", server_type: "cpx22", image: "ubuntu-24.04", ssh_keys: ["laptop"] },
        ),
      ),
    );
    expect(go).toContain('sshKey, _, err := client.SSHKey.GetByName(ctx, "laptop")');
    expect(go).toContain("SSHKeys:    []*hcloud.SSHKey{sshKey}");
  });

  it("is unsupported, naming the struct and field, when the library has no field for a body field", () => {
    const result = goSample(
      operationKind("post", "/servers/{id}/actions/attach_to_network"),
      request({ id: 1 }, { network: 4711, ip_range: "10.0.1.0/24" }),
    );
    expect(result).toEqual({
      unsupported: "hcloud-go 1.35 `hcloud.ServerAttachToNetworkOpts` has no field for `ip_range`",
    });
  });

  it("is unsupported for DNS zones and per-resource action listings", () => {
    expect(goSample(operationKind("get", "/zones"), request({}))).toEqual({
      unsupported: "hcloud-go 1.35 has no client for DNS zones (it predates them)",
    });
    expect(
      "unsupported" in goSample(operationKind("get", "/servers/{id}/actions"), request({ id: 1 })),
    ).toBe(true);
  });

  it("writes metrics times as time.Date and the type list as the library's metric type", () => {
    const go = source(
      goSample(operationKind("get", "/servers/{id}/metrics"), {
        pathParams: { id: 3 },
        query: { type: ["cpu"], start: "2017-01-01T00:00:00Z", end: "2017-01-01T23:00:00Z" },
        body: undefined,
      }),
    );
    expect(go).toContain('Types: []hcloud.ServerMetricType{"cpu"}');
    expect(go).toContain("Start: time.Date(2017, time.January, 1, 0, 0, 0, 0, time.UTC)");
  });

  it("names fields and verbs in Go case with the library's initialisms", () => {
    expect(goName("ssh_keys")).toBe("SSHKeys");
    expect(goName("alias_ips")).toBe("AliasIPs");
    expect(goName("enable_ipv4")).toBe("EnableIPv4");
    expect(goName("detach_iso")).toBe("DetachISO");
    expect(goName("dns_ptr")).toBe("DNSPtr");
  });
});
