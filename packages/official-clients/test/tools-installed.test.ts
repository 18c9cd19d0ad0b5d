import { describe, expect, inject, it } from "vitest";
import { missingToolsMessage } from "../src/tools.js";

const tools = inject("officialTools");
const installed = tools.cli.available && tools.python.available;
const inCi = process.env.CI === "true";

describe("the official tools", () => {
  // Outside CI a machine without the packages skips the scenarios; CI must install them.
  it.skipIf(installed || inCi)(
    "are missing: the scenarios are skipped (install the Debian packages hcloud-cli python3-hcloud)",
    () => {},
  );

  it.runIf(installed || inCi)("are installed (hcloud-cli and python3-hcloud)", () => {
    expect(installed, missingToolsMessage(tools)).toBe(true);
    expect(tools.cli.detail).toMatch(/hcloud/);
    expect(tools.python.detail).toMatch(/^python3-hcloud \d+\.\d+/);
  });
});
