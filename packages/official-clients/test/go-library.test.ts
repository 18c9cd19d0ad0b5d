import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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
    test: "TestStorageBoxes",
    family: "storage boxes",
    covers:
      "types catalog, create and wait through /actions, subaccount, snapshots, protection, delete",
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

/**
 * The operations hcloud-go has no method for: `GET /<collection>/{id}/actions/{action_id}`
 * (deprecated; the library reads an action by its id alone, `client.<Model>.Action.GetByID`).
 */
const WITHOUT_A_METHOD = [
  "get_certificate_action",
  "get_firewall_action",
  "get_floating_ip_action",
  "get_image_action",
  "get_load_balancer_action",
  "get_network_action",
  "get_primary_ip_action",
  "get_server_action",
  "get_volume_action",
  "get_zone_action",
  // GET /networks/{id}/members came after v2.47 (the library has no method for it).
  "list_network_members",
];

/** Every operation of the spec the emulator serves (its own dependency, @cloud-api/spec). */
function specOperations(): string[] {
  const fromEmulator = createRequire(createRequire(import.meta.url).resolve("@cloud-api/emulator"));
  const document = JSON.parse(
    readFileSync(fromEmulator.resolve("@cloud-api/spec/openapi.json"), "utf8"),
  ) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      typeof operation === "object" && operation?.operationId ? [operation.operationId] : [],
    ),
  );
}

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
    // The journal keeps every request of the run (about 1100), to see which operations ran.
    target = await startScenarioEmulator({ journalSize: 10_000 });
    run = await runGoTests({
      endpoint: target.url,
      hetznerEndpoint: target.emulator.hetznerUrl,
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

  it("reached every operation of the spec that the library has a method for", () => {
    const reached = new Set(
      target.emulator.control.journal
        .list()
        .map((request) => request.operation_id)
        .filter((id): id is string => id !== null),
    );
    const operations = specOperations();
    expect(operations.length).toBeGreaterThan(150);
    const unreached = operations.filter((id) => !reached.has(id)).sort();
    expect(unreached).toEqual(WITHOUT_A_METHOD);
  });

  it("ran no Go test that no family here asserts, and the package passed", () => {
    run.expectEveryFamilyChecked();
    expect(run.packageStatus, run.packageOutput.join("")).toBe("pass");
  });
});
