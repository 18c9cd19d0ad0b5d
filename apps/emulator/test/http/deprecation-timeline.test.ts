// Deprecations as data (spec/openapi.yaml "Deprecations"): an operation with `x-sunset` answers
// normally before that day on the emulator's clock and `410 deprecated_api_endpoint` from it on,
// so a user can rehearse an announced removal by moving the clock through the control API.
import { afterEach, describe, expect, it } from "vitest";
import { operations, startTestEmulator, type TestEmulator } from "../support/harness.js";

const DATACENTERS_SUNSET = Date.UTC(2026, 9, 1);
const ANNOUNCEMENT = "https://docs.hetzner.cloud/changelog#2026-06-02-datacenters-deprecated";

let emu: TestEmulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

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
    emu = await startTestEmulator({ clock: () => DATACENTERS_SUNSET - 60_000 });
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
    emu = await startTestEmulator({ clock: () => DATACENTERS_SUNSET });
    const result = await emu.call("GET", "/datacenters/999999");
    expect(result.status).toBe(410);
    expect(result.body.error.code).toBe("deprecated_api_endpoint");
  });

  it("refuses the request without a valid token before telling that the operation is gone", async () => {
    emu = await startTestEmulator({ clock: () => DATACENTERS_SUNSET });
    const result = await emu.call("GET", "/datacenters", { token: "unknown" });
    expect(result.status).toBe(401);
  });
});

// The catalog (src/resources/catalog/catalog-data.ts) retires the first-generation server types
// such as cx11 after 2024-09-06 (as the real API did) and the deprecated FreeBSD 13.3 ISO after
// 2099-09-06.
const SERVER_TYPES_UNAVAILABLE_AFTER = Date.parse("2024-09-06T06:00:00Z");
const ISO_UNAVAILABLE_AFTER = Date.parse("2099-09-06T00:00:00Z");

describe("catalog items past their unavailable_after", () => {
  it("refuses cx11 (retired in every location since 2024-09-06), keeps selling cx22", async () => {
    // The real catalog has no server type deprecated with a date still ahead, so the clock
    // crossing itself is proven with the ISO below; here, the retired type's refusal.
    emu = await startTestEmulator({ clock: () => SERVER_TYPES_UNAVAILABLE_AFTER + 60_000 });
    const old = await emu.call("POST", "/servers", {
      body: { name: "old-1", server_type: "cx11", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(old.status).toBe(412);
    expect(old.body.error.code).toBe("resource_unavailable");
    const current = await emu.call("POST", "/servers", {
      body: { name: "new-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(current.status).toBe(201);
  });

  it("attaches the deprecated ISO before its date and refuses it after", async () => {
    emu = await startTestEmulator({ clock: () => ISO_UNAVAILABLE_AFTER - 60_000 });
    const server = await emu.call("POST", "/servers", {
      body: { name: "iso-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(server.status).toBe(201);
    const serverId = server.body.server.id;
    const attached = await emu.call("POST", `/servers/${serverId}/actions/attach_iso`, {
      body: { iso: 5 },
    });
    expect(attached.status).toBe(201);
    expect(await advanceClock(emu, 60_001)).toBe(200);
    const isoAfter = await emu.call("POST", `/servers/${serverId}/actions/attach_iso`, {
      body: { iso: 5 },
    });
    expect(isoAfter.status).toBe(422);
    expect(isoAfter.body.error.details.fields[0].name).toBe("iso");
  });
});
