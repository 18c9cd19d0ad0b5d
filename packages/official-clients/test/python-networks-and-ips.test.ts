import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: networks, firewalls, floating and primary IPs", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("networks_and_ips", target.url, { token: TOKENS.projectA });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("creates a network with subnets and routes and attaches servers", () => {
      expect(run.value("create network with subnet and route")).toEqual({
        ip_range: "10.10.0.0/16",
        subnets: ["10.10.1.0/24"],
        routes: ["10.20.0.0/16"],
      });
      expect(run.value("add subnet and route, widen range")).toEqual({
        ip_range: "10.10.0.0/15",
        subnets: ["10.10.1.0/24", "10.10.2.0/24"],
        routes: ["10.20.0.0/16", "10.30.0.0/16"],
      });
      const [attached] = run.value("create server in the network");
      expect(attached.ip).toMatch(/^10\.10\.1\./);
      const second = run.value("create second server");
      expect(run.value("attach with alias IPs, change them")).toEqual({
        attached: [["10.10.2.10", ["10.10.2.11"]]],
        changed: [["10.10.2.10", ["10.10.2.12"]]],
      });
      // GET /networks/{id}/members, sorted by address, descending; then filtered.
      expect(run.value("list the network's members")).toEqual({
        all: [
          {
            type: "server",
            id: second,
            ip: "10.10.2.10",
            alias_ips: ["10.10.2.12"],
            subnet: "10.10.2.0/24",
            status: "ok",
          },
          {
            type: "server",
            id: expect.any(Number),
            ip: attached.ip,
            alias_ips: [],
            subnet: "10.10.1.0/24",
            status: "ok",
          },
        ],
        in_second_subnet: [second],
      });
      expect(run.value("detach")).toBe(0);
    });

    it("shrinks, reconfigures and protects the network", () => {
      expect(run.value("delete a subnet and a route, expose routes, protect")).toEqual({
        subnets: ["10.10.1.0/24"],
        routes: ["10.20.0.0/16"],
        expose_routes_to_vswitch: true,
        labels: { env: "prod" },
        protection: { delete: true },
        servers: [true],
      });
      expect(run.error("delete the protected network").code).toBe("protected");
      run.value("unprotect the network");
    });

    it("creates, edits and applies a firewall", () => {
      expect(run.value("create firewall applied by label")).toEqual([
        "apply_firewall",
        "set_firewall_rules",
      ]);
      expect(run.value("replace rules")).toEqual({
        rules: [
          ["in", "tcp", "443"],
          ["out", "udp", "53"],
        ],
        applied_to: ["label_selector"],
      });
      const applied = run.value("apply to and remove from a server");
      expect(applied.on_server).toContain(applied.firewall);
    });

    it("moves a floating IP and protects it", () => {
      expect(run.value("create floating ip")).toEqual({ name: "entry", server: null });
      expect(run.value("update the floating ip")).toEqual({
        name: "entry-1",
        description: "main entry",
        labels: { edge: "1" },
      });
      const moved = run.value("assign, reassign, reverse dns, unassign");
      expect(moved).toMatchObject({ first: true, second: true, after_unassign: null });
      expect(moved.dns_ptr).toEqual([{ ip: moved.ip, dns_ptr: "entry.example.com" }]);
      run.value("protect floating ip");
      expect(run.error("delete protected floating ip").code).toBe("protected");
      expect(run.value("unprotect and delete floating ip")).toBe(true);
    });

    it("creates a primary IP unassigned, builds a server on it, reassigns it, and it outlives the server", () => {
      // Created without an assignee: placed by location, reported `unassigned`.
      expect(run.value("create primary ip")).toEqual({
        type: "ipv6",
        location: "hel1",
        assignee_id: null,
        assignee_type: "unassigned",
        labels: { keep: "1" },
        action: null,
      });
      expect(run.value("create server on the primary ip")).toEqual({
        server_ipv4: null,
        assigned: true,
      });
      expect(run.error("unassign from running server").code).toBe("server_not_stopped");
      const moved = run.value(
        "unassign, reassign, unassign, update, delete the server; the IP stays",
      );
      expect(moved).toEqual({
        after_unassign: [null, "unassigned"],
        after_assign: [true, "server"],
        name: "v6-kept",
        assignee_id: null,
        assignee_type: "unassigned",
        labels: { keep: "2" },
        dns_ptr: [{ ip: expect.stringMatching(/::1$/), dns_ptr: "v6.example.com" }],
      });
      const [byLabel, byName] = run.value("find the primary ip by label and by name");
      expect(byLabel).toEqual([byName]);
      expect(run.value("delete primary ip")).toBe(true);
      expect(run.value("delete servers, firewall and network")).toEqual({
        servers: 0,
        firewalls: 0,
        networks: 0,
      });
      run.expectEveryStepChecked();
    });
  },
);
