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
      expect(run.value("the exception carries the code, message and correlation id")).toEqual({
        code: "unauthorized",
        text: expect.stringMatching(/ \(unauthorized, [0-9a-f]+\)$/),
        correlation_id: true,
      });
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
    });

    it("pages through more than one page with get_all, and filters by label selectors", () => {
      expect(run.value("get_all pages through 53 keys")).toEqual({
        count: 53,
        distinct: 53,
        page_two: 3,
        pagination: {
          page: 2,
          previous_page: 1,
          next_page: null,
          last_page: 2,
          total_entries: 53,
        },
      });
      // 27 keys on rack a, 26 on rack b; the first three are spares.
      expect(run.value("label selectors: equality, inequality, sets, existence")).toEqual({
        "fleet=yes,rack=a": 27,
        "fleet==yes,rack!=a": 26,
        "rack in (a,b),spare": 3,
        "fleet,!spare": 50,
        "rack notin (a)": 26,
        team: 0,
      });
      expect(run.error("an invalid label selector").code).toBe("invalid_input");
      const names = run.value("sort by name, descending");
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort().reverse());
    });

    it("raises not_found for an unknown id, returns None for an unknown name, and meets the removed action list", () => {
      expect(run.error("get an unknown key").code).toBe("not_found");
      expect(run.value("an unknown name is None, not an error")).toBe("None");
      const removed = run.error("list every action of the project (removed from the API)");
      expect(removed.code).toBe("invalid_input");
      expect(removed.details.fields[0].name).toBe("id");
      run.expectEveryStepChecked();
    });
  },
);
