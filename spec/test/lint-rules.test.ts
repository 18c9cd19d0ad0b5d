// Proves that each house lint rule of redocly.yaml fires on a small spec that breaks it,
// and stays quiet on one that follows all of them. Runs the real `redocly lint` with our
// config (one run over all fixtures), so the rule definitions, the plugin and the CLI's loading
// of both are tested together. Fixtures: test/fixtures/lint/<case>/openapi.yaml (see components.yaml there).
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const specRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const fixtures = join(specRoot, "test", "fixtures", "lint");
const config = join(specRoot, "redocly.yaml");
const redoclyCli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { source: { ref: string } }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

/**
 * Lints every fixture with our config in one `redocly lint` process (the CLI takes several
 * APIs and prints one JSON report per API, in the order given): a process per fixture spent
 * most of this file's CPU time starting the CLI. Redocly exits 1 on errors, which is not a
 * failure here.
 */
async function lintFixtures(names: readonly string[]): Promise<Map<string, LintReport>> {
  const args = [
    redoclyCli,
    "lint",
    ...names.map((name) => join(fixtures, name, "openapi.yaml")),
    "--config",
    config,
    "--format=json",
  ];
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const stdout = await promisify(execFile)(process.execPath, args, {
    cwd: specRoot,
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
    .then((result) => result.stdout)
    .catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly lint failed: ${error.stderr ?? error}`);
      return error.stdout;
    });
  const reports = splitJsonDocuments(stdout) as LintReport[];
  if (reports.length !== names.length) {
    throw new Error(`redocly lint printed ${reports.length} reports for ${names.length} fixtures`);
  }
  return new Map(names.map((name, index) => [name, reports[index] as LintReport]));
}

/** The JSON documents printed one after another (`{...}{...}`), parsed. */
function splitJsonDocuments(text: string): unknown[] {
  const documents: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") {
      if (depth === 0) start = index;
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) documents.push(JSON.parse(text.slice(start, index + 1)));
    }
  }
  return documents;
}

// Each bad fixture breaks exactly one rule; `mentions` is what the message must name.
const badFixtures: { fixture: string; rule: string; count: number; mentions: string }[] = [
  { fixture: "operation-401-429", rule: "rule/operation-401-429", count: 1, mentions: "429" },
  { fixture: "path-parameter-404", rule: "rule/path-parameter-404", count: 1, mentions: "404" },
  {
    fixture: "operation-id-snake-case",
    rule: "rule/operation-id-snake-case",
    count: 1,
    mentions: "snake_case",
  },
  { fixture: "paths-are-refs", rule: "house/paths-are-refs", count: 2, mentions: "paths/" },
  { fixture: "parameter-description", rule: "parameter-description", count: 1, mentions: "" },
  {
    fixture: "property-description",
    rule: "house/property-description",
    count: 1,
    mentions: "etag",
  },
  { fixture: "response-has-headers", rule: "rule/response-has-headers", count: 1, mentions: "" },
  {
    fixture: "response-ratelimit-headers",
    rule: "rule/response-ratelimit-headers",
    count: 1,
    mentions: "RateLimit-Reset",
  },
  { fixture: "list-page-per-page", rule: "house/list-parameters", count: 1, mentions: "per_page" },
  { fixture: "list-sort", rule: "house/list-parameters", count: 1, mentions: "`sort`" },
  {
    fixture: "list-label-selector",
    rule: "house/list-parameters",
    count: 1,
    mentions: "label_selector",
  },
  {
    fixture: "deprecated-path-operations",
    rule: "house/deprecated-path-operations",
    count: 2,
    mentions: "/actions/{action_id} must be `deprecated: true`",
  },
  {
    fixture: "invalid-media-type-example",
    rule: "no-invalid-media-type-examples",
    count: 1,
    mentions: "",
  },
  { fixture: "invalid-schema-example", rule: "no-invalid-schema-examples", count: 1, mentions: "" },
  {
    fixture: "invalid-parameter-example",
    rule: "no-invalid-parameter-examples",
    count: 1,
    mentions: "",
  },
];

// One CLI run for every fixture, started by the first test that needs it; the ceiling only
// guards a hung process.
const lintTimeoutMs = 60_000;
let allReports: Promise<Map<string, LintReport>> | undefined;
async function lintFixture(name: string): Promise<LintReport> {
  allReports ??= lintFixtures(["good", ...badFixtures.map((bad) => bad.fixture)]);
  const report = (await allReports).get(name);
  if (!report) throw new Error(`no lint report for fixture ${name}`);
  return report;
}

describe.concurrent("house lint rules (redocly lint with spec/redocly.yaml)", () => {
  it(
    "reports nothing, not even a warning, on a spec that follows every rule",
    async () => {
      const report = await lintFixture("good");
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    },
    lintTimeoutMs,
  );

  it.each(badFixtures)(
    "$rule fires as an error on $fixture",
    async ({ fixture, rule, count, mentions }) => {
      const report = await lintFixture(fixture);
      expect(report.problems.map((problem) => problem.ruleId)).toEqual(Array(count).fill(rule));
      for (const problem of report.problems) {
        expect(problem.severity).toBe("error");
        expect(problem.message).toContain(mentions);
        // The report is this fixture's (the reports of one run come in the order of the files).
        for (const { source } of problem.location) {
          expect(source.ref).toContain(`fixtures/lint/${fixture}/`);
        }
      }
    },
    lintTimeoutMs,
  );

  it("has a bad fixture for every house rule declared in redocly.yaml", () => {
    const declared = Object.keys(
      (parse(readFileSync(config, "utf8")) as { rules: Record<string, unknown> }).rules,
    ).filter((id) => id.startsWith("rule/") || id.startsWith("house/"));
    const covered = new Set(badFixtures.map((bad) => bad.rule));
    expect(declared.filter((id) => !covered.has(id))).toEqual([]);
  });
});
