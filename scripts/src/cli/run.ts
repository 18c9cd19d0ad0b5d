// The two commands as functions of (arguments, repository) -> (exit code, output), so tests
// can run them against a throwaway git repository; the bin files only wire up the process.
import { appendFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { compareSpecs } from "../breaking/compare.js";
import { applyIgnores, loadIgnoreFile } from "../breaking/ignore.js";
import {
  type BreakingReport,
  buildReport,
  formatGithub,
  formatMarkdown,
  formatText,
} from "../breaking/report.js";
import { renderChangelog } from "../changelog/changelog.js";
import { apiHistory } from "../changelog/history.js";
import { bundleAtRef, bundleRefs, bundleWorkingTree } from "../spec/bundle.js";
import { defaultBaseRef } from "../spec/repo.js";
import { SourceMap } from "../spec/source-map.js";
import { parseArgs } from "./args.js";

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Where intentional breaking changes are recorded, relative to the repository root. */
export const DEFAULT_IGNORE_FILE = "spec/breaking-changes-ignore.yaml";

const CHECK_USAGE = `usage: pnpm check:breaking [--base <git-ref>] [--format text|markdown|json|github]
                           [--fail-on error|warning] [--ignore-file <path>]
Compares the spec of the working tree with the spec at <git-ref> (default origin/main,
else main). Every finding has a rule id and a level (error, warning, info); the check
fails on findings at --fail-on or above (default error) and on expired ignore entries
(default ignore file: ${DEFAULT_IGNORE_FILE}). --json is short for --format json;
--format github also appends the Markdown report to $GITHUB_STEP_SUMMARY when it is set.
Exit 0: passed; 1: failed (findings listed); 2: the check could not run.
`;

const CHANGELOG_USAGE = `usage: pnpm changelog:api [--base <git-ref>] [--json]
       pnpm changelog:api --history
Writes the API changes of the working tree since <git-ref> (default origin/main, else main)
as Markdown, for a PR comment or a job summary (--json: the raw list of findings).
--history: every commit that changed the spec (first-parent), newest first, with its changes,
and before them one entry per x-sunset day a commit has passed (dated that day), as JSON (the
docs' changelog page and feed are built from it).
`;

function failure(command: string, error: unknown): CommandResult {
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: 2, stdout: "", stderr: `${command}: ${message}\n` };
}

export interface RunOptions {
  /** "Today" for sunset and expiry dates; tests pin it. */
  now?: Date;
  /** Environment (GITHUB_STEP_SUMMARY); defaults to the process's. */
  env?: Record<string, string | undefined>;
}

export function runCheckBreaking(
  argv: string[],
  root: string,
  run: RunOptions = {},
): CommandResult {
  try {
    const options = parseArgs(argv);
    if (options.help) return { exitCode: 0, stdout: CHECK_USAGE, stderr: "" };
    const now = run.now ?? new Date();
    const ignorePath = options.ignoreFile ?? DEFAULT_IGNORE_FILE;
    const ignores = loadIgnoreFile(isAbsolute(ignorePath) ? ignorePath : join(root, ignorePath));
    const base = defaultBaseRef(root, options.base);
    const changes = compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root), { now });
    const report = buildReport(
      base,
      "the working tree",
      applyIgnores(changes, ignores, now),
      options.failOn,
    );
    // In GitHub Actions the annotations go to the log and the Markdown table to the job
    // summary, from one comparison.
    const summary = (run.env ?? process.env).GITHUB_STEP_SUMMARY;
    if (options.format === "github" && summary) appendFileSync(summary, formatMarkdown(report));
    return {
      exitCode: report.failed ? 1 : 0,
      stdout: render(report, options.format, root),
      stderr: "",
    };
  } catch (error) {
    return failure("check:breaking", error);
  }
}

function render(report: BreakingReport, format: string, root: string): string {
  if (format === "json") return `${JSON.stringify(report, null, 2)}\n`;
  if (format === "markdown") return formatMarkdown(report);
  if (format === "github") {
    const sources = new SourceMap(root);
    return formatGithub(report, (pointer) => sources.locate(pointer));
  }
  return formatText(report);
}

export function runChangelog(argv: string[], root: string): CommandResult {
  try {
    const options = parseArgs(argv);
    if (options.help) return { exitCode: 0, stdout: CHANGELOG_USAGE, stderr: "" };
    if (options.history) {
      const history = apiHistory(root, (refs) => bundleRefs(root, refs));
      return { exitCode: 0, stdout: `${JSON.stringify(history, null, 2)}\n`, stderr: "" };
    }
    if (options.format !== "text" && options.format !== "json") {
      throw new Error("changelog:api writes Markdown, or JSON with --json");
    }
    const base = defaultBaseRef(root, options.base);
    const changes = compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root));
    return {
      exitCode: 0,
      stdout:
        options.format === "json"
          ? `${JSON.stringify({ base, changes }, null, 2)}\n`
          : renderChangelog(base, changes),
      stderr: "",
    };
  } catch (error) {
    return failure("changelog:api", error);
  }
}
