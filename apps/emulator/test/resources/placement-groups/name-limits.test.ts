// Placement group names are bounded by the spec's ResourceName (issue 27): before, a 1 MB name,
// NUL and lone surrogates were stored.
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("placement group names", () => {
  textLimitTests({
    emu: () => emu,
    what: "placement group name",
    collection: "/placement_groups",
    key: "placement_group",
    field: "name",
    createBody: (name) => ({ name, type: "spread" }),
    longest: { create: "p".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
