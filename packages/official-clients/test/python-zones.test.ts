import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: DNS zones and RRSets", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("zones", target.url, { token: TOKENS.projectA });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("creates a primary zone with RRSets and finds it by name, id, label and mode", () => {
      expect(run.value("create a primary zone with records")).toEqual({
        name: "example.com",
        mode: "primary",
        ttl: 3600,
        action: "create_zone",
        assigned: true,
      });
      expect(run.value("get the zone by name and by id, and by label")).toEqual({
        same: true,
        status: "ok",
        // SOA, three NS, www A and the MX.
        record_count: 6,
        by_label: ["example.com"],
        secondary: 0,
      });
      expect(run.value("list the rrsets, the default SOA and NS included")).toEqual([
        "@/MX",
        "@/NS",
        "@/SOA",
        "www/A",
      ]);
      expect(run.value("list the A rrsets only")).toEqual(["www/A"]);
    });

    it("changes an RRSet's records, TTL, labels and protection, then deletes it", () => {
      expect(run.value("create an rrset")).toEqual({
        rrset: {
          id: "api/AAAA",
          ttl: 300,
          labels: { svc: "api" },
          protection: { change: false },
          records: [["2001:db8::10", ""]],
        },
        action: "create_rrset",
      });
      expect(run.value("add, update, remove and set records, change the ttl and labels")).toEqual({
        after_remove: {
          id: "api/AAAA",
          ttl: 300,
          labels: { svc: "api" },
          protection: { change: false },
          records: [["2001:db8::10", "first"]],
        },
        final: {
          id: "api/AAAA",
          ttl: 60,
          labels: { svc: "api", env: "prod" },
          protection: { change: false },
          records: [
            ["2001:db8::20", ""],
            ["2001:db8::21", ""],
          ],
        },
      });
      expect(run.value("find the rrset by label")).toEqual(["api/AAAA"]);
      expect(run.value("protect the rrset")).toEqual({ change: true });
      expect(run.error("change a protected rrset").code).toBe("protected");
      expect(run.error("delete a protected rrset").code).toBe("protected");
      expect(run.value("unprotect and delete the rrset")).toEqual([]);
      expect(run.error("get the deleted rrset").code).toBe("not_found");
    });

    it("exports and imports the zone file, changes the zone's TTL and protection", () => {
      expect(run.value("export the zone file and import it with one more record")).toEqual({
        has_www: true,
        has_soa: true,
        imported: {
          id: "ftp/CNAME",
          ttl: 300,
          labels: {},
          protection: { change: false },
          records: [["www.example.com.", ""]],
        },
      });
      expect(run.value("change the zone's default ttl and protect it")).toEqual({
        ttl: 7200,
        protection: { delete: true },
        labels: { team: "web", tier: "1" },
      });
      expect(run.error("delete the protected zone").code).toBe("protected");
      expect(run.error("create the same zone again").code).toBe("uniqueness_error");
    });

    it("runs a secondary zone and deletes both zones through their actions", () => {
      expect(run.value("create a secondary zone")).toEqual({
        mode: "secondary",
        primaries: [["198.51.100.53", 53]],
      });
      expect(run.value("change its primary nameservers")).toEqual([
        ["198.51.100.53", 53, null],
        ["2001:db8::53", 5353, "hmac-sha256"],
      ]);
      expect(run.error("create an rrset in a secondary zone").code).toBe("incorrect_zone_mode");
      expect(run.value("delete both zones (actions to wait for)")).toEqual({
        actions: ["delete_zone", "delete_zone"],
        zones: 0,
      });
      expect(run.error("get the deleted zone").code).toBe("not_found");
      run.expectEveryStepChecked();
    });
  },
);
