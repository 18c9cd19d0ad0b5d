// The gate's verdict and its renderings: text (terminal, CI log), Markdown (job summary),
// JSON (machines) and GitHub workflow commands (annotations on the spec file lines). Findings
// are listed per API document, each document with its own counts, in the documents' order.
import { API_DOCUMENTS, type ApiId, apiTitle } from "../spec/documents.js";
import type { SourceLocation } from "../spec/source-map.js";
import type { Change } from "./change.js";
import type { ApiComparison } from "./compare-apis.js";
import { type IgnoreEntry, type IgnoreOutcome, ignoredOperation } from "./ignore.js";
import type { Level } from "./rules.js";

export type FailOn = "error" | "warning";
export type ReportFormat = "text" | "markdown" | "json" | "github";
export const REPORT_FORMATS: readonly ReportFormat[] = ["text", "markdown", "json", "github"];

export interface BreakingReport {
  base: string;
  head: string;
  failOn: FailOn;
  /** True when a finding at or above `failOn` remains, or an ignore entry has expired. */
  failed: boolean;
  counts: Record<Level, number>;
  /** Every API document compared, with the counts of its findings (ignored ones left out). */
  apis: ApiReport[];
  findings: Change[];
  ignored: { change: Change; entry: IgnoreEntry }[];
  expiredIgnores: IgnoreEntry[];
  unusedIgnores: IgnoreEntry[];
}

export interface ApiReport extends ApiComparison {
  counts: Record<Level, number>;
}

const RANK: Record<Level, number> = { error: 2, warning: 1, info: 0 };

export function failsAt(level: Level, failOn: FailOn): boolean {
  return RANK[level] >= RANK[failOn];
}

function countLevels(changes: readonly Change[]): Record<Level, number> {
  const counts: Record<Level, number> = { error: 0, warning: 0, info: 0 };
  for (const change of changes) counts[change.level]++;
  return counts;
}

/**
 * The verdict on the findings left after the ignore entries. `apis`: the documents compared
 * (compareApis); by default those the findings name, as compared on both sides.
 */
export function buildReport(
  base: string,
  head: string,
  outcome: IgnoreOutcome,
  failOn: FailOn = "error",
  apis: readonly ApiComparison[] = comparedApis([
    ...outcome.kept,
    ...outcome.ignored.map(({ change }) => change),
  ]),
): BreakingReport {
  const order = (api: ApiId) => API_DOCUMENTS.findIndex((document) => document.id === api);
  const findings = [...outcome.kept].sort(
    (a, b) => order(a.api) - order(b.api) || RANK[b.level] - RANK[a.level],
  );
  return {
    base,
    head,
    failOn,
    failed: findings.some((change) => failsAt(change.level, failOn)) || outcome.expired.length > 0,
    counts: countLevels(findings),
    apis: apis.map((comparison) => ({
      ...comparison,
      counts: countLevels(findings.filter((change) => change.api === comparison.api)),
    })),
    findings,
    ignored: outcome.ignored,
    expiredIgnores: outcome.expired,
    unusedIgnores: outcome.unused,
  };
}

function comparedApis(changes: readonly Change[]): ApiComparison[] {
  return API_DOCUMENTS.filter((document) =>
    changes.some((change) => change.api === document.id),
  ).map((document) => ({
    api: document.id,
    title: document.title,
    source: `spec/${document.source}`,
    status: "compared",
  }));
}

function countsText({ error, warning, info }: Record<Level, number>): string {
  return `${error} error(s), ${warning} warning(s), ${info} info`;
}

function summaryLine(report: BreakingReport): string {
  return `${countsText(report.counts)} between ${report.base} and ${report.head}`;
}

/** `Hetzner API (spec/hetzner-api.yaml, new: not in main)`; `code` wraps file and ref. */
function apiHeading(
  api: ApiReport,
  base: string,
  code: (text: string) => string = (text) => text,
): string {
  const status =
    api.status === "added"
      ? `, new: not in ${code(base)}, every operation added`
      : api.status === "removed"
        ? `, removed: only in ${code(base)}, every operation removed`
        : "";
  return `${api.title} (${code(api.source)}${status})`;
}

function blocking(report: BreakingReport): Change[] {
  return report.findings.filter((change) => failsAt(change.level, report.failOn));
}

function expiredLine(entry: IgnoreEntry): string {
  return `ignore entry for ${entry.rule} on ${ignoredOperation(entry)} expired on ${entry.expires}: remove it, or renew it with a new decision (${entry.reason})`;
}

