import { describe, expect, inject, it } from "vitest";
import { missingToolsMessage } from "../src/tools.js";

const tools = inject("officialTools");
const installed = tools.cli.available && tools.python.available;

describe("the official tools", () => {
  if (!installed && process.env.CI !== "true") {
    // Outside CI a machine without the packages skips the scenarios, saying which to install.
    it.skip(`are missing, scenarios skipped: ${missingToolsMessage(tools)}`, () => {});
  } else {
    // In CI they must be there: .ci/run installs them.
    it("are installed (Debian's hcloud-cli, and python3-hcloud for /usr/bin/python3)", () => {
      expect(installed, missingToolsMessage(tools)).toBe(true);
      expect(tools.cli.detail).toMatch(/hcloud/);
      expect(tools.python.detail).toMatch(/^python3-hcloud \d+\.\d+/);
    });
  }
});
