import { describe, expect, inject, it } from "vitest";
import { missingToolsMessage } from "../src/tools.js";

const tools = inject("officialTools");
const installed = tools.cli.available && tools.python.available;

describe("the official tools", () => {
  if (!installed && process.env.CI !== "true") {
    // Outside CI a machine without a tool skips its scenarios, saying how to install it.
    it.skip(`are missing, scenarios skipped: ${missingToolsMessage(tools)}`, () => {});
  } else {
    // In CI they must be there: .ci/run installs them (tools/install.sh).
    it("are installed (Debian's hcloud-cli, and hcloud-python 2.27.0 in tools/install.sh's virtual environment)", () => {
      expect(installed, missingToolsMessage(tools)).toBe(true);
      expect(tools.cli.detail).toMatch(/hcloud/);
      expect(tools.python.detail).toBe("hcloud-python 2.27.0");
    });
  }
});
