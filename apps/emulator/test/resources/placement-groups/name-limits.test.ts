// Placement group names are bounded by the spec's ResourceName (issue 27): before, a 1 MB name,
// NUL and lone surrogates were stored.
import { afterAll, beforeAll, describe, expect } from "vitest";
import { specViolations, startTestEmulator, type TestEmulator } from "../../support/harness.js";
import { textLimitTests } from "../../support/text-limits.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

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
