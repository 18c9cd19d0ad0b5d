// The two commands as functions of (arguments, repository) -> (exit code, output), so tests
// can run them against a throwaway git repository; the bin files only wire up the process.
import { compareSpecs } from "../breaking/compare.js";
import { buildReport, formatReport } from "../breaking/report.js";
import { renderChangelog } from "../changelog/changelog.js";
import { apiHistory } from "../changelog/history.js";
import { bundleAtRef, bundleWorkingTree } from "../spec/bundle.js";
import { defaultBaseRef } from "../spec/repo.js";
import { parseArgs } from "./args.js";

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const CHECK_USAGE = `usage: pnpm check:breaking [--base <git-ref>] [--json]
Compares the spec of the working tree with the spec at <git-ref> (default origin/main,
else main). Exit 0: no breaking change; 1: breaking changes (listed); 2: the check failed.
`;

const CHANGELOG_USAGE = `usage: pnpm changelog:api [--base <git-ref>] [--json]
       pnpm changelog:api --history
Writes the API changes of the working tree since <git-ref> (default origin/main, else main)
as Markdown, for a PR comment or a job summary (--json: the raw list of changes).
--history: every commit that changed the spec (first-parent), newest first, with its changes,
as JSON (the docs' changelog page and feed are built from it).
`;

function failure(command: string, error: unknown): CommandResult {
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: 2, stdout: "", stderr: `${command}: ${message}\n` };
}

export function runCheckBreaking(argv: string[], root: string): CommandResult {
  try {
    const options = parseArgs(argv);
    if (options.help) return { exitCode: 0, stdout: CHECK_USAGE, stderr: "" };
    const base = defaultBaseRef(root, options.base);
    const changes = compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root));
    const report = buildReport(base, "the working tree", changes);
    return {
      exitCode: report.breaking.length > 0 ? 1 : 0,
      stdout: options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report),
      stderr: "",
    };
  } catch (error) {
    return failure("check:breaking", error);
  }
}

export function runChangelog(argv: string[], root: string): CommandResult {
  try {
    const options = parseArgs(argv);
    if (options.help) return { exitCode: 0, stdout: CHANGELOG_USAGE, stderr: "" };
    if (options.history) {
      const history = apiHistory(root, (ref) => bundleAtRef(root, ref));
      return { exitCode: 0, stdout: `${JSON.stringify(history, null, 2)}\n`, stderr: "" };
    }
    const base = defaultBaseRef(root, options.base);
    const changes = compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root));
    return {
      exitCode: 0,
      stdout: options.json
        ? `${JSON.stringify({ base, changes }, null, 2)}\n`
        : renderChangelog(base, changes),
      stderr: "",
    };
  } catch (error) {
    return failure("changelog:api", error);
  }
}
