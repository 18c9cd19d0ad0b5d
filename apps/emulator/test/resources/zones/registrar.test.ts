import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

describe("zone registrar", () => {
  it("shows registrar other for new primary and secondary zones, in reads and lists", async () => {
    const primary = await emu.call("POST", "/zones", {
      body: { name: "registrar.com", mode: "primary" },
    });
    const secondary = await emu.call("POST", "/zones", {
      body: {
        name: "registrar-2.com",
        mode: "secondary",
        primary_nameservers: [{ address: "198.51.100.7" }],
      },
    });
    expect(primary.body.zone.registrar).toBe("other");
    expect(secondary.body.zone.registrar).toBe("other");
    expect((await emu.call("GET", "/zones/registrar.com")).body.zone.registrar).toBe("other");
    const listed = (await emu.call("GET", "/zones")).body.zones;
    expect(listed.map((zone: { registrar: string }) => zone.registrar)).toEqual(["other", "other"]);
  });
});
