// Primary IP names are bounded by the spec's ResourceName (issues 19 and 27).
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("primary IP names", () => {
  textLimitTests({
    emu: () => emu,
    what: "primary IP name",
    collection: "/primary_ips",
    key: "primary_ip",
    field: "name",
    createBody: (name) => ({ name, type: "ipv4", location: "fsn1" }),
    longest: { create: "i".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
