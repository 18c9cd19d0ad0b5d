// Floating IP names (ResourceName, 128) and descriptions (ResourceDescription, 255) are bounded
// by the spec (issues 19 and 27).
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("floating IP names and descriptions", () => {
  textLimitTests({
    emu: () => emu,
    what: "floating IP name",
    collection: "/floating_ips",
    key: "floating_ip",
    field: "name",
    createBody: (name) => ({ name, type: "ipv4", home_location: "fsn1" }),
    longest: { create: "f".repeat(128), update: "u".repeat(128) },
    update: true,
  });
  textLimitTests({
    emu: () => emu,
    what: "floating IP description",
    collection: "/floating_ips",
    key: "floating_ip",
    field: "description",
    createBody: (description) => ({ description, type: "ipv4", home_location: "fsn1" }),
    longest: { create: "d".repeat(255), update: "e".repeat(255) },
    update: true,
  });
});
