// The ignore file: validation with the place of each mistake, matching, expiry, unused entries.
import { describe, expect, it } from "vitest";
import type { Change } from "../src/breaking/change.js";
import { applyIgnores, parseIgnoreFile } from "../src/breaking/ignore.js";
import { buildReport, formatGithub, formatText } from "../src/breaking/report.js";
import { RULES, type RuleId } from "../src/breaking/rules.js";

const change = (id: RuleId, operation: string, pointer = "/paths/~1a/get"): Change => ({
  api: "cloud",
  id,
  level: id === "response-non-success-status-removed" ? "warning" : "error",
  operation,
  pointer,
  message: `${id} happened: clients break.`,
});
const now = new Date("2026-06-01T12:00:00Z");

describe("parseIgnoreFile", () => {
  it("reads entries with optional pointer and expiry (dates stay YYYY-MM-DD strings)", () => {
    const entries = parseIgnoreFile(
      "ignore:\n  - rule: operation-removed\n    operation: GET /a\n    reason: agreed\n    expires: 2027-01-31\n    pointer: /paths/~1a/get\n",
      "f.yaml",
    );
    expect(entries).toEqual([
      {
        rule: "operation-removed",
        operation: "GET /a",
        reason: "agreed",
        expires: "2027-01-31",
        pointer: "/paths/~1a/get",
      },
    ]);
  });

  it("accepts exactly the rule ids the gate reports", () => {
    const entry = (rule: string) =>
      `ignore:\n  - {rule: ${rule}, operation: GET /a, reason: agreed}\n`;
    for (const { id } of RULES) expect(parseIgnoreFile(entry(id), "f.yaml")[0]?.rule).toBe(id);
    expect(() => parseIgnoreFile(entry("request-fromat-added"), "f.yaml")).toThrow(
      "f.yaml: ignore[0].rule: unknown rule id `request-fromat-added`",
    );
    // A schema kind on a side where it is no rule (responses have no defaults).
    expect(() => parseIgnoreFile(entry("response-default-changed"), "f.yaml")).toThrow(
      "unknown rule id",
    );
  });

  it.each([
    ["ignore: {}\n", "f.yaml: `ignore` must be a list"],
    [
      "ignore:\n  - rule: operation-removed\n    operation: GET /a\n    reason: ''\n",
      "ignore[0].reason must be a non-empty string",
    ],
    [
      "ignore:\n  - rule: operation-removed\n    reason: r\n",
      "ignore[0].operation must be a non-empty string",
    ],
    [
      "ignore:\n  - rule: operation-removed\n    operation: GET /a\n    reason: r\n    expires: 31.01.2027\n",
      "ignore[0].expires must be a date written YYYY-MM-DD, got 31.01.2027",
    ],
    [
      "ignore:\n  - rule: operation-removed\n    operation: GET /a\n    reason: r\n    until: 2027-01-01\n",
      "ignore[0]: unknown key `until`",
    ],
    ["- a\n", "expected a mapping with an `ignore` list"],
  ])("rejects %j", (text, message) => {
    expect(() => parseIgnoreFile(text, "f.yaml")).toThrow(message);
  });
});

