// Reverse DNS of primary and floating IPs: an IPv4 address's default entry is stored as null
// and computed when read (see storedDnsPtr); what the API shows must not depend on that.
import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const defaultName = (ip: string) =>
  `static.${ip.split(".").reverse().join(".")}.clients.example.cloud`;

async function serverNet(id: number) {
  return (await emu.call("GET", `/servers/${id}`)).body.server.public_net;
}

describe("reverse DNS of IPs", () => {
  it("shows the IPv4 default, a set name, and the default again after a reset", async () => {
    const created = await emu.call("POST", "/servers", {
      body: { name: "rdns-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    const id = created.body.server.id;
    const net = await serverNet(id);
    expect(net.ipv4.dns_ptr).toBe(defaultName(net.ipv4.ip));
    expect(net.ipv6.dns_ptr).toEqual([]);
    const primary = (await emu.call("GET", `/primary_ips/${net.ipv4.id}`)).body.primary_ip;
    expect(primary.dns_ptr).toEqual([{ ip: net.ipv4.ip, dns_ptr: defaultName(net.ipv4.ip) }]);

    const set = await emu.call("POST", `/servers/${id}/actions/change_dns_ptr`, {
      body: { ip: net.ipv4.ip, dns_ptr: "web.example.com" },
    });
    expect(set.status).toBe(201);
    expect((await serverNet(id)).ipv4.dns_ptr).toBe("web.example.com");
    const v6 = `${net.ipv6.ip.split("/")[0].replace(/::$/, "")}::1`;
    await emu.call("POST", `/primary_ips/${net.ipv6.id}/actions/change_dns_ptr`, {
      body: { ip: v6, dns_ptr: "six.example.com" },
    });
    expect((await serverNet(id)).ipv6.dns_ptr).toEqual([{ ip: v6, dns_ptr: "six.example.com" }]);

    // A snapshot round trip keeps the set names and the defaults.
    const other = await emu.call("POST", "/servers", {
      body: { name: "rdns-2", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    const before = await serverNet(other.body.server.id);
    const headers = { Authorization: `Bearer ${emu.adminToken}` };
    const snapshot = await (await fetch(`${emu.controlUrl}/snapshot`, { headers })).json();
    const put = await fetch(`${emu.controlUrl}/snapshot`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(snapshot),
    });
    expect(put.status).toBe(204);
    expect((await serverNet(id)).ipv4.dns_ptr).toBe("web.example.com");
    expect(await serverNet(other.body.server.id)).toEqual(before);

    const reset = await emu.call("POST", `/servers/${id}/actions/change_dns_ptr`, {
      body: { ip: net.ipv4.ip, dns_ptr: null },
    });
    expect(reset.status).toBe(201);
    expect((await serverNet(id)).ipv4.dns_ptr).toBe(defaultName(net.ipv4.ip));
  });

  it("gives a floating IPv4 its default and lets it be changed", async () => {
    const created = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", home_location: "fsn1" },
    });
    expect(created.status).toBe(201);
    const ip = created.body.floating_ip;
    expect(ip.dns_ptr).toEqual([{ ip: ip.ip, dns_ptr: defaultName(ip.ip) }]);
    await emu.call("POST", `/floating_ips/${ip.id}/actions/change_dns_ptr`, {
      body: { ip: ip.ip, dns_ptr: "float.example.com" },
    });
    const after = (await emu.call("GET", `/floating_ips/${ip.id}`)).body.floating_ip;
    expect(after.dns_ptr).toEqual([{ ip: ip.ip, dns_ptr: "float.example.com" }]);
  });
});
