// pnpm --filter @cloud-api/scripts docs:rules [--check]
// Rewrites the generated rule table of scripts/README.md; --check exits 1 when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { withRulesTable } from "../docs/rules-table.js";

const readmePath = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "README.md");
const current = readFileSync(readmePath, "utf8");
const next = withRulesTable(current);
if (process.argv.includes("--check")) {
  if (next !== current) {
    process.stderr.write(
      "scripts/README.md: the rule table is stale; run pnpm --filter @cloud-api/scripts docs:rules\n",
    );
    process.exitCode = 1;
  }
} else if (next !== current) {
  writeFileSync(readmePath, next);
  process.stdout.write("scripts/README.md: rule table updated\n");
}
