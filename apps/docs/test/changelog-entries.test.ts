// changelog/api-changelog.json is committed (the site and the console read it without the
// scripts package), so it must be exactly what `changelog:api entries --json` publishes from
// spec/changes/: an entry file added without refreshing it fails here.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateChangelog } from "../src/changelog-entries.js";
import type { ChangelogEntry } from "../src/changelog-page.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(appRoot, "..", "..");

describe("the committed changelog", () => {
  it("is what changelog:api publishes from spec/changes/ (not stale)", () => {
    const committed = JSON.parse(
      readFileSync(join(appRoot, "changelog", "api-changelog.json"), "utf8"),
    ) as ChangelogEntry[];
    expect(
      committed,
      "changelog/api-changelog.json is stale: run `pnpm --filter @cloud-api/docs changelog` and commit it",
    ).toEqual(generateChangelog(repoRoot));
  }, 120_000);
});
