// pnpm check:breaking [--base <git-ref>] [--json]
// Exit 0: no breaking change; 1: at least one; 2: the check itself could not run.
import { compareSpecs } from "../breaking/compare.js";
import { buildReport, formatReport } from "../breaking/report.js";
import { bundleAtRef, bundleWorkingTree } from "../spec/bundle.js";
import { defaultBaseRef, repoRoot } from "../spec/repo.js";
import { parseArgs } from "./args.js";

const USAGE = `usage: pnpm check:breaking [--base <git-ref>] [--json]
Compares the spec of the working tree with the spec at <git-ref> (default origin/main,
else main) and exits 1 when a change breaks existing clients.`;

try {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
  } else {
    const root = repoRoot();
    const base = defaultBaseRef(root, options.base);
    const report = buildReport(
      base,
      "the working tree",
      compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root)),
    );
    process.stdout.write(
      options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report),
    );
    process.exitCode = report.breaking.length > 0 ? 1 : 0;
  }
} catch (error) {
  console.error(`check:breaking: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
