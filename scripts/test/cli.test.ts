// The two commands end to end against a throwaway git repository: `git archive` of the
// base ref, `redocly bundle` of both sides, the verdict and its exit code.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BreakingReport } from "../src/breaking/report.js";
import { runChangelog, runCheckBreaking } from "../src/cli/run.js";
import { breakingFixtures } from "./fixture-specs.js";

// Each run bundles two specs with the Redocly CLI; the ceiling only guards a hung process.
const timeout = 60_000;
let repo: string;
const specFile = () => join(repo, "spec", "openapi.yaml");

function git(...args: string[]) {
  execFileSync("git", ["-c", "user.email=test@example.invalid", "-c", "user.name=test", ...args], {
    cwd: repo,
    stdio: "ignore",
  });
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "check-breaking-"));
  git("init", "--quiet", "--initial-branch=main");
  mkdirSync(join(repo, "spec"));
  copyFileSync(join(breakingFixtures, "base.yaml"), specFile());
  git("add", "spec");
  git("commit", "--quiet", "-m", "base spec");
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe("check:breaking", () => {
  it(
    "exits 0 when the working tree's spec equals the base's",
    () => {
      copyFileSync(join(breakingFixtures, "base.yaml"), specFile());
      const result = runCheckBreaking([], repo);
      expect(result).toMatchObject({ exitCode: 0, stderr: "" });
      expect(result.stdout).toContain("No breaking API changes between main and the working tree");
    },
    timeout,
  );

  it(
    "exits 1 and names operation, pointer and reason of each breaking change",
    () => {
      copyFileSync(join(breakingFixtures, "response-property-removed", "head.yaml"), specFile());
      const result = runCheckBreaking(["--base", "main"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain("3 breaking API change(s) between main and the working tree");
      expect(result.stdout).toContain("GET /widgets/{id}\n  - [property-removed]");
      expect(result.stdout).toContain(
        "/paths/~1widgets~1{id}/get/responses/200/content/application~1json/schema/properties/widget/properties/name",
      );
      expect(result.stdout).toContain("clients that read it get undefined");
    },
    timeout,
  );

  it(
    "reports in JSON with --json",
    () => {
      copyFileSync(join(breakingFixtures, "operation-removed", "head.yaml"), specFile());
      const result = runCheckBreaking(["--json"], repo);
      expect(result.exitCode).toBe(1);
      const report = JSON.parse(result.stdout) as BreakingReport;
      expect(report.base).toBe("main");
      expect(report.breaking.map((change) => [change.kind, change.operation])).toEqual([
        ["operation-removed", "POST /widgets"],
      ]);
    },
    timeout,
  );

  it("exits 2 and says why when the base ref does not exist", () => {
    const result = runCheckBreaking(["--base", "no-such-branch"], repo);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("--base no-such-branch: no such commit, branch or tag");
  });

  it("exits 2 on an unknown argument", () => {
    const result = runCheckBreaking(["--bsae", "main"], repo);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown argument --bsae");
  });
});

describe("changelog:api", () => {
  it(
    "writes the Markdown changelog of the working tree since the base",
    () => {
      copyFileSync(join(breakingFixtures, "operation-added", "head.yaml"), specFile());
      const result = runChangelog(["--base", "main"], repo);
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toContain("## API changes since `main`");
      expect(result.stdout).toContain("### Added\n\n- `DELETE /widgets/{id}`: operation added");
    },
    timeout,
  );
});
