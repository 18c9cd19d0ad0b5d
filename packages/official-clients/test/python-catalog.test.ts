import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

const DATACENTERS_ANNOUNCEMENT =
  "https://docs.hetzner.cloud/changelog#2026-06-02-datacenters-deprecated";

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

    it("reads locations with a read-only token", () => {
      expect(run.value("list locations")).toEqual(["ash", "fsn1", "hel1", "hil", "nbg1", "sin"]);
      expect(run.value("get location by name")).toEqual({
        country: "FI",
        network_zone: "eu-central",
        city: "Helsinki",
      });
    });

    it("meets the 410 of the removed datacenters as an APIException, and the client's warning", () => {
      // Removed by the API on 2026-10-01; 2.27 still has the client, deprecated.
      for (const step of ["list datacenters", "get datacenter by id"]) {
        expect(run.error(step)).toEqual({
          code: "deprecated_api_endpoint",
          message: expect.any(String),
          details: { announcement: DATACENTERS_ANNOUNCEMENT },
        });
      }
      expect(run.value("the datacenters client warns that it is deprecated")).toEqual([
        expect.stringContaining(DATACENTERS_ANNOUNCEMENT),
      ]);
    });

    it("reads server types per location, pages through them and leaves retired ones out", () => {
      expect(run.value("get server type by name")).toEqual({
        cores: 2,
        memory: 4,
        disk: 80,
        architecture: "x86",
        category: "Shared vCPU",
        prices: ["ash", "fsn1", "hel1", "hil", "nbg1", "sin"],
        // Per location: (name, available, not deprecated).
        locations: ["ash", "fsn1", "hel1", "hil", "nbg1", "sin"].map((name) => [name, true, true]),
      });
      expect(run.value("a retired server type is no longer listed")).toBe("None");
      const page = run.value("list server types page 1 of 2 per page");
      expect(page).toMatchObject({ count: 2, page: 1, next_page: 2 });
      expect(page.last_page).toBe(Math.ceil(page.total_entries / 2));
      // get_all walks every page (2 per page here, 50 in the library) and repeats none.
      expect(run.value("all server types through every page")).toEqual({
        count: page.total_entries,
        distinct: page.total_entries,
      });
    });

    it("reads load balancer types with their deprecation and the prices", () => {
      expect(run.value("list load balancer types")).toEqual([
        ["lb11", null],
        ["lb21", null],
        ["lb31", null],
      ]);
      expect(run.value("get lb11 by name")).toEqual({
        max_services: 5,
        max_targets: 25,
        max_assigned_certificates: 10,
        prices: ["ash", "fsn1", "hel1", "hil", "nbg1", "sin"],
        deprecation: null,
      });
      const page = run.value("list server types page 1 of 2 per page");
      expect(run.value("read the prices")).toEqual({
        currency: "EUR",
        // What can be ordered is what is priced.
        server_types: page.total_entries,
        load_balancer_types: ["lb11", "lb21", "lb31"],
        floating_ips: ["ipv4", "ipv6"],
        primary_ips: ["ipv4", "ipv6"],
        volume: true,
      });
    });

    it("finds images by name and architecture, deprecated ones only when asked, and ISOs", () => {
      expect(run.value("list system images")).toMatchObject({ all_system: true, all_x86: true });
      expect(run.value("list system images").count).toBeGreaterThan(0);
      expect(run.value("get image by name and architecture")).toEqual({
        name: "debian-12",
        os_flavor: "debian",
        architecture: "arm",
        deprecation: null,
      });
      expect(run.value("a deprecated image is found only when asked for")).toEqual({
        default: null,
        included: "ubuntu-20.04",
        // Unavailable three months after the announcement.
        deprecation: {
          announced: "2025-05-31T00:00:00+00:00",
          unavailable_after: "2025-08-31T00:00:00+00:00",
        },
      });
      // The arm ISOs and those for any architecture (architecture None).
      expect(run.value("list ISOs for arm, with those for any architecture")).toEqual([
        null,
        "arm",
      ]);
      expect(run.value("get iso by name")).toEqual({
        type: "public",
        architecture: null,
        deprecation: null,
      });
      expect(run.error("get unknown server type by id").code).toBe("not_found");
      run.expectEveryStepChecked();
    });
  },
);
