import { CATALOG_ROWS, type LoadBalancerTypeRow } from "@cloud-api/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
/** As the library prints a parsed date: `2026-11-01T00:00:00+00:00`. */
const pythonIso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "+00:00");

// No real load balancer type is deprecated yet: the emulator gets one beside the real ones, its
// deprecation announced a month ago and unavailable in three, as a user rehearses one.
const announced = wholeSecond(Date.now() - 30 * DAY_MS);
const unavailableAfter = wholeSecond(Date.now() + 90 * DAY_MS);
const rehearsalType: LoadBalancerTypeRow = {
  id: 90,
  name: "lb-rehearsal",
  maxConnections: 10_000,
  maxServices: 5,
  maxTargets: 25,
  maxAssignedCertificates: 10,
  monthlyNet: 5,
  locations: ["fsn1", "nbg1", "hel1"],
  includedTrafficTb: 20,
  deprecation: {
    announced: announced.toISOString().replace(".000Z", "Z"),
    unavailable_after: unavailableAfter.toISOString().replace(".000Z", "Z"),
  },
};

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: load balancers, their types and certificates", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator({
        catalogRows: { loadBalancerTypes: [...CATALOG_ROWS.loadBalancerTypes, rehearsalType] },
      });
      run = await runPythonScenario("load_balancers_and_certificates", target.url, {
        token: TOKENS.projectA,
      });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("reads a deprecated load balancer type's deprecation", () => {
      expect(run.value("a deprecated load balancer type says so")).toEqual({
        announced: pythonIso(announced),
        unavailable_after: pythonIso(unavailableAfter),
      });
    });

    it("uploads a certificate; a managed one fails outside the project's zones and is issued once a zone covers it", () => {
      expect(run.value("upload certificate")).toEqual({
        type: "uploaded",
        domain_names: ["shop.example.com", "www.shop.example.com"],
        fingerprint: expect.stringMatching(/^([0-9a-f]{2}:){31}[0-9a-f]{2}$/i),
      });
      expect(run.error("upload a certificate with a key that is not its own").code).toBe(
        "invalid_input",
      );
      expect(run.value("request a managed certificate outside any DNS zone")).toEqual({
        type: "managed",
        action: "create_certificate",
        issuance: "pending",
      });
      // wait_until_finished raises ActionFailedException with the action's error.
      expect(run.value("its issuance fails: no zone of the project covers the domain")).toEqual({
        failed_with: "dns_zone_not_found",
        issuance: "failed",
      });
      expect(run.value("a zone for the domain lets the retried issuance succeed")).toEqual({
        issuance: "completed",
        domain_names: ["shop.example.com"],
        not_valid_after: true,
        actions: ["create_certificate", "issue_certificate"],
      });
    });

    it("creates a load balancer with an HTTPS service and a label-selector target", () => {
      expect(run.value("create network")).toBe("lb-net");
      const servers = run.value("create two servers");
      expect(servers).toHaveLength(2);
      expect(run.value("create load balancer with a service and a label target")).toEqual({
        action: "create_load_balancer",
        name: "shop-lb",
      });
      const first = run.value("read it back");
      expect(first).toMatchObject({
        type: "lb11",
        algorithm: "round_robin",
        public: true,
        private_ips: [],
        targets: [
          { type: "label_selector", selector: "app=shop", server: null, use_private_ip: false },
        ],
      });
      expect(first.services).toEqual([
        {
          protocol: "https",
          listen_port: 443,
          destination_port: 80,
          certificates: [expect.any(Number)],
          health_path: "/up",
        },
      ]);
      expect(run.error("delete the used certificate").code).toBe("resource_in_use");
    });

    it("reshapes the load balancer, reads its metrics and actions, and takes it apart", () => {
      expect(run.value("attach network, add target and service, tune, change type")).toBe(false);
      const second = run.value("read it back again");
      expect(second).toMatchObject({
        type: "lb21",
        algorithm: "least_connections",
        public: true,
        dns_ptr: "lb.example.com",
        private_ips: ["10.5.1.200"],
      });
      expect(second.services.map((s: { listen_port: number }) => s.listen_port)).toEqual([22, 443]);
      expect(second.services[1].health_path).toBe("/health");
      expect(second.targets).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "server", use_private_ip: true }),
          expect.objectContaining({ type: "label_selector", use_private_ip: true }),
        ]),
      );
      expect(run.error("add a second service on the same port").code).toBe(
        "source_port_already_used",
      );
      expect(run.value("remove service, targets and network; rename")).toEqual({
        targets: 0,
        services: 1,
        private: 0,
        labels: { retired: "yes" },
      });
      expect(run.value("read its metrics")).toEqual({
        series: ["bandwidth.in", "bandwidth.out", "open_connections", "requests_per_second"],
        points: true,
      });
      expect(run.value("read its actions")).toEqual([
        "create_load_balancer",
        "attach_to_network",
        "remove_target",
      ]);
      run.value("protect load balancer");
      expect(run.error("delete protected load balancer").code).toBe("protected");
      // Since 2026-10-05 the delete returns an action (201), which 2.27 reads and waits for.
      expect(
        run.value("delete the load balancer (an action to wait for) and the certificate"),
      ).toEqual({ action: "delete_load_balancer", load_balancers: 0, certificates: 0 });
    });

    it("creates a load balancer on existing primary IPs, which it holds until it is deleted", () => {
      expect(run.value("create two unassigned primary ips")).toEqual(["unassigned", "unassigned"]);
      expect(run.value("create a load balancer on them")).toEqual({
        ipv4: true,
        ipv4_primary_ip: true,
        ipv6_primary_ip: true,
        type_deprecation: true,
      });
      expect(run.value("the primary ips are the load balancer's")).toEqual({
        assignee_type: "load_balancer",
        assignee_id: true,
      });
      expect(run.error("unassign a primary ip from the load balancer").code).toBe(
        "unsupported_error",
      );
      expect(run.value("delete it: the primary ips stay, unassigned")).toEqual({
        ips_after_delete: [
          [null, "unassigned"],
          [null, "unassigned"],
        ],
        load_balancers: 0,
        primary_ips: 0,
        servers: 0,
      });
      run.expectEveryStepChecked();
    });
  },
);
