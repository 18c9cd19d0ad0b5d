import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

describe("delete_zone with a change-protected RRSet", () => {
  it("answers 423 protected and keeps the zone until the RRSet's protection is lifted", async () => {
    await emu.call("POST", "/zones", {
      body: {
        name: "guarded.com",
        mode: "primary",
        rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1" }] }],
      },
    });
    const protection = "/zones/guarded.com/rrsets/www/A/actions/change_protection";
    expect((await emu.call("POST", protection, { body: { change: true } })).status).toBe(201);
    const refused = await emu.call("DELETE", "/zones/guarded.com");
    expect([refused.status, refused.body.error?.code]).toEqual([423, "protected"]);
    expect(refused.body.error.message).toContain("www/A");
    expect((await emu.call("GET", "/zones/guarded.com")).status).toBe(200);
    await emu.call("POST", protection, { body: { change: false } });
    expect((await emu.call("DELETE", "/zones/guarded.com")).status).toBe(201);
    expect((await emu.call("GET", "/zones/guarded.com")).status).toBe(404);
  });
});
