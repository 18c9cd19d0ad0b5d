// Server names are RFC 1123 host names of at most 253 characters (reference; ServerName in the
// spec): NUL, control characters and lone surrogates are refused like any other non-hostname.
import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

import { hostnameOfLength, textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("server names", () => {
  it("builds host names of exact lengths (the longest valid ones below)", () => {
    const name = hostnameOfLength(253);
    expect(name.length).toBe(253);
    expect(name.split(".").map((label) => label.length)).toEqual([63, 63, 63, 61]);
  });

  textLimitTests({
    emu: () => emu,
    what: "server name",
    collection: "/servers",
    key: "server",
    field: "name",
    createBody: (name) => ({
      name,
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      start_after_create: false,
    }),
    longest: { create: hostnameOfLength(253), update: `u${hostnameOfLength(253).slice(1)}` },
    update: true,
  });
});
