// SSH key names are bounded by the spec's ResourceName (issues 19 and 27).

import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
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

describe("SSH key names", () => {
  textLimitTests({
    emu: () => emu,
    what: "SSH key name",
    collection: "/ssh_keys",
    key: "ssh_key",
    field: "name",
    createBody: (name) => ({ name, public_key: sshPublicKey() }),
    longest: { create: "k".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
