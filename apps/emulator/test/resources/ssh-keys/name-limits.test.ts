// SSH key names are bounded by the spec's ResourceName (issues 19 and 27).

import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { describe } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";
import { textLimitTests } from "../../support/text-limits.js";

const emu = useTestEmulator();

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
