import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

async function ok(method: string, path: string, body?: unknown) {
  const result = await emu.call(method, path, { body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return result.body;
}

const primaryIp = async (type: "ipv4" | "ipv6", name: string, location = "fsn1", extra = {}) =>
  (await ok("POST", "/primary_ips", { type, name, location, ...extra })).primary_ip;

describe("a load balancer on existing primary IPs (since 2026-10-05)", () => {
  it("answers on them, names them in public_net, and holds them as their load_balancer assignee", async () => {
    const v4 = await primaryIp("ipv4", "lb-v4");
    const v6 = await primaryIp("ipv6", "lb-v6");
    const created = await ok("POST", "/load_balancers", {
      name: "on-primary-ips",
      load_balancer_type: "lb11",
      location: "fsn1",
      public_net: { ipv4: v4.id, ipv6: v6.id },
    });
    const publicNet = created.load_balancer.public_net;
    expect(publicNet.ipv4).toMatchObject({ id: v4.id, ip: v4.ip, blocked: false });
    expect(publicNet.ipv6).toMatchObject({ id: v6.id, ip: `${v6.ip.split("/")[0]}1` });
    const held = (await ok("GET", `/primary_ips/${v4.id}`)).primary_ip;
    expect(held).toMatchObject({
      assignee_type: "load_balancer",
      assignee_id: created.load_balancer.id,
    });

    // One reverse DNS entry, seen from both.
    await ok("POST", `/load_balancers/${created.load_balancer.id}/actions/change_dns_ptr`, {
      ip: v4.ip,
      dns_ptr: "edge.example.com",
    });
    expect((await ok("GET", `/primary_ips/${v4.id}`)).primary_ip.dns_ptr).toEqual([
      { ip: v4.ip, dns_ptr: "edge.example.com" },
    ]);
    await ok("POST", `/primary_ips/${v6.id}/actions/change_dns_ptr`, {
      ip: publicNet.ipv6.ip,
      dns_ptr: "edge6.example.com",
    });
    const lb = (await ok("GET", `/load_balancers/${created.load_balancer.id}`)).load_balancer;
    expect(lb.public_net.ipv4.dns_ptr).toBe("edge.example.com");
    expect(lb.public_net.ipv6.dns_ptr).toBe("edge6.example.com");
  });

  it("keeps them for its lifetime: unassign is 422 unsupported_error, assign and delete are refused", async () => {
    const v4 = await primaryIp("ipv4", "kept-v4");
    const lb = (
      await ok("POST", "/load_balancers", {
        name: "keeper",
        load_balancer_type: "lb11",
        location: "fsn1",
        public_net: { ipv4: v4.id },
      })
    ).load_balancer;
    const unassign = await emu.call("POST", `/primary_ips/${v4.id}/actions/unassign`);
    expect(unassign.status).toBe(422);
    expect(unassign.body.error.code).toBe("unsupported_error");
    const server = (
      await ok("POST", "/servers", {
        name: "wants-it",
        server_type: "cpx22",
        image: "debian-12",
        location: "fsn1",
        start_after_create: false,
        public_net: { enable_ipv4: false, enable_ipv6: false },
      })
    ).server;
    const assign = await emu.call("POST", `/primary_ips/${v4.id}/actions/assign`, {
      body: { assignee_id: server.id, assignee_type: "server" },
    });
    expect(assign.body.error.code).toBe("primary_ip_already_assigned");
    expect(assign.body.error.message).toContain(`load balancer ${lb.id}`);
    const deleted = await emu.call("DELETE", `/primary_ips/${v4.id}`);
    expect(deleted.body.error.code).toBe("must_be_unassigned");
    // The allocated IPv6 is no primary IP.
    expect(lb.public_net.ipv6.id).toBeNull();
  });

  it("releases them when deleted: unassigned, or deleted with auto_delete", async () => {
    const kept = await primaryIp("ipv4", "stays");
    const gone = await primaryIp("ipv6", "goes", "fsn1", { auto_delete: true });
    const lb = (
      await ok("POST", "/load_balancers", {
        name: "short-lived",
        load_balancer_type: "lb11",
        location: "fsn1",
        public_net: { ipv4: kept.id, ipv6: gone.id },
      })
    ).load_balancer;
    await ok("DELETE", `/load_balancers/${lb.id}`);
    expect((await ok("GET", `/primary_ips/${kept.id}`)).primary_ip).toMatchObject({
      assignee_id: null,
      assignee_type: "unassigned",
    });
    expect((await emu.call("GET", `/primary_ips/${gone.id}`)).status).toBe(404);
  });

  it("refuses a primary IP of the wrong family, an assigned one and one elsewhere, naming the field", async () => {
    const v6 = await primaryIp("ipv6", "wrong-family");
    const elsewhere = await primaryIp("ipv4", "in-helsinki", "hel1");
    const create = (publicNet: Record<string, number>) =>
      emu.call("POST", "/load_balancers", {
        body: {
          name: "refused",
          load_balancer_type: "lb11",
          location: "fsn1",
          public_net: publicNet,
        },
      });
    expect((await create({ ipv4: v6.id })).body.error.code).toBe("primary_ip_version_mismatch");
    expect((await create({ ipv4: elsewhere.id })).body.error.code).toBe(
      "primary_ip_datacenter_mismatch",
    );
    const unknown = await create({ ipv4: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.fields[0].name).toBe("public_net.ipv4");
    const taken = await primaryIp("ipv4", "taken");
    await ok("POST", "/load_balancers", {
      name: "first",
      load_balancer_type: "lb11",
      location: "fsn1",
      public_net: { ipv4: taken.id },
    });
    expect((await create({ ipv4: taken.id })).body.error.code).toBe("primary_ip_assigned");
    expect((await emu.call("GET", "/load_balancers?name=refused")).body.load_balancers).toEqual([]);
  });
});
