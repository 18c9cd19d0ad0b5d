// `pnpm --filter @cloud-api/docs changelog`: refreshes changelog/api-history.json from the spec's
// git history through `pnpm changelog:api --history` (one `redocly bundle` process bundles each
// distinct version of the spec's files).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateChangelogHistory } from "../src/changelog-history.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const entries = generateChangelogHistory(join(appRoot, "..", ".."));
const target = join(appRoot, "changelog", "api-history.json");
writeFileSync(target, `${JSON.stringify(entries, null, 2)}\n`);
// Formatted as Biome would, so `pnpm lint` stays clean after a refresh.
execFileSync("pnpm", ["exec", "biome", "format", "--files-max-size=8388608", "--write", target], {
  cwd: appRoot,
  stdio: "ignore",
});
console.log(`docs: ${entries.length} changelog entries -> changelog/api-history.json`);
