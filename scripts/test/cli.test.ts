// The two commands end to end against a throwaway git repository: `git archive` of the
// base ref, `redocly bundle` of both sides, the verdict and its exit code.
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
      expect(result.stdout).toContain(
        "0 error(s), 0 warning(s), 0 info between main and the working tree.",
      );
      expect(result.stdout).toContain("passed (fails on error");
    },
    timeout,
  );

  it(
    "exits 1 and names operation, pointer and reason of each breaking change",
    () => {
      copyFileSync(join(breakingFixtures, "response-property-removed", "head.yaml"), specFile());
      const result = runCheckBreaking(["--base", "main"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain(
        "3 error(s), 0 warning(s), 0 info between main and the working tree",
      );
      expect(result.stdout).toContain(
        "Cloud API (spec/openapi.yaml): 3 error(s), 0 warning(s), 0 info.\n  GET /widgets",
      );
      expect(result.stdout).toContain(
        "  GET /widgets/{id}\n    - error [response-property-removed]",
      );
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
      expect(report.failed).toBe(true);
      // The scratch repository has the Cloud API's document only: the other is not compared.
      expect(report.apis.map((api) => [api.api, api.status])).toEqual([["cloud", "compared"]]);
      expect(report.findings.map((change) => [change.id, change.level, change.operation])).toEqual([
        ["operation-removed", "error", "POST /widgets"],
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

describe("check:breaking: formats, --fail-on and the ignore file", () => {
  const ignoreFile = () => join(repo, "spec", "breaking-changes-ignore.yaml");
  const now = new Date("2026-06-01T00:00:00Z");
  const headOf = (fixture: string) => join(breakingFixtures, fixture, "head.yaml");

  afterAll(() => rmSync(ignoreFile(), { force: true }));

  it(
    "annotates the spec file line of each finding once with --format github",
    () => {
      copyFileSync(headOf("response-property-removed"), specFile());
      const summary = join(repo, "summary.md");
      const result = runCheckBreaking(["--format", "github"], repo, {
        env: { GITHUB_STEP_SUMMARY: summary },
      });
      expect(result.exitCode).toBe(1);
      // The job summary gets the Markdown table of the same run.
      expect(readFileSync(summary, "utf8")).toContain("### Breaking-change gate: failed");
      rmSync(summary);
      // The removed property's parent (`properties` of Widget) in the working tree's file.
      const lines = readFileSync(specFile(), "utf8").split("\n");
      const widget = lines.indexOf("    Widget:");
      const firstProperty = lines.findIndex(
        (line, index) => index > widget && /^ +id:$/.test(line),
      );
      const annotations = result.stdout.split("\n").filter((line) => line.startsWith("::"));
      // Three operations reach the same removed property: one annotation names them all.
      expect(annotations).toEqual([
        `::error file=spec/openapi.yaml,line=${firstProperty + 1},title=response-property-removed (GET /widgets and 2 more operation(s) of the Cloud API)::response property \`name\` removed: clients that read it get undefined.`,
      ]);
    },
    timeout,
  );

  it(
    "writes a Markdown table with --format markdown",
    () => {
      copyFileSync(headOf("operation-removed"), specFile());
      const result = runCheckBreaking(["--format=markdown"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain("### Breaking-change gate: failed");
      expect(result.stdout).toContain(
        "| error | `operation-removed` | `POST /widgets` | `/paths/~1widgets/post` |",
      );
    },
    timeout,
  );

  it(
    "passes a warning by default and fails it with --fail-on warning",
    () => {
      copyFileSync(headOf("response-status-removed"), specFile());
      const lenient = runCheckBreaking([], repo);
      expect(lenient.exitCode).toBe(0);
      expect(lenient.stdout).toContain("0 error(s), 1 warning(s)");
      expect(lenient.stdout).toContain("warning [response-non-success-status-removed]");
      expect(runCheckBreaking(["--fail-on", "warning"], repo).exitCode).toBe(1);
    },
    timeout,
  );

  it(
    "lets an ignore entry with a reason through, and fails once it has expired",
    () => {
      copyFileSync(headOf("operation-removed"), specFile());
      const entry = (expires: string) =>
        `ignore:\n  - rule: operation-removed\n    operation: POST /widgets\n    reason: widgets are created by the importer now (ADR 12)\n    expires: ${expires}\n`;
      writeFileSync(ignoreFile(), entry("2026-07-01"));
      const accepted = runCheckBreaking([], repo, { now });
      expect(accepted.exitCode).toBe(0);
      expect(accepted.stdout).toContain(
        "  ignored: [operation-removed] POST /widgets: widgets are created by the importer now (ADR 12)",
      );
      writeFileSync(ignoreFile(), entry("2026-06-01"));
      const expired = runCheckBreaking([], repo, { now });
      expect(expired.exitCode).toBe(1);
      expect(expired.stdout).toContain(
        "error: ignore entry for operation-removed on POST /widgets (Cloud API) expired on 2026-06-01",
      );
    },
    timeout,
  );

  it("exits 2 when the ignore file names an unknown rule or gives no reason", () => {
    writeFileSync(
      ignoreFile(),
      "ignore:\n  - rule: no-such-rule\n    operation: GET /widgets\n    reason: x\n",
    );
    const unknown = runCheckBreaking([], repo);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain("ignore[0].rule: unknown rule id `no-such-rule`");
    writeFileSync(
      ignoreFile(),
      "ignore:\n  - rule: operation-removed\n    operation: GET /widgets\n",
    );
    expect(runCheckBreaking([], repo).stderr).toContain(
      "ignore[0].reason must be a non-empty string",
    );
    rmSync(ignoreFile());
  });

  it("exits 2 on an unknown --format or --fail-on", () => {
    expect(runCheckBreaking(["--format", "xml"], repo).stderr).toContain(
      "--format xml: expected one of text, markdown, json, github",
    );
    expect(runCheckBreaking(["--fail-on", "info"], repo).exitCode).toBe(2);
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
      expect(result.stdout).toContain(
        "### Cloud API\n\n#### Added\n\n- `DELETE /widgets/{id}`: operation added",
      );
    },
    timeout,
  );
});

describe("changelog:api check: the PR rule, on a scratch repository", () => {
  const changes = () => join(repo, "spec", "changes");
  const write = (file: string, text: string) => {
    mkdirSync(changes(), { recursive: true });
    writeFileSync(join(changes(), file), text);
  };
  const entry = (breaking: boolean) => `---
effective: 2026-06-01
kind: added
breaking: ${breaking}
title: Widgets can be deleted
operations:
  - DELETE /widgets/{id}
---
\`DELETE /widgets/{id}\` deletes a widget; nothing changes for existing calls.
`;
  afterEach(() => rmSync(changes(), { recursive: true, force: true }));

  it(
    "fails when the spec changes the API and spec/changes/ has no new entry",
    () => {
      copyFileSync(join(breakingFixtures, "operation-added", "head.yaml"), specFile());
      const result = runChangelog(["check", "--base", "main"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain("API changelog: failed");
      expect(result.stdout).toContain(
        "the spec changes the Cloud API since main (1 finding(s) on DELETE /widgets/{id}) but spec/changes/ has no new entry for it (one without `api`): run `pnpm changelog:api draft --base main`",
      );
    },
    timeout,
  );

  it(
    "drafts an entry from the findings, refuses it until written, then passes",
    () => {
      copyFileSync(join(breakingFixtures, "operation-added", "head.yaml"), specFile());
      const draft = runChangelog(
        ["draft", "--base", "main", "--name", "widget-delete", "--effective", "2026-06-01"],
        repo,
      );
      expect(draft).toMatchObject({ exitCode: 0, stderr: "" });
      const file = join(changes(), "2026-06-01-widget-delete.md");
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, "utf8")).toContain("kind: added\nbreaking: false\n");
      expect(readFileSync(file, "utf8")).toContain('  - "DELETE /widgets/{id}"');
      const unwritten = runChangelog(["check", "--base", "main"], repo);
      expect(unwritten.exitCode).toBe(1);
      expect(unwritten.stdout).toContain("2026-06-01-widget-delete.md: still a draft");
      write("2026-06-01-widget-delete.md", entry(false));
      const written = runChangelog(["check", "--base", "main"], repo);
      expect(written.stdout).toContain("API changelog: passed");
      expect(written.exitCode).toBe(0);
    },
    timeout,
  );

  it(
    "fails on a breaking change whose new entry does not say breaking: true",
    () => {
      copyFileSync(join(breakingFixtures, "response-property-removed", "head.yaml"), specFile());
      write(
        "2026-06-01-widget-name.md",
        entry(false).replace("DELETE /widgets/{id}", "GET /widgets/{id}"),
      );
      const result = runChangelog(["check", "--base", "main"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain(
        "breaking changes in the Cloud API (response-property-removed on GET /widgets; response-property-removed on POST /widgets; response-property-removed on GET /widgets/{id}), ignored or not, but no new entry in spec/changes/ for it (one without `api`) says `breaking: true`",
      );
    },
    timeout,
  );

  it(
    "checks an entry of a second API document against that document (`api: hetzner`)",
    () => {
      copyFileSync(join(breakingFixtures, "base.yaml"), specFile());
      const hetzner = join(repo, "spec", "hetzner-api.yaml");
      writeFileSync(
        hetzner,
        `openapi: 3.1.0
info: { title: Hetzner API, version: 1.0.0 }
paths:
  /gadgets:
    get:
      operationId: list_gadgets
      responses:
        "200": { description: The gadgets. }
`,
      );
      try {
        const gadgets = entry(false)
          .replace("title: Widgets can be deleted", "api: hetzner\ntitle: Gadgets can be listed")
          .replace("DELETE /widgets/{id}", "GET /gadgets");
        write("2026-06-01-gadgets.md", gadgets);
        const passed = runChangelog(["check", "--base", "main"], repo);
        expect(passed.stdout).toContain("API changelog: passed");
        expect(passed.exitCode).toBe(0);
        write("2026-06-01-gadgets.md", gadgets.replace("api: hetzner\n", ""));
        const failed = runChangelog(["check", "--base", "main"], repo);
        expect(failed.exitCode).toBe(1);
        expect(failed.stdout).toContain(
          "spec/changes/2026-06-01-gadgets.md: operation GET /gadgets is not in the cloud document but in the hetzner one: add `api: hetzner`",
        );
      } finally {
        rmSync(hetzner, { force: true });
      }
    },
    timeout,
  );

  it(
    "passes a change of prose only without an entry, and names an invalid entry file",
    () => {
      const base = readFileSync(join(breakingFixtures, "base.yaml"), "utf8");
      writeFileSync(specFile(), base.replace("summary: List widgets", "summary: List all widgets"));
      expect(runChangelog(["check", "--base", "main"], repo).exitCode).toBe(0);
      write("2026-06-01-broken.md", "no front matter\n");
      const result = runChangelog(["check", "--base", "main"], repo);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain("spec/changes/2026-06-01-broken.md: no front matter");
    },
    timeout,
  );
});
