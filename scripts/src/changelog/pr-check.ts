// The pull-request rule of the API changelog: a spec change that the breaking gate sees (any
// finding, compatible ones included) comes with an entry file in spec/changes/, and a breaking
// one with an entry that says `breaking: true`. Prose edits (descriptions, examples) have no
// finding and need no entry.
import { type Change, isBreaking } from "../breaking/change.js";
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
  if (changes.length > 0 && touched.length === 0) {
    const operations = [...new Set(changes.map((change) => change.operation))];
    lines.push(
      `the spec changes the API since ${base} (${changes.length} finding(s) on ${operations.slice(0, 5).join(", ")}${operations.length > 5 ? ", ..." : ""}) but ${CHANGES_DIR}/ has no new entry: run \`${draft}\` (pre-filled from the findings), then write its sentence for users.`,
    );
  } else if (changes.some(isBreaking) && !mine.some((entry) => entry.breaking)) {
    const breaking = changes
      .filter(isBreaking)
      .map((change) => `${change.id} on ${change.operation}`);
    lines.push(
      `the breaking-change gate reports breaking changes (${breaking.slice(0, 3).join("; ")}${breaking.length > 3 ? "; ..." : ""}), ignored or not, but no new entry in ${CHANGES_DIR}/ says \`breaking: true\`: users must read that their code may break, and what to do.`,
    );
  }
  return { failed: lines.length > 0, lines };
}
