import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: load balancers, their types and certificates", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("load_balancers_and_certificates", target.url, {
        token: TOKENS.projectA,
      });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("reads load balancer types", () => {
      expect(run.value("list load balancer types")).toEqual(
        expect.arrayContaining(["lb11", "lb21"]),
      );
      expect(run.value("get lb11 by name")).toEqual({
        name: "lb11",
        max_services: expect.any(Number),
        prices: expect.any(Number),
      });
    });

    it("uploads a certificate and fails a managed one outside the project's DNS zones", () => {
      expect(run.value("upload certificate")).toEqual({
        type: "uploaded",
        domain_names: ["shop.example.com", "www.shop.example.com"],
        fingerprint: expect.stringMatching(/^([0-9a-f]{2}:){31}[0-9a-f]{2}$/i),
      });
      expect(run.error("upload a certificate with a key that is not its own").code).toBe(
        "invalid_input",
      );
      expect(run.value("request a managed certificate outside any DNS zone")).toEqual({
        failed_with: "dns_zone_not_found",
        issuance: "failed",
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

    it("reshapes the load balancer and takes it apart", () => {
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
      run.value("protect load balancer");
      expect(run.error("delete protected load balancer").code).toBe("protected");
      expect(run.value("delete load balancer, certificate, servers, network")).toEqual({
        load_balancers: 0,
        certificates: 0,
      });
      run.expectEveryStepChecked();
    });
  },
);
