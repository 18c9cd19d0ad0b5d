import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const rule = (port: string) => ({
  direction: "in",
  protocol: "udp",
  source_ips: ["0.0.0.0/0", "::/0"],
  port,
});

describe("firewall rule ports", () => {
  // terraform-provider-hcloud documents `port = "any"` and its acceptance tests read it back
  // from the real API (internal/firewall/resource_test.go, v1.68.0).
  it('takes "any" (every port) in create_firewall and set_rules and reads it back', async () => {
    const created = await emu.call("POST", "/firewalls", {
      body: { name: "any-port", rules: [rule("any")] },
    });
    expect(created.status).toBe(201);
    expect(created.body.firewall.rules[0].port).toBe("any");
    const id = created.body.firewall.id;
    const set = await emu.call("POST", `/firewalls/${id}/actions/set_rules`, {
      body: { rules: [rule("any"), rule("53"), rule("1024-5000")] },
    });
    expect(set.status).toBe(201);
    const rules = (await emu.call("GET", `/firewalls/${id}`)).body.firewall.rules;
    expect(rules.map((entry: { port: string }) => entry.port)).toEqual(["any", "53", "1024-5000"]);
  });

  it("still refuses a port past 65535, a zero port and other words, naming the rule's port", async () => {
    for (const port of ["70000", "0", "all", "any-1"]) {
      const refused = await emu.call("POST", "/firewalls", {
        body: { name: `bad-port-${port}`, rules: [rule(port)] },
      });
      expect([refused.status, refused.body.error.code], port).toEqual([422, "invalid_input"]);
      expect(refused.body.error.details.fields[0].name).toBe("rules[0].port");
    }
  });
});
