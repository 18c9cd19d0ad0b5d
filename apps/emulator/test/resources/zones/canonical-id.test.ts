// Zone paths take an id or a name; an id is canonical there as everywhere (issue 27): `01` is
// not zone 1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/harness.js";

let emu: TestEmulator;
let zoneId: number;
beforeAll(async () => {
  emu = await startTestEmulator();
  const created = await emu.call("POST", "/zones", {
    body: { name: "canonical-ids.com", mode: "primary" },
  });
  expect(created.status).toBe(201);
  zoneId = created.body.zone.id;
});
afterAll(async () => {
  await emu.close();
});

describe("zone ids in paths", () => {
  it("finds the zone by its id and by its name", async () => {
    expect((await emu.call("GET", `/zones/${zoneId}`)).body.zone.id).toBe(zoneId);
    expect((await emu.call("GET", "/zones/canonical-ids.com")).body.zone.id).toBe(zoneId);
  });

  it("refuses a non-canonical id (leading zero) with 422 naming id_or_name, in reads and writes", async () => {
    for (const [method, path] of [
      ["GET", `/zones/0${zoneId}`],
      ["GET", `/zones/00${zoneId}/rrsets`],
      ["DELETE", `/zones/0${zoneId}`],
    ] as const) {
      const answer = await emu.call(method, path);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe("invalid_input");
      expect(answer.body.error.details.fields[0].name).toBe("id_or_name");
    }
    // Nothing was deleted.
    expect((await emu.call("GET", `/zones/${zoneId}`)).status).toBe(200);
  });
});
