import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

describe("create_floating_ip without server or home_location", () => {
  it("names both fields, in the message and in details.fields", async () => {
    const result = await emu.call("POST", "/floating_ips", { body: { type: "ipv4" } });
    expect([result.status, result.body.error.code]).toEqual([422, "invalid_input"]);
    expect(result.body.error.message).toBe("invalid input in fields 'server', 'home_location'");
    expect(result.body.error.details.fields.map((field: { name: string }) => field.name)).toEqual([
      "server",
      "home_location",
    ]);
  });

  it("keeps the singular for one field", async () => {
    const result = await emu.call("POST", "/floating_ips", {
      body: { type: "ipv4", home_location: "nowhere" },
    });
    expect(result.body.error.message).toBe("invalid input in field 'home_location'");
  });
});
