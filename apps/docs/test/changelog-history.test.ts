// changelog/api-history.json is committed (the page and feed are built from it without git), so
// it must be exactly what the generator makes of the git history: a spec commit whose changelog
// was not refreshed fails here. The history is git's: a shallow clone cannot know it, so there
// the test fails under CI (which must check out the full history) and is skipped elsewhere.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateChangelogHistory, historyUnavailable } from "../src/changelog-history.js";
import type { ChangelogEntry } from "../src/changelog-page.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(appRoot, "..", "..");
const REFRESH =
  "run `pnpm --filter @cloud-api/docs changelog` and commit changelog/api-history.json";

describe("the committed changelog history", () => {
  it("is what the generator makes of the spec's git history (not stale)", (context) => {
    const unavailable = historyUnavailable(repoRoot);
    if (unavailable) {
      if (process.env.CI)
        throw new Error(`the changelog check needs the git history: ${unavailable}`);
      context.skip(`the changelog check needs the git history: ${unavailable}`);
    }
    const committed = JSON.parse(
      readFileSync(join(appRoot, "changelog", "api-history.json"), "utf8"),
    ) as ChangelogEntry[];
    const generated = generateChangelogHistory(repoRoot);
    const ids = (entries: ChangelogEntry[]) => entries.map((entry) => entry.id);
    const missing = ids(generated).filter((id) => !ids(committed).includes(id));
    const extra = ids(committed).filter((id) => !ids(generated).includes(id));
    expect(
      { missing, notInHistory: extra },
      `changelog/api-history.json is stale: ${REFRESH}`,
    ).toEqual({ missing: [], notInHistory: [] });
    expect(
      committed,
      `changelog/api-history.json differs from the generator's: ${REFRESH}`,
    ).toEqual(generated);
  }, 300_000);
});
