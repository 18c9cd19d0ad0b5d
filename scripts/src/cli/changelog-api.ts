// pnpm changelog:api [--base <git-ref>] [--json]
// Prints a Markdown summary of the API changes since <git-ref> (default origin/main, else
// main): suitable as a PR comment or a GitHub job summary. Always exits 0 unless it fails.
import { compareSpecs } from "../breaking/compare.js";
import { renderChangelog } from "../changelog/changelog.js";
import { bundleAtRef, bundleWorkingTree } from "../spec/bundle.js";
import { defaultBaseRef, repoRoot } from "../spec/repo.js";
import { parseArgs } from "./args.js";

const USAGE = `usage: pnpm changelog:api [--base <git-ref>] [--json]
Writes the API changes of the working tree since <git-ref> as Markdown (--json: the raw list).`;

try {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
  } else {
    const root = repoRoot();
    const base = defaultBaseRef(root, options.base);
    const changes = compareSpecs(bundleAtRef(root, base), bundleWorkingTree(root));
    process.stdout.write(
      options.json
        ? `${JSON.stringify({ base, changes }, null, 2)}\n`
        : renderChangelog(base, changes),
    );
  }
} catch (error) {
  console.error(`changelog:api: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
