// The gate and the API changelog over both API documents (the Cloud API's openapi.yaml, the
// Hetzner API's hetzner-api.yaml), end to end against a scratch git repository whose split spec
// shares a component between them (test/fixtures/apis): findings name their API, a base
// without the Hetzner document makes it new, a shared component is reported in both, and
// `changelog:api check` wants an entry of the API that changed.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BreakingReport } from "../src/breaking/report.js";
import { runChangelog, runCheckBreaking } from "../src/cli/run.js";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "fixtures", "apis");
// Each run bundles both documents of both sides; the ceiling only guards a hung process.
const timeout = 60_000;
const now = new Date("2026-12-01T00:00:00Z");
let repo: string;

function git(...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.email=test@example.invalid", "-c", "user.name=test", ...args],
    { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  ).trim();
}

/** The working tree of one case: the committed base with the case's files on top. */
function workingTree(fixture?: string): void {
  git("checkout", "--quiet", "--", ".");
  git("clean", "--quiet", "-fd", "--", "spec");
  if (fixture) cpSync(join(fixtures, fixture), repo, { recursive: true });
}

/** The workflow annotations of `check:breaking --format github`. */
function annotations(): string[] {
  return runCheckBreaking(["--format", "github"], repo, { now })
    .stdout.split("\n")
    .filter((line) => line.startsWith("::"));
}

/** The line (1-based) of the first property of a schema file: where a removed one is annotated. */
function firstPropertyLine(schema: string): number {
  const lines = readFileSync(join(repo, "spec", "components", "schemas", schema), "utf8").split(
    "\n",
  );
  return lines.indexOf("properties:") + 2;
}

const ignoreFile = () => join(repo, "spec", "breaking-changes-ignore.yaml");
const changes = () => join(repo, "spec", "changes");
function writeEntry(file: string, text: string): void {
  mkdirSync(changes(), { recursive: true });
  writeFileSync(join(changes(), file), text);
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "apis-gate-"));
  git("init", "--quiet", "--initial-branch=main");
  // The Cloud API alone first: a base from before the Hetzner API's document existed.
  cpSync(join(fixtures, "base"), repo, { recursive: true });
  for (const file of [
    "hetzner-api.yaml",
    "paths/storage_boxes",
    "components/schemas/StorageBox.yaml",
  ]) {
    rmSync(join(repo, "spec", file), { recursive: true });
  }
  git("add", "-A");
  git("commit", "--quiet", "-m", "the Cloud API only");
  git("tag", "cloud-only");
  cpSync(join(fixtures, "base"), repo, { recursive: true });
  git("add", "-A");
  git("commit", "--quiet", "-m", "both API documents");
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

afterEach(() => {
  rmSync(ignoreFile(), { force: true });
  rmSync(changes(), { recursive: true, force: true });
});

