// Firewall names: at most 128 characters (reference), and now without control characters or
// lone surrogates (issue 27); rule descriptions: at most 255 characters, the same characters.
import { describe, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

import { countOf, expectTextLimit, textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

const rule = (description: string) => ({
  direction: "in",
  protocol: "tcp",
  port: "22",
  source_ips: ["0.0.0.0/0"],
  description,
});

describe("firewall names and rule descriptions", () => {
  textLimitTests({
    emu: () => emu,
    what: "firewall name",
    collection: "/firewalls",
    key: "firewall",
    field: "name",
    createBody: (name) => ({ name }),
    longest: { create: "w".repeat(128), update: "u".repeat(128) },
    update: true,
  });

  it("create_firewall refuses a rule description past 255 characters, NUL or a lone surrogate with 422 naming rules[0].description, creating nothing", async () => {
    let serial = 0;
    await expectTextLimit({
      field: "rules[0].description",
      send: (description) => {
        serial += 1;
        return emu.call("POST", "/firewalls", {
          body: { name: `rules-${serial}`, rules: [rule(description)] },
        });
      },
      written: () => countOf(emu, "/firewalls"),
      longest: "r".repeat(255),
      stored: (result) => result.body.firewall.rules[0].description,
    });
  });

  it("set_rules refuses the same descriptions, keeping the rules, and takes 255 characters", async () => {
    const created = await emu.call("POST", "/firewalls", {
      body: { name: "set-rules", rules: [rule("before")] },
    });
    const path = `/firewalls/${created.body.firewall.id}`;
    const rules = async () => (await emu.call("GET", path)).body.firewall.rules;
    await expectTextLimit({
      field: "rules[0].description",
      send: (description) =>
        emu.call("POST", `${path}/actions/set_rules`, { body: { rules: [rule(description)] } }),
      written: rules,
      longest: "s".repeat(255),
      stored: async () => (await rules())[0].description,
    });
  });
});
