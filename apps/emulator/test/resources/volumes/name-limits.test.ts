// Volume names: at most 64 of letters, digits, '-', '_' and '.', alphanumeric at both ends
// (reference §3.10), now stated by the spec's VolumeName (issue 27).
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("volume names", () => {
  textLimitTests({
    emu: () => emu,
    what: "volume name",
    collection: "/volumes",
    key: "volume",
    field: "name",
    createBody: (name) => ({ name, size: 10, location: "fsn1" }),
    longest: { create: "v".repeat(64), update: "u".repeat(64) },
    update: true,
  });
});
