// The API's history: one entry per commit that changed the spec (first-parent history, so a
// merged branch is one entry), with the changes it made as `compareSpecs` sees them. The docs
// render it as the changelog page and its RSS feed.
import { execFileSync } from "node:child_process";
import type { Change } from "../breaking/change.js";
import { compareSpecs } from "../breaking/compare.js";
import { SPEC_DIR } from "../spec/bundle.js";

export interface HistoryEntry {
  commit: string;
  /** Committer date, ISO 8601. */
  date: string;
  subject: string;
  changes: Change[];
}

export type BundleAt = (ref: string) => Parameters<typeof compareSpecs>[0];

/** Newest first; the first commit of the spec is compared with an empty API. */
export function apiHistory(root: string, bundleAt: BundleAt, ref = "HEAD"): HistoryEntry[] {
  const log = execFileSync(
    "git",
    ["log", "--first-parent", "--format=%H%x09%cI%x09%s", ref, "--", SPEC_DIR],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const commits = log
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [commit = "", date = "", ...subject] = line.split("\t");
      return { commit, date, subject: subject.join("\t") };
    })
    .reverse();
  const entries: HistoryEntry[] = [];
  let previous: ReturnType<BundleAt> = { paths: {} };
  for (const { commit, date, subject } of commits) {
    let current: ReturnType<BundleAt>;
    try {
      current = bundleAt(commit);
    } catch {
      continue; // a commit whose spec does not bundle is not a published state of the API
    }
    entries.push({ commit, date, subject, changes: compareSpecs(previous, current) });
    previous = current;
  }
  return entries.reverse();
}
