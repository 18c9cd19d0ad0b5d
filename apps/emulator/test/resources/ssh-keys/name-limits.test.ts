// SSH key names are bounded by the spec's ResourceName (issues 19 and 27).
import { randomBytes } from "node:crypto";
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

function publicKey(): string {
  const type = Buffer.from("ssh-ed25519");
  const length = (n: number) => Buffer.from([0, 0, 0, n]);
  const blob = Buffer.concat([length(type.length), type, length(32), randomBytes(32)]);
  return `ssh-ed25519 ${blob.toString("base64")}`;
}

describe("SSH key names", () => {
  textLimitTests({
    emu: () => emu,
    what: "SSH key name",
    collection: "/ssh_keys",
    key: "ssh_key",
    field: "name",
    createBody: (name) => ({ name, public_key: publicKey() }),
    longest: { create: "k".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
