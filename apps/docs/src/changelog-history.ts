// The changelog's source of truth is the spec's git history: `pnpm changelog:api --history`
// (one entry per first-parent commit that changed spec/, every version bundled and compared),
// condensed for the page. `bin/changelog.ts` writes it to changelog/api-history.json and
// `test/changelog-history.test.ts` checks the committed file against it.
import { execFileSync } from "node:child_process";
import { type ChangelogEntry, condenseHistory, type HistoryEntry } from "./changelog-page.js";

/** What the generator makes of the history of HEAD in the repository at `repoRoot`. */
export function generateChangelogHistory(repoRoot: string): ChangelogEntry[] {
  const output = execFileSync("pnpm", ["--silent", "changelog:api", "--history"], {
    cwd: repoRoot,
    encoding: "utf8",
    // The JSON is large (every change of every version).
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return condenseHistory(JSON.parse(output) as HistoryEntry[]);
}

/**
 * Why the history cannot be read in this checkout (not a git work tree, or a shallow clone that
 * lacks older commits), or undefined when it can.
 */
export function historyUnavailable(repoRoot: string): string | undefined {
  try {
    const shallow = execFileSync("git", ["rev-parse", "--is-shallow-repository"], {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
    return shallow === "true"
      ? "the checkout is a shallow clone (fetch the full history: `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout)"
      : undefined;
  } catch {
    return "the checkout is not a git work tree";
  }
}
