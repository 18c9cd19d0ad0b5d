// Load balancer names: 1-128 characters without surrounding whitespace (reference), and now
// without control characters or lone surrogates either (issue 27).
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

describe("load balancer names", () => {
  textLimitTests({
    emu: () => emu,
    what: "load balancer name",
    collection: "/load_balancers",
    key: "load_balancer",
    field: "name",
    createBody: (name) => ({ name, load_balancer_type: "lb11", location: "fsn1" }),
    longest: { create: "l".repeat(128), update: "u".repeat(128) },
    update: true,
  });
});
