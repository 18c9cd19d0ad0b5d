// Primary IP names are bounded by the spec's ResourceName (issues 19 and 27).
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
