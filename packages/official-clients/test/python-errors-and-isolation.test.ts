import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: errors and project isolation", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      target = await startScenarioEmulator();
      run = await runPythonScenario("errors_and_isolation", target.url, {
        token: TOKENS.projectA,
        otherProjectToken: TOKENS.projectB,
        readOnlyToken: TOKENS.readOnlyA,
      });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("raises unauthorized for a wrong token and token_readonly for a read token's write", () => {
      expect(run.error("list servers with a wrong token").code).toBe("unauthorized");
      expect(run.value("read with a read-only token")).toBeGreaterThan(0);
      expect(run.error("write with a read-only token").code).toBe("token_readonly");
    });

    it("raises uniqueness_error for a duplicate key and a duplicate server name", () => {
      run.value("alice creates a key");
      expect(run.error("alice creates the same key again").code).toBe("uniqueness_error");
      run.value("alice creates a server");
      expect(run.error("alice creates a server with a taken name").code).toBe("uniqueness_error");
    });

    it("keeps the two projects apart", () => {
      expect(run.value("bob lists his servers and keys")).toEqual([0, 0]);
      expect(run.value("bob looks alice's server up by name")).toBe("None");
      expect(run.error("bob gets alice's server by id").code).toBe("not_found");
      expect(run.error("bob gets alice's key by id").code).toBe("not_found");
      expect(run.error("bob deletes alice's server").code).toBe("not_found");
      expect(run.error("bob creates a server with alice's key id").code).toBe("invalid_input");
      expect(run.value("bob reuses alice's key and server name")).toEqual([true, true]);
      expect(run.value("alice still sees only her own")).toBe(true);
      run.expectEveryStepChecked();
    });
  },
);
