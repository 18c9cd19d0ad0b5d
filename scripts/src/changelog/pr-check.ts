// The pull-request rule of the API changelog, per API document: a spec change that the breaking
// gate sees in an API (any finding, compatible ones included) comes with an entry file in
// spec/changes/ for that API (its `api`; absent: the Cloud API), and a breaking one with such an
// entry that says `breaking: true`. Prose edits (descriptions, examples) have no finding and
// need no entry.
import { type Change, isBreaking } from "../breaking/change.js";
import { API_DOCUMENTS, DEFAULT_API } from "../spec/documents.js";
import { git } from "../spec/repo.js";
import { CHANGES_DIR, type ChangeEntry, type EntryProblem } from "./entries.js";

/**
 * The entry files added or changed since the branch left `base` (the merge base), committed or
 * not, untracked ones included: the entries this pull request brings.
 */
export function entryFilesChangedSince(root: string, base: string): string[] {
  let from = base;
  try {
    from = git(root, ["merge-base", base, "HEAD"]).trim() || base;
  } catch {
    // no common history (or no HEAD yet): compare with the base itself
  }
  const changed = git(root, ["diff", "--name-only", "--diff-filter=AMR", from, "--", CHANGES_DIR]);
  const untracked = git(root, ["ls-files", "--others", "--exclude-standard", "--", CHANGES_DIR]);
  return [...new Set(`${changed}\n${untracked}`.split("\n"))]
    .filter((path) => path.endsWith(".md") && !path.endsWith("/README.md"))
    .map((path) => path.slice(CHANGES_DIR.length + 1))
    .sort();
}

export interface ChangelogVerdict {
  failed: boolean;
  /** One line per reason, each saying what to do. */
  lines: string[];
}

export function judgeChangelog(input: {
  base: string;
  changes: Change[];
  entries: ChangeEntry[];
  problems: EntryProblem[];
  /** Entry files this pull request adds or changes (file names). */
  touched: string[];
}): ChangelogVerdict {
  const { base, changes, entries, problems, touched } = input;
  const lines: string[] = [];
  for (const problem of problems) lines.push(`${CHANGES_DIR}/${problem.file}: ${problem.message}`);
  const mine = entries.filter((entry) => touched.includes(`${entry.id}.md`));
  const draft = `pnpm changelog:api draft --base ${base}`;
  for (const document of API_DOCUMENTS) {
    const found = changes.filter((change) => change.api === document.id);
    if (found.length === 0) continue;
    const theirs = mine.filter((entry) => (entry.api ?? DEFAULT_API) === document.id);
    const api =
      document.id === DEFAULT_API ? "one without `api`" : `one with \`api: ${document.id}\``;
    if (theirs.length === 0) {
      const operations = [...new Set(found.map((change) => change.operation))];
      lines.push(
        `the spec changes the ${document.title} since ${base} (${found.length} finding(s) on ${operations.slice(0, 5).join(", ")}${operations.length > 5 ? ", ..." : ""}) but ${CHANGES_DIR}/ has no new entry for it (${api}): run \`${draft}\` (pre-filled from the findings), then write its sentence for users.`,
      );
    } else if (found.some(isBreaking) && !theirs.some((entry) => entry.breaking)) {
      const breaking = found
        .filter(isBreaking)
        .map((change) => `${change.id} on ${change.operation}`);
      lines.push(
        `the breaking-change gate reports breaking changes in the ${document.title} (${breaking.slice(0, 3).join("; ")}${breaking.length > 3 ? "; ..." : ""}), ignored or not, but no new entry in ${CHANGES_DIR}/ for it (${api}) says \`breaking: true\`: users must read that their code may break, and what to do.`,
      );
    }
  }
  return { failed: lines.length > 0, lines };
}
