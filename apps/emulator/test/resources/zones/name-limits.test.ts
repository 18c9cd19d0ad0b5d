// Zone and RRSet names are DNS names (reference §6.4, §7.4): ASCII (Punycode for international
// names), a zone name at most 255 characters in the spec, an RRSet name at most 253 together
// with its zone. NUL, control characters and lone surrogates are refused (issue 27).
import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

import { countOf, expectTextLimit, hostnameOfLength } from "../../support/text-limits.js";

const emu = useTestEmulator();

const BAD_CHARACTERS = ["a\u0000b.com", "a\u0007b.com", "a\ud800b.com", "a\udfffb.com"];

describe("zone and RRSet names", () => {
  it("create_zone refuses a name past 255 characters, with NUL or a lone surrogate (422 naming name, no zone), and takes a 63-character label", async () => {
    await expectTextLimit({
      field: "name",
      send: (name) => emu.call("POST", "/zones", { body: { name, mode: "primary" } }),
      written: () => countOf(emu, "/zones"),
      longest: `${"z".repeat(63)}.com`,
      refused: [
        `${hostnameOfLength(252)}.com`,
        `${"z".repeat(64)}.com`,
        ...BAD_CHARACTERS,
        "x".repeat(1_000_000),
      ],
      stored: (result) => result.body.zone.name,
    });
  });

  it("create_zone_rrset refuses a name past 253 characters with the zone, NUL or a lone surrogate (422 naming name, no RRSet), and takes the longest", async () => {
    const zone = await emu.call("POST", "/zones", {
      body: { name: "example.com", mode: "primary" },
    });
    expect(zone.status).toBe(201);
    const rrsets = `/zones/${zone.body.zone.id}/rrsets`;
    // 241 + "." + "example.com" = 253 characters, the longest DNS name.
    await expectTextLimit({
      field: "name",
      send: (name) =>
        emu.call("POST", rrsets, {
          body: { name, type: "TXT", records: [{ value: '"limit"' }] },
        }),
      written: () => countOf(emu, rrsets),
      longest: hostnameOfLength(241),
      stored: (result) => result.body.rrset.name,
    });
  });
});
