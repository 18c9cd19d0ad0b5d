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
    expect(go).toContain('"github.com/hetznercloud/hcloud-go/v2/hcloud"');
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
      request({ id: 1 }, { network: 4711, ip_range: "10.0.1.0/24", mac_address: "x" }),
    );
    expect(result).toEqual({
      unsupported:
        "hcloud-go v2.47 `hcloud.ServerAttachToNetworkOpts` has no field for `mac_address`",
    });
  });

  it("takes the fields v2 added that 1.35 lacked: ip_range, a primary IP's location, timeout_idle", () => {
    const attach = source(
      goSample(
        operationKind("post", "/servers/{id}/actions/attach_to_network"),
        request({ id: 1 }, { network: 4711, ip_range: "10.0.1.0/24" }),
      ),
    );
    expect(attach).toContain('IPRange: parseCIDR("10.0.1.0/24")');
    const primaryIp = source(
      goSample(
        operationKind("post", "/primary_ips"),
        request({}, { name: "ip", type: "ipv4", location: "fsn1", assignee_id: 17 }),
      ),
    );
    expect(primaryIp).toContain('Location:   "fsn1"');
    // AssigneeID is an *int64 in v2: ids are int64 throughout.
    expect(primaryIp).toContain("AssigneeID: hcloud.Ptr(int64(17))");
    const service = source(
      goSample(
        operationKind("post", "/load_balancers/{id}/actions/add_service"),
        request({ id: 1 }, { protocol: "http", http: { timeout_idle: 50 } }),
      ),
    );
    expect(service).toContain("TimeoutIdle: hcloud.Ptr(50 * time.Second)");
  });

  it("lists a family's and a resource's actions through the client's Action", () => {
    expect(source(goSample(operationKind("get", "/servers/actions"), request({})))).toContain(
      "result, err := client.Server.Action.All(ctx, hcloud.ActionListOpts{})",
    );
    expect(
      source(goSample(operationKind("get", "/volumes/actions/{id}"), request({ id: 5 }))),
    ).toContain("client.Volume.Action.GetByID(ctx, 5)");
    expect(
      source(goSample(operationKind("get", "/servers/{id}/actions"), request({ id: 1 }))),
    ).toContain("client.Server.Action.AllFor(ctx, &hcloud.Server{ID: 1}, hcloud.ActionListOpts{})");
    expect(
      source(
        goSample(operationKind("get", "/actions"), {
          pathParams: {},
          query: { id: [1, 2] },
          body: undefined,
        }),
      ),
    ).toContain("hcloud.ActionListOpts{ID: []int64{1, 2}}");
    expect(
      goSample(
        operationKind("get", "/servers/{id}/actions/{action_id}"),
        request({ id: 1, action_id: 2 }),
      ),
    ).toEqual({
      unsupported:
        "hcloud-go v2.47 reads one action by its id alone (`client.<Model>.Action.GetByID`, `GET /<collection>/actions/{id}`); this deprecated path has no method",
    });
  });

  it("writes DNS zones by name or id, and their RRSets with the zone, name and type", () => {
    const zone = (
      method: "get" | "post" | "put" | "delete",
      path: string,
      params: object,
      body?: unknown,
    ) =>
      source(goSample(operationKind(method, path), request({ ...params }, body), { method, path }));
    expect(zone("get", "/zones/{id_or_name}", { id_or_name: "example.com" })).toContain(
      'client.Zone.GetByName(ctx, "example.com")',
    );
    expect(zone("get", "/zones/{id_or_name}", { id_or_name: 42 })).toContain(
      "client.Zone.GetByID(ctx, 42)",
    );
    expect(
      zone(
        "post",
        "/zones",
        {},
        {
          name: "example.com",
          mode: "primary",
          ttl: 3600,
          rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1" }] }],
        },
      ),
    ).toContain("RRSets: []hcloud.ZoneCreateOptsRRSet{");
    expect(zone("get", "/zones/{id_or_name}/zonefile", { id_or_name: "example.com" })).toContain(
      'client.Zone.ExportZonefile(ctx, &hcloud.Zone{Name: "example.com"})',
    );
    expect(
      zone("get", "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}", {
        id_or_name: "example.com",
        rr_name: "www",
        rr_type: "A",
      }),
    ).toContain(
      'client.Zone.GetRRSetByNameAndType(ctx, &hcloud.Zone{Name: "example.com"}, "www", hcloud.ZoneRRSetType("A"))',
    );
    const ttl = zone(
      "post",
      "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}/actions/change_ttl",
      { id_or_name: 7, rr_name: "www", rr_type: "A" },
      { ttl: 600 },
    );
    expect(ttl).toContain(
      'client.Zone.ChangeRRSetTTL(ctx, &hcloud.ZoneRRSet{Zone: &hcloud.Zone{ID: 7}, Name: "www", Type: hcloud.ZoneRRSetType("A")}, hcloud.ZoneRRSetChangeTTLOpts{',
    );
    expect(ttl).toContain("TTL: hcloud.Ptr(600)");
    // A zone's delete answers its action.
    expect(zone("delete", "/zones/{id_or_name}", { id_or_name: "example.com" })).toContain(
      'result, _, err := client.Zone.Delete(ctx, &hcloud.Zone{Name: "example.com"})',
    );
  });

  it("adds each kind of load balancer target with its own method", () => {
    const target = (body: object) =>
      source(
        goSample(
          operationKind("post", "/load_balancers/{id}/actions/add_target"),
          request({ id: 1 }, body),
        ),
      );
    expect(
      target({
        type: "label_selector",
        label_selector: { selector: "role=web" },
        use_private_ip: true,
      }),
    ).toContain(
      'client.LoadBalancer.AddLabelSelectorTarget(ctx, &hcloud.LoadBalancer{ID: 1}, hcloud.LoadBalancerAddLabelSelectorTargetOpts{\n\t\tSelector:     "role=web",\n\t\tUsePrivateIP: hcloud.Ptr(true),\n\t})',
    );
    expect(target({ type: "ip", ip: { ip: "192.0.2.10" } })).toContain(
      'hcloud.LoadBalancerAddIPTargetOpts{\n\t\tIP: net.ParseIP("192.0.2.10"),\n\t})',
    );
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
