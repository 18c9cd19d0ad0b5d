// Network names are bounded by the spec's ResourceName (issues 19 and 27).
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("network names", () => {
  textLimitTests({
    emu: () => emu,
    what: "network name",
    collection: "/networks",
    key: "network",
    field: "name",
    createBody: (name) => ({ name, ip_range: "10.0.0.0/16" }),
    longest: { create: "n".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
