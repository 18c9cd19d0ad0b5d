// pnpm check:breaking [--base <git-ref>] [--format ...] [--fail-on ...]   (see run.ts)
import { repoRoot } from "../spec/repo.js";
import { runCheckBreaking } from "./run.js";

const result = runCheckBreaking(process.argv.slice(2), repoRoot());
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
