import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: volumes and placement groups", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("volumes_and_placement_groups", target.url, {
        token: TOKENS.projectA,
      });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("spreads servers with a placement group", () => {
      expect(run.value("create placement group")).toEqual({
        name: "cache-spread",
        type: "spread",
        servers: [],
      });
      expect(run.value("create server in the group")).toBe("cache-spread");
      expect(run.value("create stopped server")).toBe("off");
      expect(run.value("add stopped server to the group")).toBe(true);
      expect(run.error("add it a second time").code).toBe("already_in_placement_group");
      expect(run.error("delete a group with members").code).toBe("resource_in_use");
      expect(run.value("remove server from the group")).toBe(true);
      expect(run.value("rename and relabel the group")).toEqual({
        name: "cache-anti-affinity",
        labels: { tier: "cache", env: "prod" },
      });
      const [byLabel, byName] = run.value("find the group by label and by name");
      expect(byLabel).toEqual([byName]);
    });

    it("creates, attaches, resizes, detaches, protects and deletes volumes", () => {
      expect(run.value("create volume in a location")).toEqual({
        name: "cache-data",
        size: 10,
        server: null,
        action: "create_volume",
      });
      expect(run.value("create volume on a server, automounted and formatted")).toEqual({
        server: true,
        next: ["attach_volume"],
      });
      expect(run.value("attach, resize, detach")).toEqual({ on: true, size: 30, after: null });
      expect(run.error("shrink the volume").code).toBe("invalid_input");
      run.value("protect volume");
      expect(run.error("delete protected volume").code).toBe("protected");
      expect(run.value("unprotect, rename and delete volume")).toBe(true);
      expect(run.value("delete servers, volume and group")).toEqual({
        logs_detached_by_server_delete: true,
        volumes: 0,
        groups: 0,
      });
      run.expectEveryStepChecked();
    });
  },
);
