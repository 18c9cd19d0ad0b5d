// `pnpm --filter @cloud-api/docs changelog`: refreshes changelog/api-changelog.json from the entry
// files of spec/changes/ (through `changelog:api entries --json`).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateChangelog } from "../src/changelog-entries.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(appRoot, "..", "..");
const entries = generateChangelog(repoRoot);
const target = join(appRoot, "changelog", "api-changelog.json");
writeFileSync(target, `${JSON.stringify(entries, null, 2)}\n`);
// Formatted as Biome would, so `pnpm lint` stays clean after a refresh.
execFileSync(join(repoRoot, "node_modules", ".bin", "biome"), ["format", "--write", target], {
  cwd: appRoot,
  stdio: "ignore",
});
console.log(`docs: ${entries.length} changelog entries -> changelog/api-changelog.json`);