export function formatText(report: BreakingReport): string {
  const lines = [`${summaryLine(report)}.`];
  for (const api of report.apis) {
    lines.push("", `${apiHeading(api, report.base)}: ${countsText(api.counts)}.`);
    const shown = report.findings.filter(
      (change) => change.api === api.api && change.level !== "info",
    );
    // Each API's operations indented under it: the same path may exist in two documents.
    for (const [operation, changes] of groupByOperation(shown)) {
      lines.push(`  ${operation}`);
      for (const change of changes) {
        lines.push(
          `    - ${change.level} [${change.id}] ${change.pointer}`,
          `      ${change.message}`,
        );
      }
    }
    for (const { change, entry } of report.ignored.filter(({ change }) => change.api === api.api)) {
      lines.push(`  ignored: [${change.id}] ${change.operation}: ${entry.reason}`);
    }
  }
  lines.push("");
  for (const entry of report.expiredIgnores) lines.push(`error: ${expiredLine(entry)}`);
  for (const entry of report.unusedIgnores) {
    lines.push(
      `note: ignore entry for ${entry.rule} on ${ignoredOperation(entry)} matched nothing`,
    );
  }
  lines.push(
    report.failed
      ? `FAILED (fails on ${report.failOn}): a breaking change needs a new API version or a deprecation period, or an ignore entry with a reason; see scripts/README.md.`
      : `passed (fails on ${report.failOn}; ${blocking(report).length} blocking).`,
  );
  return `${lines.join("\n")}\n`;
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("<", "&lt;").replaceAll("\n", " ");
}

export function formatMarkdown(report: BreakingReport): string {
  const lines = [
    `### Breaking-change gate: ${report.failed ? "failed" : "passed"}`,
    "",
    `${summaryLine(report).replace(report.base, `\`${report.base}\``)} (fails on ${report.failOn}).`,
  ];
  const code = (text: string) => `\`${text}\``;
  for (const api of report.apis) {
    lines.push("", `#### ${apiHeading(api, report.base, code)}: ${countsText(api.counts)}`);
    const shown = report.findings.filter(
      (change) => change.api === api.api && change.level !== "info",
    );
    if (shown.length > 0) {
      lines.push("", "| level | rule | operation | where | what |", "|---|---|---|---|---|");
      for (const change of shown) {
        lines.push(
          `| ${change.level} | \`${change.id}\` | \`${change.operation}\` | \`${cell(change.pointer)}\` | ${cell(change.message)} |`,
        );
      }
    }
    const ignored = report.ignored.filter(({ change }) => change.api === api.api);
    if (ignored.length > 0) {
      lines.push("", "Ignored (spec/breaking-changes-ignore.yaml):", "");
      for (const { change, entry } of ignored) {
        lines.push(`- \`${change.id}\` on \`${change.operation}\`: ${cell(entry.reason)}`);
      }
    }
  }
  for (const entry of report.expiredIgnores)
    lines.push("", `**Error:** ${cell(expiredLine(entry))}`);
  return `${lines.join("\n")}\n`;
}

/** GitHub workflow-command escaping (data and property values). */
function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/**
 * `locate` maps a finding (its API's root file, its pointer) to the line of the split spec; a
 * component shared by several documents is one line for the findings of all of them.
 */
export function formatGithub(
  report: BreakingReport,
  locate: (change: Change) => SourceLocation | undefined,
): string {
  // One annotation per spec line and change: a shared schema edited once is reported by
  // every operation (of every API) that uses it, which would bury the line in identical
  // annotations.
  const groups = new Map<
    string,
    { change: Change; where?: SourceLocation; operations: string[]; apis: Set<string> }
  >();
  for (const change of report.findings) {
    if (change.level === "info") continue;
    const where = locate(change);
    const key = `${where?.file}:${where?.line}:${change.id}:${change.summary ?? change.message}`;
    const group = groups.get(key) ?? {
      change,
      operations: [],
      apis: new Set(),
      ...(where ? { where } : {}),
    };
    group.operations.push(change.operation);
    group.apis.add(apiTitle(change.api));
    groups.set(key, group);
  }
  const lines: string[] = [];
  for (const { change, where, operations, apis } of groups.values()) {
    const command = change.level === "error" ? "error" : "warning";
    const more = operations.length > 1 ? ` and ${operations.length - 1} more operation(s)` : "";
    const of = ` of the ${[...apis].join(" and the ")}`;
    const properties = [
      ...(where ? [`file=${escapeProperty(where.file)}`, `line=${where.line}`] : []),
      `title=${escapeProperty(`${change.id} (${change.operation}${more}${of})`)}`,
    ];
    const message = operations.length > 1 ? (change.summary ?? change.message) : change.message;
    lines.push(`::${command} ${properties.join(",")}::${escapeData(message)}`);
  }
  for (const entry of report.expiredIgnores) {
    lines.push(`::error title=expired ignore entry::${escapeData(expiredLine(entry))}`);
  }
  return `${lines.join("\n")}${lines.length > 0 ? "\n" : ""}${formatText(report)}`;
}

export function groupByOperation(changes: Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const group = groups.get(change.operation) ?? [];
    group.push(change);
    groups.set(change.operation, group);
  }
  return groups;
}