describe("ignore entries of an API document (`api`)", () => {
  const entries = parseIgnoreFile(
    [
      "ignore:",
      "  - {rule: operation-removed, api: hetzner, operation: GET /a, reason: storage boxes}",
      "  - {rule: operation-removed, api: cloud, operation: GET /b, reason: cloud spelled out}",
      "  - {rule: operation-removed, operation: GET /c, reason: cloud by default}",
    ].join("\n"),
    "f.yaml",
  );

  it("keep `api` only when it is not the Cloud API's", () => {
    expect(entries.map((entry) => entry.api)).toEqual(["hetzner", undefined, undefined]);
  });

  it("match findings of their API only: the same path in the other document is another operation", () => {
    const inCloud = (operation: string) => change("operation-removed", operation);
    const inHetzner = (operation: string): Change => ({ ...inCloud(operation), api: "hetzner" });
    const outcome = applyIgnores(
      [inCloud("GET /a"), inHetzner("GET /a"), inCloud("GET /b"), inHetzner("GET /c")],
      entries,
      now,
    );
    expect(outcome.ignored.map(({ change }) => `${change.api} ${change.operation}`)).toEqual([
      "hetzner GET /a",
      "cloud GET /b",
    ]);
    expect(outcome.kept.map((kept) => `${kept.api} ${kept.operation}`)).toEqual([
      "cloud GET /a",
      "hetzner GET /c",
    ]);
    expect(formatText(buildReport("main", "head", outcome))).toContain(
      "note: ignore entry for operation-removed on GET /c (Cloud API) matched nothing",
    );
  });

  it("rejects an API that is not a document of @cloud-api/spec/documents", () => {
    expect(() =>
      parseIgnoreFile(
        "ignore:\n  - {rule: operation-removed, api: robot, operation: GET /a, reason: r}\n",
        "f.yaml",
      ),
    ).toThrow("f.yaml: ignore[0].api: unknown API `robot` (known: cloud, hetzner;");
  });
});

describe("applyIgnores and the verdict", () => {
  const entries = parseIgnoreFile(
    [
      "ignore:",
      "  - {rule: operation-removed, operation: GET /a, reason: planned}",
      "  - {rule: request-parameter-removed, operation: GET /b, reason: only this one, pointer: /x}",
      "  - {rule: operation-id-changed, operation: GET /c, reason: old, expires: 2026-06-01}",
      "  - {rule: operation-id-changed, operation: GET /d, reason: never matches}",
    ].join("\n"),
    "f.yaml",
  );

  it("ignores exactly the matching findings, counts an expired entry as a failure", () => {
    const outcome = applyIgnores(
      [
        change("operation-removed", "GET /a"),
        change("request-parameter-removed", "GET /b", "/x"),
        change("request-parameter-removed", "GET /b", "/y"),
        change("operation-id-changed", "GET /c"),
      ],
      entries,
      now,
    );
    expect(outcome.ignored.map(({ change }) => [change.id, change.pointer])).toEqual([
      ["operation-removed", "/paths/~1a/get"],
      ["request-parameter-removed", "/x"],
    ]);
    expect(outcome.kept.map((kept) => [kept.id, kept.pointer])).toEqual([
      ["request-parameter-removed", "/y"],
      ["operation-id-changed", "/paths/~1a/get"],
    ]);
    expect(outcome.expired.map((entry) => entry.operation)).toEqual(["GET /c"]);
    expect(outcome.unused.map((entry) => entry.operation)).toEqual(["GET /d"]);
    const report = buildReport("main", "head", outcome);
    expect(report.failed).toBe(true);
    expect(formatText(report)).toContain(
      "note: ignore entry for operation-id-changed on GET /d (Cloud API) matched nothing",
    );
  });

  it("fails on an expired entry even when nothing else is found", () => {
    const report = buildReport("main", "head", applyIgnores([], entries, now));
    expect(report.failed).toBe(true);
    expect(formatGithub(report, () => undefined)).toContain(
      "::error title=expired ignore entry::ignore entry for operation-id-changed on GET /c (Cloud API) expired on 2026-06-01",
    );
  });

  it("fails on warnings only with --fail-on warning", () => {
    const outcome = applyIgnores(
      [change("response-non-success-status-removed", "GET /a")],
      [],
      now,
    );
    expect(buildReport("main", "head", outcome, "error").failed).toBe(false);
    expect(buildReport("main", "head", outcome, "warning").failed).toBe(true);
  });

  it("escapes GitHub workflow-command data and properties", () => {
    const outcome = applyIgnores(
      [{ ...change("operation-removed", "GET /a,b"), message: "50% off:\nnext line" }],
      [],
      now,
    );
    const output = formatGithub(buildReport("main", "head", outcome), () => ({
      file: "spec/a:b.yaml",
      line: 3,
    }));
    expect(output.split("\n")[0]).toBe(
      "::error file=spec/a%3Ab.yaml,line=3,title=operation-removed (GET /a%2Cb of the Cloud API)::50%25 off:%0Anext line",
    );
  });
});
