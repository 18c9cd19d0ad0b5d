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
      run.value("create second server");
      expect(run.value("attach, change alias IPs, detach")).toEqual({
        attached: [["10.10.2.10", ["10.10.2.11"]]],
        changed: [["10.10.2.10", ["10.10.2.12"]]],
        after_detach: 0,
      });
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
      const moved = run.value("assign, reassign, reverse dns, unassign");
      expect(moved).toMatchObject({ first: true, second: true, after_unassign: null });
      expect(moved.dns_ptr).toEqual([{ ip: moved.ip, dns_ptr: "entry.example.com" }]);
      run.value("protect floating ip");
      expect(run.error("delete protected floating ip").code).toBe("protected");
      expect(run.value("unprotect and delete floating ip")).toBe(true);
    });

    it("builds a server on a primary IP that outlives it", () => {
      // The 2022 library places a primary IP only by `datacenter`, refused since 2026-07-01.
      const refused = run.error("create primary ip");
      expect(refused.code).toBe("invalid_input");
      expect(refused.message).toMatch(/datacenter/);
      expect(run.value("create primary ip with location")).toEqual({
        type: "ipv6",
        assignee_id: null,
        labels: { keep: "1" },
      });
      expect(run.value("create server on the primary ip")).toEqual({
        server_ipv4: null,
        assigned: true,
      });
      expect(run.error("unassign from running server").code).toBe("server_not_stopped");
      expect(run.value("unassign, update, delete the server; the IP stays")).toEqual({
        name: "v6-kept",
        assignee_id: null,
        labels: { keep: "2" },
      });
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
