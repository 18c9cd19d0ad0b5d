// Network names are bounded by the spec's ResourceName (issues 19 and 27).
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