describe("check:breaking over every API document", () => {
  it(
    "compares both documents and says so when neither changed",
    () => {
      workingTree();
      const result = runCheckBreaking([], repo, { now });
      expect(result).toMatchObject({ exitCode: 0, stderr: "" });
      expect(result.stdout).toContain(
        "Cloud API (spec/openapi.yaml): 0 error(s), 0 warning(s), 0 info.",
      );
      expect(result.stdout).toContain(
        "Hetzner API (spec/hetzner-api.yaml): 0 error(s), 0 warning(s), 0 info.",
      );
    },
    timeout,
  );

  it(
    "finds a breaking change to a Storage Box operation and names it with its API",
    () => {
      workingTree("storage-box-property-removed");
      const json = runCheckBreaking(["--json"], repo, { now });
      expect(json.exitCode).toBe(1);
      const report = JSON.parse(json.stdout) as BreakingReport;
      expect(report.findings.map((change) => [change.api, change.id, change.operation])).toEqual([
        ["hetzner", "response-property-removed", "GET /storage_boxes"],
        ["hetzner", "response-property-removed", "GET /storage_boxes/{id}"],
      ]);
      expect(report.apis.map((api) => [api.api, api.status, api.counts.error])).toEqual([
        ["cloud", "compared", 0],
        ["hetzner", "compared", 2],
      ]);
      // Listed under its API, not the Cloud API.
      const text = runCheckBreaking([], repo, { now }).stdout;
      expect(text).toContain(
        [
          "Cloud API (spec/openapi.yaml): 0 error(s), 0 warning(s), 0 info.",
          "",
          "Hetzner API (spec/hetzner-api.yaml): 2 error(s), 0 warning(s), 0 info.",
          "  GET /storage_boxes",
          "    - error [response-property-removed] /paths/~1storage_boxes/get/responses/200/content/application~1json/schema/properties/storage_boxes/items/properties/name",
        ].join("\n"),
      );
      // The annotation lands in the Storage Box schema's file, reached from hetzner-api.yaml.
      expect(annotations()).toEqual([
        `::error file=spec/components/schemas/StorageBox.yaml,line=${firstPropertyLine("StorageBox.yaml")},title=response-property-removed (GET /storage_boxes and 1 more operation(s) of the Hetzner API)::response property \`name\` removed: clients that read it get undefined.`,
      ]);
      const markdown = runCheckBreaking(["--format", "markdown"], repo, { now }).stdout;
      expect(markdown).toContain(
        "#### Hetzner API (`spec/hetzner-api.yaml`): 2 error(s), 0 warning(s), 0 info\n\n| level | rule | operation | where | what |",
      );
      expect(markdown).toContain(
        "#### Cloud API (`spec/openapi.yaml`): 0 error(s), 0 warning(s), 0 info\n\n####",
      );
    },
    timeout,
  );

  it(
    "lets an ignore entry of the Hetzner API (`api: hetzner`) through, not one of the Cloud API",
    () => {
      workingTree("storage-box-property-removed");
      const entry = (api: string) =>
        `ignore:\n  - rule: response-property-removed\n${api}    operation: GET /storage_boxes/{id}\n    reason: agreed with the SDK owners\n  - rule: response-property-removed\n${api}    operation: GET /storage_boxes\n    reason: agreed with the SDK owners\n`;
      writeFileSync(ignoreFile(), entry(""));
      const cloud = runCheckBreaking([], repo, { now });
      expect(cloud.exitCode).toBe(1);
      expect(cloud.stdout).toContain(
        "note: ignore entry for response-property-removed on GET /storage_boxes/{id} (Cloud API) matched nothing",
      );
      writeFileSync(ignoreFile(), entry("    api: hetzner\n"));
      const hetzner = runCheckBreaking([], repo, { now });
      expect(hetzner.exitCode).toBe(0);
      expect(hetzner.stdout).toContain(
        "Hetzner API (spec/hetzner-api.yaml): 0 error(s), 0 warning(s), 0 info.\n  ignored: [response-property-removed] GET /storage_boxes: agreed with the SDK owners\n  ignored: [response-property-removed] GET /storage_boxes/{id}: agreed",
      );
      writeFileSync(ignoreFile(), entry("    api: storage\n"));
      const unknown = runCheckBreaking([], repo, { now });
      expect(unknown.exitCode).toBe(2);
      expect(unknown.stderr).toContain(
        "ignore[0].api: unknown API `storage` (known: cloud, hetzner; leave it out for the Cloud API)",
      );
    },
    timeout,
  );

  it(
    "reports a shared component's change in every document that uses it",
    () => {
      workingTree("shared-action-property-removed");
      const report = JSON.parse(
        runCheckBreaking(["--json"], repo, { now }).stdout,
      ) as BreakingReport;
      expect(report.failed).toBe(true);
      expect(report.findings.map((change) => [change.api, change.id, change.operation])).toEqual([
        ["cloud", "response-property-removed", "GET /actions/{id}"],
        [
          "hetzner",
          "response-property-removed",
          "POST /storage_boxes/{id}/actions/enable_snapshot_plan",
        ],
      ]);
      // One annotation on the shared file's line, naming both APIs.
      expect(annotations()).toEqual([
        `::error file=spec/components/schemas/Action.yaml,line=${firstPropertyLine("Action.yaml")},title=response-property-removed (GET /actions/{id} and 1 more operation(s) of the Cloud API and the Hetzner API)::response property \`progress\` removed: clients that read it get undefined.`,
      ]);
      // The reviewers' summary lists the change under each API.
      const summary = runChangelog([], repo).stdout;
      expect(summary).toContain(
        "### Cloud API\n\n#### Removed\n\n- **Breaking:** `GET /actions/{id}`: response property `progress` removed",
      );
      expect(summary).toContain(
        "### Hetzner API\n\n#### Removed\n\n- **Breaking:** `POST /storage_boxes/{id}/actions/enable_snapshot_plan`: response property `progress` removed",
      );
    },
    timeout,
  );

  it(
    "treats a document the base does not have as new: every operation added, nothing breaking",
    () => {
      workingTree();
      const result = runCheckBreaking(["--base", "cloud-only", "--json"], repo, { now });
      expect(result.exitCode).toBe(0);
      const report = JSON.parse(result.stdout) as BreakingReport;
      expect(report.apis.map((api) => [api.api, api.status])).toEqual([
        ["cloud", "compared"],
        ["hetzner", "added"],
      ]);
      expect(
        report.findings.map((change) => [change.api, change.id, change.level, change.operation]),
      ).toEqual([
        ["hetzner", "operation-added", "info", "GET /storage_boxes"],
        ["hetzner", "operation-added", "info", "GET /storage_boxes/{id}"],
        [
          "hetzner",
          "operation-added",
          "info",
          "POST /storage_boxes/{id}/actions/enable_snapshot_plan",
        ],
      ]);
      expect(runCheckBreaking(["--base", "cloud-only"], repo, { now }).stdout).toContain(
        "Hetzner API (spec/hetzner-api.yaml, new: not in cloud-only, every operation added): 0 error(s), 0 warning(s), 3 info.",
      );
    },
    timeout,
  );

  it(
    "treats a document the working tree no longer has as removed: every operation removed",
    () => {
      workingTree();
      rmSync(join(repo, "spec", "hetzner-api.yaml"));
      const report = JSON.parse(
        runCheckBreaking(["--json"], repo, { now }).stdout,
      ) as BreakingReport;
      expect(report.failed).toBe(true);
      expect(report.apis.map((api) => [api.api, api.status, api.counts.error])).toEqual([
        ["cloud", "compared", 0],
        ["hetzner", "removed", 3],
      ]);
      expect(new Set(report.findings.map((change) => `${change.api} ${change.id}`))).toEqual(
        new Set(["hetzner operation-removed"]),
      );
    },
    timeout,
  );

  it(
    "exits 2 naming the document that does not bundle",
    () => {
      workingTree();
      writeFileSync(
        join(repo, "spec", "hetzner-api.yaml"),
        "openapi: 3.1.0\ninfo: {title: Hetzner API, version: '1'}\npaths:\n  /storage_boxes:\n    $ref: paths/storage_boxes/missing.yaml\n",
      );
      const result = runCheckBreaking([], repo, { now });
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toMatch(/redocly bundle \S*spec\/hetzner-api\.yaml failed/);
      expect(result.stderr).not.toMatch(/redocly bundle \S*spec\/openapi\.yaml/);
    },
    timeout,
  );
});

