// Deprecations as data (spec/openapi.yaml "Deprecations"): an operation with `x-sunset` answers
// normally before that day on the emulator's clock and `410 deprecated_api_endpoint` from it on,
// so a user can rehearse an announced removal by moving the clock through the control API.
import { describe, expect, it } from "vitest";
import { LOAD_BALANCER_TYPES } from "../../src/resources/catalog/catalog-data.js";
import { operations, type TestEmulator } from "../support/harness.js";
import { useTestEmulatorPerTest } from "../support/lifecycle.js";

const DATACENTERS_SUNSET = Date.UTC(2026, 9, 1);
const ANNOUNCEMENT = "https://docs.hetzner.cloud/changelog#2026-06-02-datacenters-deprecated";

const startEmulator = useTestEmulatorPerTest();

async function advanceClock(target: TestEmulator, advanceMs: number): Promise<number> {
  const response = await fetch(`${target.controlUrl}/clock`, {
    method: "POST",
    headers: { Authorization: `Bearer ${target.adminToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ advance_ms: advanceMs }),
  });
  return response.status;
}

describe("operations past their sunset", () => {
  it("reads the sunset and the announcement of both datacenter operations from the spec", () => {
    const sunsets = operations
      .filter((operation) => operation.sunset)
      .map((operation) => [operation.operationId, operation.sunset]);
    expect(sunsets).toEqual([
      ["list_datacenters", { atMs: DATACENTERS_SUNSET, announcement: ANNOUNCEMENT }],
      ["get_datacenter", { atMs: DATACENTERS_SUNSET, announcement: ANNOUNCEMENT }],
    ]);
  });

  it("answers /datacenters normally before the sunset and 410 once the clock moves past it", async () => {
    // One minute before the sunset; the base clock stands still, so only advances move it.
    const emu = await startEmulator({ clock: () => DATACENTERS_SUNSET - 60_000 });
    const before = await emu.call("GET", "/datacenters");
    expect(before.status).toBe(200);
    expect(before.body.datacenters.length).toBeGreaterThan(0);
    const one = await emu.call("GET", `/datacenters/${before.body.datacenters[0].id}`);
    expect(one.status).toBe(200);

    expect(await advanceClock(emu, 59_999)).toBe(200);
    expect((await emu.call("GET", "/datacenters")).status).toBe(200);

    expect(await advanceClock(emu, 1)).toBe(200);
    for (const path of ["/datacenters", `/datacenters/${before.body.datacenters[0].id}`]) {
      const after = await emu.call("GET", path);
      expect(after.status).toBe(410);
      expect(after.body).toEqual({
        error: {
          code: "deprecated_api_endpoint",
          message: "API functionality was removed",
          details: { announcement: ANNOUNCEMENT },
        },
      });
      // The real API announces removals in its changelog, not in headers.
      expect(after.headers.has("sunset")).toBe(false);
      expect(after.headers.has("deprecation")).toBe(false);
      expect(after.headers.get("x-correlation-id")).toBeTruthy();
    }
    // The replacements keep working.
    expect((await emu.call("GET", "/locations")).status).toBe(200);
    expect((await emu.call("GET", "/server_types")).status).toBe(200);
  });

  it("answers 410 even for a datacenter that never existed: the operation is gone, not the item", async () => {
    const emu = await startEmulator({ clock: () => DATACENTERS_SUNSET });
    const result = await emu.call("GET", "/datacenters/999999");
    expect(result.status).toBe(410);
    expect(result.body.error.code).toBe("deprecated_api_endpoint");
  });

  it("refuses the request without a valid token before telling that the operation is gone", async () => {
    const emu = await startEmulator({ clock: () => DATACENTERS_SUNSET });
    const result = await emu.call("GET", "/datacenters", { token: "unknown" });
    expect(result.status).toBe(401);
  });
});

// The catalog (src/resources/catalog/catalog-data.ts) retires the first-generation server types
// such as cx11 after 2024-09-06 (as the real API did), deprecated centos-stream-8 on 2024-06-01
// and the deprecated FreeBSD 13.3 ISO after 2099-09-06. Past `unavailable_after` an item leaves
// its list and is refused for new resources, but is still found by id (spec "Deprecations").
const SERVER_TYPES_UNAVAILABLE_AFTER = Date.parse("2024-09-06T00:00:00+00:00");
const ISO_UNAVAILABLE_AFTER = Date.parse("2099-09-06T00:00:00Z");
const CENTOS_8_DEPRECATED = Date.parse("2024-06-01T00:00:00Z");
const DAY = 86_400_000;

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe("catalog items past their unavailable_after", () => {
  it("sells cx11 until 2024-09-06, then refuses it, drops it from the lists and still finds it by id", async () => {
    const emu = await startEmulator({ clock: () => SERVER_TYPES_UNAVAILABLE_AFTER - 60_000 });
    const listedBefore = await emu.call("GET", "/server_types?per_page=50");
    const cx11 = listedBefore.body.server_types.find(
      (type: { name: string }) => type.name === "cx11",
    );
    expect(cx11).toMatchObject({ id: 1, deprecated: true });
    expect(cx11.locations[0]).toMatchObject({ available: true, recommended: false });
    expect(cx11.locations[0].deprecation.unavailable_after).toBe("2024-09-06T00:00:00+00:00");
    const priced = (await emu.call("GET", "/pricing")).body.pricing.server_types;
    expect(names(priced)).toContain("cx11");
    const sold = await emu.call("POST", "/servers", {
      body: { name: "old-1", server_type: "cx11", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(sold.status).toBe(201);

    expect(await advanceClock(emu, 60_001)).toBe(200);
    const refused = await emu.call("POST", "/servers", {
      body: { name: "old-2", server_type: "cx11", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(refused.status).toBe(412);
    expect(refused.body.error.code).toBe("resource_unavailable");
    const current = await emu.call("POST", "/servers", {
      body: { name: "new-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(current.status).toBe(201);
    const listedAfter = names(
      (await emu.call("GET", "/server_types?per_page=50")).body.server_types,
    );
    expect(listedAfter).not.toContain("cx11");
    expect(listedAfter).toContain("cx22");
    expect((await emu.call("GET", "/server_types?name=cx11")).body.server_types).toEqual([]);
    expect(names((await emu.call("GET", "/pricing")).body.pricing.server_types)).not.toContain(
      "cx11",
    );
    const byId = await emu.call("GET", "/server_types/1");
    expect(byId.status).toBe(200);
    expect(byId.body.server_type.locations[0].available).toBe(false);
    // The server made before keeps its type, and the datacenters (still served before their own
    // sunset) no longer offer it.
    const old = await emu.call("GET", `/servers/${sold.body.server.id}`);
    expect(old.body.server.server_type.name).toBe("cx11");
    const fsn1 = (await emu.call("GET", "/datacenters?name=fsn1-dc14")).body.datacenters[0];
    expect(fsn1.server_types.supported).toContain(1);
    expect(fsn1.server_types.available).not.toContain(1);
  });

  it("shows no deprecation before its announcement", async () => {
    const emu = await startEmulator({ clock: () => Date.parse("2024-06-06T07:59:59Z") });
    const cx11 = (await emu.call("GET", "/server_types/1")).body.server_type;
    expect(cx11).toMatchObject({ deprecated: false, deprecation: null });
    expect(cx11.locations[0]).toMatchObject({ deprecation: null, available: true });
    expect(await advanceClock(emu, 1_000)).toBe(200);
    const announced = (await emu.call("GET", "/server_types/1")).body.server_type;
    expect(announced.deprecated).toBe(true);
    expect(announced.deprecation.announced).toBe("2024-06-06T08:00:00+00:00");
  });

  it("attaches the deprecated ISO before its date and refuses it after, when it also leaves the list", async () => {
    const emu = await startEmulator({ clock: () => ISO_UNAVAILABLE_AFTER - 60_000 });
    const server = await emu.call("POST", "/servers", {
      body: { name: "iso-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(server.status).toBe(201);
    const serverId = server.body.server.id;
    const attached = await emu.call("POST", `/servers/${serverId}/actions/attach_iso`, {
      body: { iso: 5 },
    });
    expect(attached.status).toBe(201);
    expect(names((await emu.call("GET", "/isos?per_page=50")).body.isos)).toContain(
      "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    );
    expect(await advanceClock(emu, 60_001)).toBe(200);
    const isoAfter = await emu.call("POST", `/servers/${serverId}/actions/attach_iso`, {
      body: { iso: 5 },
    });
    expect(isoAfter.status).toBe(422);
    expect(isoAfter.body.error.details.fields[0].name).toBe("iso");
    expect(names((await emu.call("GET", "/isos?per_page=50")).body.isos)).not.toContain(
      "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    );
    expect((await emu.call("GET", "/isos/5")).status).toBe(200);
    // The server it was attached to before still shows it.
    const view = (await emu.call("GET", `/servers/${serverId}`)).body.server;
    expect(view.iso.id).toBe(5);
  });

  it("hides an image from the lists once deprecated and refuses new servers from it three months later", async () => {
    const emu = await startEmulator({ clock: () => CENTOS_8_DEPRECATED - 60_000 });
    const listed = async (query: string) =>
      names((await emu.call("GET", `/images?name=centos-stream-8${query}`)).body.images);
    expect(await listed("")).toEqual(["centos-stream-8"]);
    expect((await emu.call("GET", "/images/9")).body.image.deprecated).toBeNull();
    const early = await emu.call("POST", "/servers", {
      body: { name: "c8-1", server_type: "cx22", image: "centos-stream-8", location: "fsn1" },
    });
    expect(early.status).toBe(201);

    expect(await advanceClock(emu, 60_000)).toBe(200);
    expect(await listed("")).toEqual([]);
    expect(await listed("&include_deprecated=true")).toEqual(["centos-stream-8"]);
    expect((await emu.call("GET", "/images/9")).body.image.deprecated).toBe("2024-06-01T00:00:00Z");
    // Deprecated but, for three months, still orderable (by name, as clients look it up).
    const stillSold = await emu.call("POST", "/servers", {
      body: { name: "c8-2", server_type: "cx22", image: "centos-stream-8", location: "fsn1" },
    });
    expect(stillSold.status).toBe(201);

    // 2024-09-01T00:00:00Z is the last moment; one millisecond later it is gone for new servers.
    expect(await advanceClock(emu, 92 * DAY)).toBe(200);
    expect(
      (
        await emu.call("POST", "/servers", {
          body: { name: "c8-3", server_type: "cx22", image: 9, location: "fsn1" },
        })
      ).status,
    ).toBe(201);
    expect(await advanceClock(emu, 1)).toBe(200);
    const refused = await emu.call("POST", "/servers", {
      body: { name: "c8-4", server_type: "cx22", image: "centos-stream-8", location: "fsn1" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("invalid_input");
    expect(refused.body.error.details.fields[0].name).toBe("image");
    const rebuild = await emu.call("POST", `/servers/${early.body.server.id}/actions/rebuild`, {
      body: { image: "centos-stream-8" },
    });
    expect(rebuild.status).toBe(422);
    // Still readable, still listed on request, still shown on the servers made from it.
    expect((await emu.call("GET", "/images/9")).status).toBe(200);
    expect(await listed("&include_deprecated=true")).toEqual(["centos-stream-8"]);
    const server = (await emu.call("GET", `/servers/${early.body.server.id}`)).body.server;
    expect(server.image).toMatchObject({ id: 9, deprecated: "2024-06-01T00:00:00Z" });
  });
});

// The real catalog has no deprecated load balancer type (changes-2026 §4 added the field, no
// type has one yet), so the emulator is given a hypothetical one beside the real ones, the way
// a user rehearses a retirement the provider has just announced.
const REHEARSAL_ANNOUNCED = "2026-12-01T00:00:00Z";
const REHEARSAL_UNAVAILABLE_AFTER = "2027-03-01T00:00:00Z";
const rehearsalType = {
  id: 90,
  name: "lb-rehearsal",
  maxConnections: 10000,
  maxServices: 5,
  maxTargets: 25,
  maxAssignedCertificates: 10,
  monthlyNet: 5,
  locations: ["fsn1", "nbg1", "hel1"],
  includedTrafficTb: 20,
  deprecation: { announced: REHEARSAL_ANNOUNCED, unavailable_after: REHEARSAL_UNAVAILABLE_AFTER },
};

describe("a load balancer type past its unavailable_after", () => {
  it("is offered with its deprecation before the date, then refused on create and change_type, gone from the lists, still found by id", async () => {
    const emu = await startEmulator({
      clock: () => Date.parse(REHEARSAL_UNAVAILABLE_AFTER) - 60_000,
      catalogRows: { loadBalancerTypes: [...LOAD_BALANCER_TYPES, rehearsalType] },
    });
    const listed = async () =>
      names((await emu.call("GET", "/load_balancer_types?per_page=50")).body.load_balancer_types);
    expect(await listed()).toEqual(["lb11", "lb21", "lb31", "lb-rehearsal"]);
    const type = (await emu.call("GET", "/load_balancer_types/90")).body.load_balancer_type;
    expect(type.deprecation).toEqual({
      announced: REHEARSAL_ANNOUNCED,
      unavailable_after: REHEARSAL_UNAVAILABLE_AFTER,
    });
    expect(type.deprecated).toBe(REHEARSAL_ANNOUNCED);
    const made = await emu.call("POST", "/load_balancers", {
      body: { name: "lb-old", load_balancer_type: "lb-rehearsal", location: "fsn1" },
    });
    expect(made.status).toBe(201);
    const other = await emu.call("POST", "/load_balancers", {
      body: { name: "lb-other", load_balancer_type: "lb11", location: "fsn1" },
    });
    expect(other.status).toBe(201);
    const otherId = other.body.load_balancer.id;

    expect(await advanceClock(emu, 60_001)).toBe(200);
    const refused = await emu.call("POST", "/load_balancers", {
      body: { name: "lb-new", load_balancer_type: "lb-rehearsal", location: "fsn1" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("invalid_load_balancer_type");
    expect(refused.body.error.message).toContain(REHEARSAL_UNAVAILABLE_AFTER);
    const changed = await emu.call("POST", `/load_balancers/${otherId}/actions/change_type`, {
      body: { load_balancer_type: 90 },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe("invalid_load_balancer_type");
    expect(await listed()).toEqual(["lb11", "lb21", "lb31"]);
    const priced = (await emu.call("GET", "/pricing")).body.pricing.load_balancer_types;
    expect(names(priced)).toEqual(["lb11", "lb21", "lb31"]);
    expect((await emu.call("GET", "/load_balancer_types/90")).status).toBe(200);
    // The load balancer made before keeps its type, deprecation included.
    const old = (await emu.call("GET", `/load_balancers/${made.body.load_balancer.id}`)).body
      .load_balancer;
    expect(old.load_balancer_type).toMatchObject({ id: 90, deprecated: REHEARSAL_ANNOUNCED });
    // The real types are unaffected.
    const lb11 = await emu.call("POST", "/load_balancers", {
      body: { name: "lb-new", load_balancer_type: "lb11", location: "fsn1" },
    });
    expect(lb11.status).toBe(201);
  });
});
