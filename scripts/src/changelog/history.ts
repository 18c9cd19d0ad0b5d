// The API's history: one entry per commit that changed the spec (first-parent history, so a
// merged branch is one entry), with the changes it made as `compareSpecs` sees them, and one
// entry per sunset the history has reached (an operation deprecated with `x-sunset` stops
// working on that day without a commit of its own). The docs render it as the changelog page
// and its RSS feed.
import { execFileSync } from "node:child_process";
import type { Change } from "../breaking/change.js";
import { compareSpecs, parseSunsetDate } from "../breaking/compare.js";
import { operationsOf } from "../openapi/document.js";
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

type Bundle = Parameters<typeof compareSpecs>[0];
/** One spec version's bundle; it throws when the spec of `ref` does not bundle. */
export type BundleAt = (ref: string) => Bundle;
/**
 * The bundles of all `refs` at once (so that versions can share the work), keyed by ref; a ref
 * whose spec does not bundle is missing.
 */
export type BundleRefs = (refs: readonly string[]) => Map<string, Bundle>;

/** `BundleRefs` one ref at a time. */
export function eachRef(bundleAt: BundleAt): BundleRefs {
  return (refs) => {
    const bundles = new Map<string, Bundle>();
    for (const ref of refs) {
      try {
        bundles.set(ref, bundleAt(ref));
      } catch {
        // a spec that does not bundle is missing from the result
      }
    }
    return bundles;
  };
}

interface CommitInfo {
  commit: string;
  /** Committer date, ISO 8601. */
  committed: string;
  date: string;
  subject: string;
  migration: string;
}

/** An operation's `x-sunset` day as the spec has had it since `since`. */
interface SunsetSeen {
  operation: string;
  pointer: string;
  day: string;
  announcement?: string;
  since: CommitInfo;
}

/** The readable `x-sunset` days of a bundle's operations, by operation label. */
function sunsetsOf(bundle: Bundle): Map<string, Omit<SunsetSeen, "since">> {
  const sunsets = new Map<string, Omit<SunsetSeen, "since">>();
  for (const entry of operationsOf(bundle).values()) {
    const date = parseSunsetDate(entry.operation["x-sunset"]);
    if (!date || entry.operation.deprecated !== true) continue;
    const announcement = entry.operation["x-deprecation-announcement"];
    sunsets.set(entry.label, {
      operation: entry.label,
      pointer: `${entry.pointer}/x-sunset`,
      day: date.toISOString().slice(0, 10),
      ...(typeof announcement === "string" ? { announcement } : {}),
    });
  }
  return sunsets;
}

/**
 * One entry per sunset day (and the commit that set it) the history has reached: the operations
 * stop working that day (`410 deprecated_api_endpoint`), as announced by that commit.
 */
function sunsetEntries(reached: Iterable<SunsetSeen>): HistoryEntry[] {
  const groups = new Map<string, SunsetSeen[]>();
  for (const sunset of reached) {
    const key = `${sunset.day} ${sunset.since.commit}`;
    groups.set(key, [...(groups.get(key) ?? []), sunset]);
  }
  return [...groups.values()].map((group): HistoryEntry => {
    const first = group[0] as SunsetSeen;
    const operations = group.map((sunset) => sunset.operation);
    return {
      commit: first.since.commit,
      date: `${first.day}T00:00:00+00:00`,
      subject: `Sunset of ${operations.join(", ")}: removed as announced, answering 410 deprecated_api_endpoint`,
      ...(first.since.migration ? { migration: first.since.migration } : {}),
      changes: group.map((sunset) => ({
        id: "deprecated-operation-removed" as const,
        level: "info" as const,
        operation: sunset.operation,
        pointer: sunset.pointer,
        message: `operation removed on its sunset date ${sunset.day}: it answers 410 deprecated_api_endpoint${sunset.announcement ? ` (announcement: ${sunset.announcement})` : ""}.`,
      })),
    };
  });
}

/**
 * Newest first (reached sunsets, then the commits); the first commit of the spec is compared
 * with an empty API.
 */
export function apiHistory(root: string, bundleRefs: BundleRefs, ref = "HEAD"): HistoryEntry[] {
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
        committed,
        date: effectiveDate(effective) ?? committed,
        subject: subject.join("\t"),
        migration: migration.trim().replace(/\s+/g, " "),
      } satisfies CommitInfo;
    })
    .reverse();
  const bundles = bundleRefs(commits.map((info) => info.commit));
  const entries: HistoryEntry[] = [];
  let previous: Bundle = { paths: {} };
  // Each operation's sunset as the spec has had it without a break, and since which commit.
  let sunsets = new Map<string, SunsetSeen>();
  // The sunsets a commit was made on or after: they happened, whatever later commits do to the
  // operation (remove it, or date a new sunset). One still ahead of the newest commit waits for
  // a later one, so the history depends on the commits only, never on the day it is generated.
  const reached = new Map<string, SunsetSeen>();
  for (const info of commits) {
    const { commit, date, subject, migration } = info;
    const current = bundles.get(commit);
    // A commit whose spec does not bundle is not a published state of the API.
    if (current === undefined) continue;
    entries.push({
      commit,
      date,
      subject,
      ...(migration ? { migration } : {}),
      changes: compareSpecs(previous, current),
    });
    const next = new Map<string, SunsetSeen>();
    for (const [label, sunset] of sunsetsOf(current)) {
      const seen = sunsets.get(label);
      next.set(label, seen?.day === sunset.day ? seen : { ...sunset, since: info });
    }
    sunsets = next;
    for (const [label, seen] of sunsets) {
      if (Date.parse(`${seen.day}T00:00:00Z`) <= Date.parse(info.committed)) {
        reached.set(`${label} ${seen.day} ${seen.since.commit}`, seen);
      }
    }
    previous = current;
  }
  // Reached sunsets come first: they are known from the newest commits.
  entries.push(...sunsetEntries(reached.values()));
  return entries.reverse();
}
