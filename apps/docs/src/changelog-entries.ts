// The changelog's source is spec/changes/ (one file per change, written with the spec change):
// `pnpm changelog:api entries --json` publishes it (the scripts package validates every file and
// adds the sunset days). `bin/changelog.ts` writes the result to changelog/api-changelog.json,
// which the site and the console read without the scripts package; `test/changelog-entries.test.ts`
// checks the committed file against the generator.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ChangelogEntry } from "./changelog-page.js";

/** What `changelog:api entries --json` publishes for the repository at `repoRoot`. */
export function generateChangelog(repoRoot: string): ChangelogEntry[] {
  // tsx from this package, the command's file by path: no pnpm needed on PATH.
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const output = execFileSync(
    process.execPath,
    [tsx, join(repoRoot, "scripts", "src", "cli", "changelog-api.ts"), "entries", "--json"],
    { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  return JSON.parse(output) as ChangelogEntry[];
}
