// Lints every public API document (scripts/documents.mjs) with the one rule set of
// redocly.yaml (recommended + house rules), in one Redocly process.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SPEC_DOCUMENTS } from "./documents.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

try {
  execFileSync(
    process.execPath,
    [redocly, "lint", ...SPEC_DOCUMENTS.map((document) => document.source), "--format=stylish"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  );
} catch {
  // Redocly printed the problems itself.
  process.exit(1);
}
