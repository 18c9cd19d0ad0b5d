// The API's history: one entry per commit that changed the spec (first-parent history, so a
// merged branch is one entry), with the changes it made as `compareSpecs` sees them. The docs
// render it as the changelog page and its RSS feed.
import { execFileSync } from "node:child_process";
import type { Change } from "../breaking/change.js";
import { compareSpecs } from "../breaking/compare.js";
import { SPEC_DIR } from "../spec/bundle.js";

export interface HistoryEntry {
  commit: string;
  /**
   * When the change took effect in the API: the commit's `API-Effective: YYYY-MM-DD` trailer
   * (00:00 UTC), or else its committer date, ISO 8601. A spec change that follows the provider
   * is committed after the fact; the changelog dates it when users met it.
   */
  date: string;
  subject: string;
  /** What users must do: the commit's `API-Migration:` trailer, if it has one. */
  migration?: string;
  changes: Change[];
}

const EFFECTIVE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `API-Effective` trailer's day as an ISO 8601 instant, or undefined without a valid one. */
export function effectiveDate(trailer: string): string | undefined {
  const day = trailer.split(",")[0]?.trim() ?? "";
  if (!EFFECTIVE_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return undefined;
  return `${day}T00:00:00+00:00`;
}

export type BundleAt = (ref: string) => Parameters<typeof compareSpecs>[0];

/** Newest first; the first commit of the spec is compared with an empty API. */
export function apiHistory(root: string, bundleAt: BundleAt, ref = "HEAD"): HistoryEntry[] {
  const log = execFileSync(
    "git",
    [
      "log",
      // NUL between commits: a trailer's value may span lines.
      "-z",
      "--first-parent",
      "--format=%H%x09%cI%x09%(trailers:key=API-Effective,valueonly,separator=%x2C)%x09%(trailers:key=API-Migration,valueonly,separator=%x20)%x09%s",
      ref,
      "--",
      SPEC_DIR,
    ],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const commits = log
    .split("\0")
    .filter((line) => line !== "")
    .map((line) => {
      const [commit = "", committed = "", effective = "", migration = "", ...subject] =
        line.split("\t");
      return {
        commit,
        date: effectiveDate(effective) ?? committed,
        subject: subject.join("\t"),
        migration: migration.trim().replace(/\s+/g, " "),
      };
    })
    .reverse();
  const entries: HistoryEntry[] = [];
  let previous: ReturnType<BundleAt> = { paths: {} };
  for (const { commit, date, subject, migration } of commits) {
    let current: ReturnType<BundleAt>;
    try {
      current = bundleAt(commit);
    } catch {
      continue; // a commit whose spec does not bundle is not a published state of the API
    }
    entries.push({
      commit,
      date,
      subject,
      ...(migration ? { migration } : {}),
      changes: compareSpecs(previous, current),
    });
    previous = current;
  }
  return entries.reverse();
}
