import {
  GO_LIBRARY_VERSION,
  goLibrary,
  INSTALL_COMMAND,
} from "@cloud-api/test-support/official-tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { GO_MODULE_DIR, type GoRun, runGoTests } from "../src/go-library.js";

// Every family the emulator serves, driven through hcloud-go as a user writes it (go/*_test.go,
// one top-level Go test per family, one subtest per step).
const FAMILIES: { test: string; family: string; covers: string }[] = [
  {
    test: "TestCatalog",
    family: "catalog",
    covers:
      "locations, datacenters (410), server types with deprecation, load balancer types, pricing, system images, ISOs",
  },
  {
    test: "TestServers",
    family: "servers",
    covers:
      "create and wait, power, password, console, rescue, ISO, backups, rDNS, metrics, snapshots, rebuild, change type, protection, locked, actions, delete",
  },
  { test: "TestImages", family: "images", covers: "backups, backup to snapshot, delete rules" },
  {
    test: "TestSSHKeys",
    family: "ssh keys",
    covers: "create, lookups, uniqueness, invalid key, update, delete",
  },
  {
    test: "TestVolumes",
    family: "volumes",
    covers: "free and attached volumes, attach, detach, resize, protection, delete",
  },
  {
    test: "TestPlacementGroups",
    family: "placement groups",
    covers: "spread group, servers in and out, update, delete",
  },
  {
    test: "TestPrimaryIPs",
    family: "primary ips",
    covers: "created unassigned, assign, unassign, rDNS, update, protection, delete rules",
  },
  {
    test: "TestFloatingIPs",
    family: "floating ips",
    covers: "create, assign, unassign, rDNS, update, protection, delete rules",
  },
  {
    test: "TestNetworks",
    family: "networks",
    covers: "subnets, routes, IP range, servers with alias IPs, protection",
  },
  {
    test: "TestFirewalls",
    family: "firewalls",
    covers: "rules (port any), apply to servers and label selectors, remove, in use",
  },
  {
    test: "TestCertificates",
    family: "certificates",
    covers: "uploaded, managed with a failed then retried issuance",
  },
  {
    test: "TestLoadBalancers",
    family: "load balancers",
    covers: "services, targets, algorithm, type, network, public interface, rDNS, metrics",
  },
  {
    test: "TestZones",
    family: "zones",
    covers: "primary and secondary zones, RRSets and their record actions, zone files, protection",
  },
  {
    test: "TestActions",
    family: "actions",
    covers: "WaitFor and WaitForFunc, /actions by id, failed actions, cancelled waits",
  },
  {
    test: "TestErrors",
    family: "errors",
    covers: "unauthorized, token_readonly, not_found, invalid_input details, isolation, retries",
  },
  {
    test: "TestPagination",
    family: "pagination",
    covers: "AllWithOpts over three pages, List meta, page sizes",
  },
  {
    test: "TestLabelSelectors",
    family: "label selectors",
    covers: "every selector form, a malformed one",
  },
];

const TOOL = `hcloud-go ${GO_LIBRARY_VERSION}`;
const library = goLibrary(GO_MODULE_DIR);
const installHint = `${INSTALL_COMMAND} go`;

describe(TOOL, () => {
  if (!library.available) {
    if (process.env.CI === "true") {
      // In CI the library must be there: .ci/run installs it.
      it("is installed", () => {
        expect(library.available, `${library.detail}; install it with '${installHint}'`).toBe(true);
      });
    } else {
      it.skip(`is missing (${library.detail}), scenarios skipped: install it with '${installHint}'`, () => {});
    }
    return;
  }

  let target: ScenarioEmulator;
  let run: GoRun;

  beforeAll(async () => {
    target = await startScenarioEmulator();
    run = await runGoTests({
      endpoint: target.url,
      token: TOKENS.projectA,
      otherProjectToken: TOKENS.projectB,
      readOnlyToken: TOKENS.readOnlyA,
      controlUrl: target.emulator.controlUrl,
      adminToken: target.emulator.adminToken,
    });
  }, 300_000);
  afterAll(async () => {
    await target?.close();
  });

  for (const { test, family, covers } of FAMILIES) {
    it(`${family}: ${covers}`, () => {
      run.expectFamilyPassed(test, family);
    });
  }

  it("ran no Go test that no family here asserts, and the package passed", () => {
    run.expectEveryFamilyChecked();
    expect(run.packageStatus, run.packageOutput.join("")).toBe("pass");
  });
});
