// The two commands as functions of (arguments, repository) -> (exit code, output), so tests
// can run them against a throwaway git repository; the bin files only wire up the process.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { type ApiBundles, type ApisComparison, compareApis } from "../breaking/compare-apis.js";
import { applyIgnores, loadIgnoreFile } from "../breaking/ignore.js";
import {
  type BreakingReport,
  buildReport,
  formatGithub,
  formatMarkdown,
  formatText,
} from "../breaking/report.js";
import { renderChangelog } from "../changelog/changelog.js";
import { draftEntry } from "../changelog/draft.js";
import { CHANGES_DIR, checkAgainstSpecs, loadEntries } from "../changelog/entries.js";
import { entryFilesChangedSince, judgeChangelog } from "../changelog/pr-check.js";
import { publishChangelog } from "../changelog/published.js";
import { renderEntriesMarkdown } from "../changelog/render.js";
import { bundleDocumentsAtRef, bundleWorkingTreeDocuments, SPEC_DIR } from "../spec/bundle.js";
import { type ApiId, apiDocument } from "../spec/documents.js";
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
Compares every API document of the spec (@cloud-api/spec/documents: the Cloud API, the Hetzner
API) in the working tree with the same document at <git-ref> (default origin/main, else main);
a document that <git-ref> does not have is new (every operation added). Every finding names
its API and has a rule id and a level (error, warning, info); the check
fails on findings at --fail-on or above (default error) and on expired ignore entries
(default ignore file: ${DEFAULT_IGNORE_FILE}). --json is short for --format json;
--format github also appends the Markdown report to $GITHUB_STEP_SUMMARY when it is set.
Exit 0: passed; 1: failed (findings listed); 2: the check could not run.
`;

const CHANGELOG_USAGE = `usage: pnpm changelog:api [--base <git-ref>] [--json]
       pnpm changelog:api entries [--json]
       pnpm changelog:api check [--base <git-ref>]
       pnpm changelog:api draft [--base <git-ref>] [--name <file-name>] [--effective YYYY-MM-DD]
The API changelog is one file per change in ${CHANGES_DIR}/ (format: ${CHANGES_DIR}/README.md).
(no subcommand) the gate's findings since <git-ref> (default origin/main, else main), per API
  document, as a Markdown summary for reviewers (--json: the raw findings).
entries  the published changelog: every entry, and a second one on each sunset day, newest
  first by the day it takes effect (--json: what the docs and the console read).