describe("changelog:api over every API document", () => {
  const entry = (front: string) => `---
effective: 2026-12-01
${front}
---
Storage Boxes no longer have a \`name\`; use the \`id\`.
`;
  const removedName = (api: string, breaking: boolean) =>
    entry(
      `kind: removed\nbreaking: ${breaking}\n${api}title: Storage Box names removed\noperations:\n  - GET /storage_boxes\n  - GET /storage_boxes/{id}`,
    );

  it(
    "fails on a Hetzner API change without an entry of that API, and passes with one",
    () => {
      workingTree("storage-box-property-removed");
      const missing = runChangelog(["check", "--base", "main"], repo);
      expect(missing.exitCode).toBe(1);
      expect(missing.stdout).toContain(
        "the spec changes the Hetzner API since main (2 finding(s) on GET /storage_boxes, GET /storage_boxes/{id}) but spec/changes/ has no new entry for it (one with `api: hetzner`)",
      );
      // An entry without `api` speaks of the Cloud API: the Hetzner API still has none.
      writeEntry("2026-12-01-storage-box-name.md", removedName("", true));
      const cloud = runChangelog(["check", "--base", "main"], repo);
      expect(cloud.exitCode).toBe(1);
      expect(cloud.stdout).toContain("has no new entry for it (one with `api: hetzner`)");
      writeEntry("2026-12-01-storage-box-name.md", removedName("api: hetzner\n", false));
      const notBreaking = runChangelog(["check", "--base", "main"], repo);
      expect(notBreaking.exitCode).toBe(1);
      expect(notBreaking.stdout).toContain(
        "breaking changes in the Hetzner API (response-property-removed on GET /storage_boxes; response-property-removed on GET /storage_boxes/{id}), ignored or not, but no new entry in spec/changes/ for it (one with `api: hetzner`) says `breaking: true`",
      );
      writeEntry("2026-12-01-storage-box-name.md", removedName("api: hetzner\n", true));
      const passed = runChangelog(["check", "--base", "main"], repo);
      expect(passed.stdout).toContain("API changelog: passed (2 finding(s) since main");
      expect(passed.exitCode).toBe(0);
    },
    timeout,
  );

  it(
    "wants an entry of each API a shared component's change reaches, and drafts one for each",
    () => {
      workingTree("shared-action-property-removed");
      const draft = runChangelog(
        ["draft", "--base", "main", "--name", "action-progress", "--effective", "2026-12-01"],
        repo,
        { now },
      );
      expect(draft).toMatchObject({ exitCode: 0, stderr: "" });
      const cloud = readFileSync(join(changes(), "2026-12-01-action-progress-cloud.md"), "utf8");
      const hetzner = readFileSync(
        join(changes(), "2026-12-01-action-progress-hetzner.md"),
        "utf8",
      );
      expect(cloud).toContain("kind: removed\nbreaking: true\ntitle:");
      expect(cloud).toContain('operations:\n  - "GET /actions/{id}"\n');
      expect(hetzner).toContain("kind: removed\nbreaking: true\napi: hetzner\ntitle:");
      expect(hetzner).toContain(
        'operations:\n  - "POST /storage_boxes/{id}/actions/enable_snapshot_plan"\n',
      );
      // Written for the Cloud API only: the Hetzner API still lacks its entry.
      rmSync(join(changes(), "2026-12-01-action-progress-hetzner.md"));
      writeEntry(
        "2026-12-01-action-progress-cloud.md",
        entry(
          "kind: removed\nbreaking: true\ntitle: Action progress removed\noperations:\n  - GET /actions/{id}",
        ),
      );
      const half = runChangelog(["check", "--base", "main"], repo);
      expect(half.exitCode).toBe(1);
      expect(half.stdout).not.toContain("the spec changes the Cloud API");
      expect(half.stdout).toContain(
        "the spec changes the Hetzner API since main (1 finding(s) on POST /storage_boxes/{id}/actions/enable_snapshot_plan) but spec/changes/ has no new entry for it (one with `api: hetzner`)",
      );
    },
    timeout,
  );

  it(
    "drafts the entry of a document new since the base with `api`, every operation, added",
    () => {
      workingTree();
      const check = runChangelog(["check", "--base", "cloud-only"], repo);
      expect(check.exitCode).toBe(1);
      expect(check.stdout).toContain(
        "the spec changes the Hetzner API since cloud-only (3 finding(s) on GET /storage_boxes, GET /storage_boxes/{id}, POST /storage_boxes/{id}/actions/enable_snapshot_plan) but spec/changes/ has no new entry for it (one with `api: hetzner`)",
      );
      const draft = runChangelog(
        ["draft", "--base", "cloud-only", "--name", "storage-boxes", "--effective", "2026-12-01"],
        repo,
        { now },
      );
      expect(draft.exitCode).toBe(0);
      const file = join(changes(), "2026-12-01-storage-boxes.md");
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text).toContain("kind: added\nbreaking: false\napi: hetzner\ntitle:");
      expect(text).toContain(
        'operations:\n  - "GET /storage_boxes"\n  - "GET /storage_boxes/{id}"\n  - "POST /storage_boxes/{id}/actions/enable_snapshot_plan"\n',
      );
      // The author writes the title and the sentence: then the entry is the one wanted.
      writeFileSync(
        file,
        text
          .replace(/title: ".*"/, 'title: "Storage Boxes: the Hetzner API"')
          .replace(/^TODO\(changelog\).*\n.*\n/m, "Storage Boxes can be listed and read.\n"),
      );
      const passed = runChangelog(["check", "--base", "cloud-only"], repo);
      expect(passed.stdout).toContain("API changelog: passed (3 finding(s) since cloud-only");
      expect(passed.exitCode).toBe(0);
    },
    timeout,
  );
});
