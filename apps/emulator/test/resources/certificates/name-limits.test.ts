// Certificate names are bounded by the spec's ResourceName (issue 27): before, a 1 MB name, NUL
// and lone surrogates were stored.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

import { textLimitTests } from "../../support/text-limits.js";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/certificates/${name}`, import.meta.url), "utf8");
const CERTIFICATE = fixture("self-signed.pem");
const PRIVATE_KEY = fixture("self-signed.key");

const emu = useTestEmulator();

describe("certificate names", () => {
  it("uploads the fixture (the cases below depend on it)", async () => {
    const result = await emu.call("POST", "/certificates", {
      body: { name: "fixture", certificate: CERTIFICATE, private_key: PRIVATE_KEY },
    });
    expect(result.status).toBe(201);
  });

  textLimitTests({
    emu: () => emu,
    what: "certificate name",
    collection: "/certificates",
    key: "certificate",
    field: "name",
    createBody: (name) => ({
      name,
      type: "uploaded",
      certificate: CERTIFICATE,
      private_key: PRIVATE_KEY,
    }),
    longest: { create: "c".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