check    fails (exit 1) when an entry file is invalid, when the spec changes an API since
  <git-ref> and no entry for that API (\`api:\`) was added, or when the gate finds a breaking
  change in an API and no new entry for it says \`breaking: true\`.
draft    writes ${CHANGES_DIR}/<effective>-<name>.md pre-filled from the findings since <git-ref>
  (default effective day: today), one file per API with findings (<name>-<api>.md when several
  have); replace its TODO(changelog) lines, then run check.
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

/**
 * Every API document as committed at `base` against the same document of the working tree: the
 * comparison (every finding names its API) and the working tree's bundles.
 */
function compareWithBase(
  root: string,
  base: string,
  now?: Date,
): ApisComparison & { head: ApiBundles } {
  const head = bundleWorkingTreeDocuments(root);
  const comparison = compareApis(bundleDocumentsAtRef(root, base), head, now ? { now } : {});
  return { ...comparison, head };
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
    const { apis, changes } = compareWithBase(root, base, now);
    const report = buildReport(
      base,
      "the working tree",
      applyIgnores(changes, ignores, now),
      options.failOn,
      apis,
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
    // Each API's pointers start at its own root file; a shared component is reached from both.
    const sources = new Map<ApiId, SourceMap>();
    const sourceOf = (api: ApiId) => {
      const known = sources.get(api);
      if (known) return known;
      const made = new SourceMap(root, join(root, SPEC_DIR, apiDocument(api).source));
      sources.set(api, made);
      return made;
    };
    return formatGithub(report, (change) => sourceOf(change.api).locate(change.pointer));
  }
  return formatText(report);
}

export function runChangelog(argv: string[], root: string, run: RunOptions = {}): CommandResult {
  const [first = ""] = argv;
  const subcommand = first.startsWith("-") ? "" : first;
  const rest = subcommand ? argv.slice(1) : argv;
  try {
    const options = parseArgs(rest);
    if (options.help) return { exitCode: 0, stdout: CHANGELOG_USAGE, stderr: "" };
    if (subcommand === "entries") return changelogEntries(root, options.format);
    if (subcommand === "check") return changelogCheck(root, options.base);
    if (subcommand === "draft") return changelogDraft(root, options, run.now ?? new Date());
    if (subcommand !== "") {
      throw new Error(`unknown subcommand ${subcommand}; expected entries, check or draft`);
    }
    if (options.format !== "text" && options.format !== "json") {
      throw new Error("changelog:api writes Markdown, or JSON with --json");
    }
    const base = defaultBaseRef(root, options.base);
    const { apis, changes } = compareWithBase(root, base);
    return {
      exitCode: 0,
      stdout:
        options.format === "json"
          ? `${JSON.stringify({ base, apis, changes }, null, 2)}\n`
          : renderChangelog(base, changes, apis),
      stderr: "",
    };
  } catch (error) {
    return failure("changelog:api", error);
  }
}

/** The published changelog of the working tree; invalid entry files make it exit 2. */
function changelogEntries(root: string, format: string): CommandResult {
  const { entries, problems } = loadEntries(root);
  const all = [...problems, ...checkAgainstSpecs(entries, bundleWorkingTreeDocuments(root))];
  if (all.length > 0) {
    throw new Error(
      `invalid changelog entries:\n${all.map((p) => `  ${CHANGES_DIR}/${p.file}: ${p.message}`).join("\n")}`,
    );
  }
  const published = publishChangelog(entries);
  return {
    exitCode: 0,
    stdout:
      format === "json"
        ? `${JSON.stringify(published, null, 2)}\n`
        : renderEntriesMarkdown(published),
    stderr: "",
  };
}

function changelogCheck(root: string, requested: string | undefined): CommandResult {
  const base = defaultBaseRef(root, requested);
  const { changes, head } = compareWithBase(root, base);
  const { entries, problems } = loadEntries(root);
  const verdict = judgeChangelog({
    base,
    changes,
    entries,
    problems: [...problems, ...checkAgainstSpecs(entries, head)],
    touched: entryFilesChangedSince(root, base),
  });
  if (verdict.failed) {
    return {
      exitCode: 1,
      stdout: `API changelog: failed\n${verdict.lines.map((line) => `  - ${line}`).join("\n")}\n`,
      stderr: "",
    };
  }
  return {
    exitCode: 0,
    stdout: `API changelog: passed (${changes.length} finding(s) since ${base}; ${entries.length} entries, all valid).\n`,
    stderr: "",
  };
}

function changelogDraft(
  root: string,
  options: { base?: string; name?: string; effective?: string },
  now: Date,
): CommandResult {
  const base = defaultBaseRef(root, options.base);
  const { changes, head } = compareWithBase(root, base, now);
  if (changes.length === 0) {
    return {
      exitCode: 0,
      stdout: `No API change since ${base}: no entry needed.\n`,
      stderr: "",
    };
  }
  const effective = options.effective ?? now.toISOString().slice(0, 10);
  // One entry per API (an entry's operations belong to one document): a change of a shared
  // component drafts one for each API it reaches.
  const byApi = new Map<ApiId, typeof changes>();
  for (const change of changes) byApi.set(change.api, [...(byApi.get(change.api) ?? []), change]);
  const name = options.name ?? "api-change";
  const drafts = [...byApi].map(([api, found]) => ({
    file: `${effective}-${byApi.size > 1 ? `${name}-${api}` : name}.md`,
    text: draftEntry(found, head[api] ?? {}, effective),
    count: found.length,
  }));
  const dir = join(root, CHANGES_DIR);
  for (const { file } of drafts) {
    if (existsSync(join(dir, file))) {
      throw new Error(`${CHANGES_DIR}/${file} exists; pass --name <file-name>`);
    }
  }
  mkdirSync(dir, { recursive: true });
  for (const { file, text } of drafts) writeFileSync(join(dir, file), text);
  const written = drafts.map(({ file, count }) => `${CHANGES_DIR}/${file} (${count} finding(s))`);
  return {
    exitCode: 0,
    stdout: `wrote ${written.join(" and ")} from the findings since ${base}: replace the TODO(changelog) lines, then run pnpm changelog:api check.\n`,
    stderr: "",
  };
}
