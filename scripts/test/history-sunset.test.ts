// An operation deprecated with `x-sunset` stops working on that day without a commit of its own:
// the history gives that day its own entry, once the newest commit has reached it.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiHistory, eachRef } from "../src/changelog/history.js";
import { SPEC_DIR } from "../src/spec/bundle.js";

const repo = mkdtempSync(join(tmpdir(), "history-sunset-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function git(committed: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.test",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.test",
      GIT_COMMITTER_DATE: committed,
    },
  }).trim();
}

const SPEC_FILE = join(SPEC_DIR, "openapi.json");
const ANNOUNCEMENT = "https://example.test/changelog#widgets-deprecated";

/** `operation`: the widgets operation's extra keys; null removes it. */
function commitSpec(committed: string, message: string, operation: Record<string, unknown> | null) {
  const doc = {
    openapi: "3.1.0",
    paths: {
      ...(operation
        ? { "/widgets": { get: { operationId: "list_widgets", responses: {}, ...operation } } }
        : {}),
      "/gadgets": { get: { operationId: "list_gadgets", responses: {} } },
    },
  };
  writeFileSync(join(repo, SPEC_FILE), `${JSON.stringify(doc)}\n`);
  git(committed, "add", "-A");
  git(committed, "commit", "-q", "-m", message);
  return git(committed, "rev-parse", "HEAD");
}

const bundleAt = (ref: string) =>
  JSON.parse(git("2026-01-01T00:00:00+00:00", "show", `${ref}:${SPEC_FILE}`));

const deprecated = (sunset: string) => ({
  deprecated: true,
  "x-sunset": sunset,
  "x-deprecation-announcement": ANNOUNCEMENT,
});

describe("the history gives a reached sunset its own dated entry", () => {
  it("adds it once the newest commit is past the day, dated that day, under the commit that set it", () => {
    git("2026-05-01T00:00:00+00:00", "init", "-q");
    mkdirSync(join(repo, SPEC_DIR), { recursive: true });
    commitSpec("2026-05-01T00:00:00+00:00", "widgets", {});
    const deprecating = commitSpec(
      "2026-06-03T00:00:00+00:00",
      "deprecate widgets\n\nAPI-Effective: 2026-06-02\nAPI-Migration: list gadgets instead",
      deprecated("2026-10-01"),
    );
    // Before the sunset, the history has only the commits.
    const early = apiHistory(repo, eachRef(bundleAt));
    expect(early.map((entry) => [entry.date, entry.subject])).toEqual([
      ["2026-06-02T00:00:00+00:00", "deprecate widgets"],
      ["2026-05-01T00:00:00+00:00", "widgets"],
    ]);

    commitSpec("2026-11-25T12:00:00+00:00", "touch the spec\n\nsummary", {
      ...deprecated("2026-10-01"),
      summary: "List widgets",
    });
    const history = apiHistory(repo, eachRef(bundleAt));
    expect(history.map((entry) => entry.date)).toEqual([
      "2026-10-01T00:00:00+00:00",
      "2026-11-25T12:00:00+00:00",
      "2026-06-02T00:00:00+00:00",
      "2026-05-01T00:00:00+00:00",
    ]);
    const sunset = history[0];
    expect(sunset).toMatchObject({
      commit: deprecating,
      subject:
        "Sunset of GET /widgets: removed as announced, answering 410 deprecated_api_endpoint",
      migration: "list gadgets instead",
    });
    expect(sunset?.changes).toEqual([
      {
        id: "deprecated-operation-removed",
        level: "info",
        operation: "GET /widgets",
        pointer: "/paths/~1widgets/get/x-sunset",
        message: `operation removed on its sunset date 2026-10-01: it answers 410 deprecated_api_endpoint (announcement: ${ANNOUNCEMENT}).`,
      },
    ]);
  });

  it("keeps a reached sunset when a later commit moves the day or removes the operation, and leaves out one still ahead", () => {
    const deprecating = apiHistory(repo, eachRef(bundleAt))[0]?.commit;
    const moving = commitSpec(
      "2026-11-26T00:00:00+00:00",
      "widgets again until November 20",
      deprecated("2026-11-20"),
    );
    // A later commit that keeps the day does not take the entry over.
    commitSpec("2026-11-27T00:00:00+00:00", "widgets summary", {
      ...deprecated("2026-11-20"),
      summary: "List widgets",
    });
    const sunsetsNow = () =>
      apiHistory(repo, eachRef(bundleAt))
        .filter((entry) => entry.subject.startsWith("Sunset of"))
        .map((entry) => [entry.date.slice(0, 10), entry.commit]);
    expect(sunsetsNow()).toEqual([
      ["2026-11-20", moving],
      ["2026-10-01", deprecating],
    ]);
    commitSpec("2026-11-28T00:00:00+00:00", "widgets until 2027", deprecated("2027-01-01"));
    expect(sunsetsNow()).toEqual([
      ["2026-11-20", moving],
      ["2026-10-01", deprecating],
    ]);
    commitSpec("2026-11-29T00:00:00+00:00", "widgets removed", null);
    expect(sunsetsNow()).toEqual([
      ["2026-11-20", moving],
      ["2026-10-01", deprecating],
    ]);
  });
});
