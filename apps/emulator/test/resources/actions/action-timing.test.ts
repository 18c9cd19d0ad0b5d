import { describe, expect, it } from "vitest";
import { useTestEmulatorPerTest } from "../../support/lifecycle.js";

const START = Date.parse("2026-03-04T10:00:00Z");
let now = START;
const startEmulator = useTestEmulatorPerTest();

/** An emulator with the default (per action type) durations, on a clock the test moves. */
async function realistic(extra: Parameters<typeof startEmulator>[0] = {}) {
  now = START;
  return startEmulator({ actionMs: undefined, clock: () => now, ...extra });
}

const statusOf = (result: { status: number; body: { error?: { code: string } } }) =>
  result.body.error ? `${result.status} ${result.body.error.code}` : result.status;

describe("action durations and locks", () => {
  it("lets change_protection and change_ttl of a zone follow each other without waiting", async () => {
    const api = await realistic();
    const zone = (
      await api.call("POST", "/zones", { body: { name: "quick.com", mode: "primary" } })
    ).body.zone;
    now += 60_000; // the zone's creation is over
    const protect = await api.call("POST", `/zones/${zone.id}/actions/change_protection`, {
      body: { delete: true },
    });
    const ttl = await api.call("POST", `/zones/${zone.id}/actions/change_ttl`, {
      body: { ttl: 600 },
    });
    expect([statusOf(protect), statusOf(ttl)]).toEqual([201, 201]);
    expect(protect.body.action.status).toBe("success");
  });

  it("lets change_ttl and set_records of an RRSet follow each other, even with slow actions", async () => {
    const api = await realistic({ actionMs: 5000 });
    const zone = (
      await api.call("POST", "/zones", { body: { name: "rrsets.com", mode: "primary" } })
    ).body.zone;
    now += 5000;
    await api.call("POST", `/zones/${zone.id}/rrsets`, {
      body: { name: "www", type: "A", records: [{ value: "198.51.100.1" }] },
    });
    const base = `/zones/${zone.id}/rrsets/www/A/actions`;
    const ttl = await api.call("POST", `${base}/change_ttl`, { body: { ttl: 300 } });
    const records = await api.call("POST", `${base}/set_records`, {
      body: { records: [{ value: "198.51.100.2" }] },
    });
    const protect = await api.call("POST", `/zones/${zone.id}/actions/change_protection`, {
      body: { delete: false },
    });
    expect([statusOf(ttl), statusOf(records), statusOf(protect)]).toEqual([201, 201, 201]);
  });

  it("lets a firewall created with rules and targets get new rules and targets at once", async () => {
    const api = await realistic();
    const server = (
      await api.call("POST", "/servers", {
        body: { name: "fw-target", server_type: "cpx22", image: "debian-12", location: "fsn1" },
      })
    ).body.server;
    const created = await api.call("POST", "/firewalls", {
      body: {
        name: "web",
        rules: [{ direction: "in", protocol: "tcp", port: "22", source_ips: ["0.0.0.0/0"] }],
        apply_to: [{ type: "server", server: { id: server.id } }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.firewall.id;
    const rules = await api.call("POST", `/firewalls/${id}/actions/set_rules`, {
      body: { rules: [{ direction: "in", protocol: "icmp", source_ips: ["0.0.0.0/0"] }] },
    });
    const apply = await api.call("POST", `/firewalls/${id}/actions/apply_to_resources`, {
      body: { apply_to: [{ type: "label_selector", label_selector: { selector: "env=web" } }] },
    });
    expect([statusOf(rules), statusOf(apply)]).toEqual([201, 201]);
  });

  it("takes seconds to create a server and keeps it locked meanwhile; protection changes end at once", async () => {
    const api = await realistic();
    const created = await api.call("POST", "/servers", {
      body: { name: "slow", server_type: "cpx22", image: "debian-12", location: "fsn1" },
    });
    expect(created.body.action.status).toBe("running");
    const id = created.body.server.id;
    expect(statusOf(await api.call("POST", `/servers/${id}/actions/poweroff`))).toBe("423 locked");
    now += 1000;
    const after1s = await api.call("GET", `/actions/${created.body.action.id}`);
    expect(after1s.body.action.status).toBe("running");
    now += 60_000;
    const done = await api.call("GET", `/actions/${created.body.action.id}`);
    expect(done.body.action.status).toBe("success");
    const protect = await api.call("POST", `/servers/${id}/actions/change_protection`, {
      body: { delete: true, rebuild: true },
    });
    expect(protect.body.action.status).toBe("success");
    expect(statusOf(await api.call("POST", `/servers/${id}/actions/poweroff`))).toBe(201);
  });

  it("lets tests override the duration of one action type", async () => {
    const api = await realistic({ actionDurations: { create_server: 0 } });
    const created = await api.call("POST", "/servers", {
      body: { name: "instant", server_type: "cpx22", image: "debian-12", location: "fsn1" },
    });
    expect(created.body.action.status).toBe("success");
  });
  it("changes reverse DNS of a server, a floating IP and a load balancer while another action runs on them", async () => {
    const api = await realistic();
    const server = (
      await api.call("POST", "/servers", {
        body: { name: "rdns-1", server_type: "cpx22", image: "ubuntu-24.04", location: "hel1" },
      })
    ).body.server;
    // The server's own creation (10 s) still runs: a power action is refused, reverse DNS is not.
    expect(statusOf(await api.call("POST", `/servers/${server.id}/actions/poweroff`))).toBe(
      "423 locked",
    );
    const serverPtr = await api.call("POST", `/servers/${server.id}/actions/change_dns_ptr`, {
      body: { ip: server.public_net.ipv4.ip, dns_ptr: "rdns-1.example.com" },
    });
    expect(statusOf(serverPtr)).toBe(201);
    expect(serverPtr.body.action.status).toBe("success");
    now += 60_000;
    const floating = (
      await api.call("POST", "/floating_ips", { body: { type: "ipv4", home_location: "hel1" } })
    ).body.floating_ip;
    const assign = await api.call("POST", `/floating_ips/${floating.id}/actions/assign`, {
      body: { server: server.id },
    });
    expect(assign.body.action.status).toBe("running");
    const floatingPtr = await api.call(
      "POST",
      `/floating_ips/${floating.id}/actions/change_dns_ptr`,
      {
        body: { ip: floating.ip, dns_ptr: "shop.example.com" },
      },
    );
    expect(statusOf(floatingPtr)).toBe(201);
    const balancer = (
      await api.call("POST", "/load_balancers", {
        body: { name: "rdns-lb", load_balancer_type: "lb11", location: "hel1" },
      })
    ).body.load_balancer;
    const balancerPtr = await api.call(
      "POST",
      `/load_balancers/${balancer.id}/actions/change_dns_ptr`,
      { body: { ip: balancer.public_net.ipv4.ip, dns_ptr: "lb.example.com" } },
    );
    expect(statusOf(balancerPtr)).toBe(201);
    const after = (await api.call("GET", `/servers/${server.id}`)).body.server;
    expect(after.public_net.ipv4.dns_ptr).toBe("rdns-1.example.com");
  });
  it("adds, updates and deletes a load balancer's services while it attaches to a network", async () => {
    const api = await realistic();
    const network = (
      await api.call("POST", "/networks", {
        body: {
          name: "lb-net",
          ip_range: "10.0.0.0/16",
          subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" }],
        },
      })
    ).body.network;
    const balancer = (
      await api.call("POST", "/load_balancers", {
        body: { name: "svc-lb", load_balancer_type: "lb11", location: "hel1" },
      })
    ).body.load_balancer;
    now += 60_000; // created
    const attach = await api.call(
      "POST",
      `/load_balancers/${balancer.id}/actions/attach_to_network`,
      { body: { network: network.id } },
    );
    expect(attach.body.action.status).toBe("running");
    const base = `/load_balancers/${balancer.id}/actions`;
    const service = {
      protocol: "tcp",
      listen_port: 8080,
      destination_port: 80,
      proxyprotocol: false,
    };
    expect(statusOf(await api.call("POST", `${base}/add_service`, { body: service }))).toBe(201);
    expect(
      statusOf(
        await api.call("POST", `${base}/update_service`, {
          body: { listen_port: 8080, proxyprotocol: true },
        }),
      ),
    ).toBe(201);
    expect(
      statusOf(await api.call("POST", `${base}/delete_service`, { body: { listen_port: 8080 } })),
    ).toBe(201);
    // Other load balancer actions still wait for the attachment.
    expect(
      statusOf(
        await api.call("POST", `${base}/change_algorithm`, { body: { type: "round_robin" } }),
      ),
    ).toBe("423 locked");
  });
});
