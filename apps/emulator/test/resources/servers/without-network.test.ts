import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

describe("create_server without any network", () => {
  it("creates a server with both public families disabled and no networks, and attaches one later", async () => {
    const created = await emu.call("POST", "/servers", {
      body: {
        name: "isolated",
        server_type: "cpx22",
        image: "debian-12",
        location: "fsn1",
        start_after_create: false,
        public_net: { enable_ipv4: false, enable_ipv6: false },
      },
    });
    expect(created.status).toBe(201);
    const server = created.body.server;
    expect(server.public_net.ipv4).toBeNull();
    expect(server.public_net.ipv6).toBeNull();
    expect(server.private_net).toEqual([]);
    expect(server.status).toBe("off");
    const primaryIps = await emu.call("GET", "/primary_ips");
    expect(primaryIps.body.primary_ips).toEqual([]);
    const network = await emu.call("POST", "/networks", {
      body: {
        name: "later",
        ip_range: "10.0.0.0/16",
        subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" }],
      },
    });
    const attach = await emu.call("POST", `/servers/${server.id}/actions/attach_to_network`, {
      body: { network: network.body.network.id },
    });
    expect(attach.status).toBe(201);
  });
});
