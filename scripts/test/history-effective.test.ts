import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiHistory, eachRef, effectiveDate } from "../src/changelog/history.js";
import { SPEC_DIR } from "../src/spec/bundle.js";

const repo = mkdtempSync(join(tmpdir(), "history-effective-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function git(...args: string[]): void {
  execFileSync("git", args, {
    cwd: repo,
    stdio: "ignore",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.test",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.test",
      GIT_COMMITTER_DATE: "2026-11-25T12:00:00+00:00",
    },
  });
}

describe("the changelog dates a spec change when it took effect", () => {
  it("reads the API-Effective trailer and falls back to the committer date", () => {
    git("init", "-q");
    mkdirSync(join(repo, SPEC_DIR), { recursive: true });
    writeFileSync(join(repo, SPEC_DIR, "a.yaml"), "a: 1\n");
    git("add", "-A");
    git("commit", "-q", "-m", "plain change");
    writeFileSync(join(repo, SPEC_DIR, "a.yaml"), "a: 2\n");
    git("add", "-A");
    git(
      "commit",
      "-q",
      "-m",
      "provider change\n\nwhy\n\nAPI-Effective: 2026-07-01\nAPI-Migration: read `location`\n  instead of `datacenter.location`",
    );
    const history = apiHistory(
      repo,
      eachRef(() => ({ paths: {} })),
    );
    expect(history.map((entry) => [entry.subject, entry.date])).toEqual([
      ["provider change", "2026-07-01T00:00:00+00:00"],
      ["plain change", "2026-11-25T12:00:00+00:00"],
    ]);
    expect(history.map((entry) => entry.migration)).toEqual([
      "read `location` instead of `datacenter.location`",
      undefined,
    ]);
  });

  it("ignores a trailer that is not a real day", () => {
    expect(effectiveDate("2026-07-01")).toBe("2026-07-01T00:00:00+00:00");
    expect(effectiveDate("July 1st")).toBeUndefined();
    expect(effectiveDate("2026-13-45")).toBeUndefined();
    expect(effectiveDate("")).toBeUndefined();
  });
});
