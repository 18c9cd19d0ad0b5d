import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: the catalog", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("catalog", target.url, { token: TOKENS.readOnlyA });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("reads locations, server types, images and ISOs with a read-only token; datacenters answer 410", () => {
      expect(run.value("list locations")).toEqual(["ash", "fsn1", "hel1", "hil", "nbg1", "sin"]);
      expect(run.value("get location by name")).toEqual({
        country: "FI",
        network_zone: "eu-central",
      });
      // The API removed /datacenters on 2026-10-01; the 2022 library still calls it.
      expect(run.error("list datacenters").code).toBe("deprecated_api_endpoint");
      expect(run.error("get datacenter by id").code).toBe("deprecated_api_endpoint");
      expect(run.value("get server type by name")).toEqual({
        cores: 2,
        memory: 4,
        disk: 40,
        prices: true,
      });
      expect(run.value("list server types page 1 of 2 per page")).toEqual({
        count: 2,
        next_page: 2,
      });
      expect(run.value("list system images")).toBe(true);
      expect(run.value("get image by name")).toEqual({ name: "debian-12", os_flavor: "debian" });
      expect(run.value("list isos")).toBe(true);
      expect(run.value("get iso by name")).toBe("public");
      expect(run.error("get unknown server type by id").code).toBe("not_found");
      run.expectEveryStepChecked();
    });
  },
);
