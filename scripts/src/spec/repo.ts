// Where the repository is, and which git ref a PR is compared with.
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root. Found from this file, not the working directory: pnpm runs
 * package scripts in scripts/, and tests may run anywhere.
 */
export function repoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  return git(from, ["rev-parse", "--show-toplevel"]).trim();
}

export function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
}

function refExists(root: string, ref: string): boolean {
  try {
    git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** `--base` if given, else `origin/main` when it exists, else `main`. */
export function defaultBaseRef(root: string, requested?: string): string {
  if (requested !== undefined) {
    if (!refExists(root, requested)) {
      throw new Error(`--base ${requested}: no such commit, branch or tag in ${root}.`);
    }
    return requested;
  }
  for (const candidate of ["origin/main", "main"]) {
    if (refExists(root, candidate)) return candidate;
  }
  throw new Error("Neither origin/main nor main exists; pass --base <git-ref>.");
}
