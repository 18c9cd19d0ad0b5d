// pnpm --filter @cloud-api/scripts docs:rules [--check]
// Rewrites the generated rule table of scripts/docs/breaking-rules.md; --check exits 1 when it
// is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { RULES_DOCUMENT, withRulesTable } from "../docs/rules-table.js";

const documentPath = join(dirname(fileURLToPath(import.meta.url)), "..", "..", RULES_DOCUMENT);
const current = readFileSync(documentPath, "utf8");
const next = withRulesTable(current);
if (process.argv.includes("--check")) {
  if (next !== current) {
    process.stderr.write(
      `scripts/${RULES_DOCUMENT}: the rule table is stale; run pnpm --filter @cloud-api/scripts docs:rules\n`,
    );
    process.exitCode = 1;
  }
} else if (next !== current) {
  writeFileSync(documentPath, next);
  process.stdout.write(`scripts/${RULES_DOCUMENT}: rule table updated\n`);
}
