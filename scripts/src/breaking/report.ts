// The gate's verdict and its renderings: text (terminal, CI log), Markdown (job summary),
// JSON (machines) and GitHub workflow commands (annotations on the spec file lines).
import type { SourceLocation } from "../spec/source-map.js";
import type { Change } from "./change.js";
import type { IgnoreEntry, IgnoreOutcome } from "./ignore.js";
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
  findings: Change[];
  ignored: { change: Change; entry: IgnoreEntry }[];
  expiredIgnores: IgnoreEntry[];
  unusedIgnores: IgnoreEntry[];
}

const RANK: Record<Level, number> = { error: 2, warning: 1, info: 0 };

export function failsAt(level: Level, failOn: FailOn): boolean {
  return RANK[level] >= RANK[failOn];
}

export function buildReport(
  base: string,
  head: string,
  outcome: IgnoreOutcome,
  failOn: FailOn = "error",
): BreakingReport {
  const findings = [...outcome.kept].sort((a, b) => RANK[b.level] - RANK[a.level]);
  const counts: Record<Level, number> = { error: 0, warning: 0, info: 0 };
  for (const change of findings) counts[change.level]++;
  return {
    base,
    head,
    failOn,
    failed: findings.some((change) => failsAt(change.level, failOn)) || outcome.expired.length > 0,
    counts,
    findings,
    ignored: outcome.ignored,
    expiredIgnores: outcome.expired,
    unusedIgnores: outcome.unused,
  };
}

function summaryLine(report: BreakingReport): string {
  const { error, warning, info } = report.counts;
  return `${error} error(s), ${warning} warning(s), ${info} info between ${report.base} and ${report.head}`;
}

function blocking(report: BreakingReport): Change[] {
  return report.findings.filter((change) => failsAt(change.level, report.failOn));
}

function expiredLine(entry: IgnoreEntry): string {
  return `ignore entry for ${entry.rule} on ${entry.operation} expired on ${entry.expires}: remove it, or renew it with a new decision (${entry.reason})`;
}

export function formatText(report: BreakingReport): string {
  const lines = [`${summaryLine(report)}.`];
  const shown = report.findings.filter((change) => change.level !== "info");
  if (shown.length > 0) lines.push("");
  for (const [operation, changes] of groupByOperation(shown)) {
    lines.push(operation);
    for (const change of changes) {
      lines.push(`  - ${change.level} [${change.id}] ${change.pointer}`, `    ${change.message}`);
    }
    lines.push("");
  }
  for (const { change, entry } of report.ignored) {
    lines.push(`ignored: [${change.id}] ${change.operation}: ${entry.reason}`);
  }
  for (const entry of report.expiredIgnores) lines.push(`error: ${expiredLine(entry)}`);
  for (const entry of report.unusedIgnores) {
    lines.push(`note: ignore entry for ${entry.rule} on ${entry.operation} matched nothing`);
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
  const shown = report.findings.filter((change) => change.level !== "info");
  if (shown.length > 0) {
    lines.push("", "| level | rule | operation | where | what |", "|---|---|---|---|---|");
    for (const change of shown) {
      lines.push(
        `| ${change.level} | \`${change.id}\` | \`${change.operation}\` | \`${cell(change.pointer)}\` | ${cell(change.message)} |`,
      );
    }
  }
  if (report.ignored.length > 0) {
    lines.push("", "Ignored (spec/breaking-changes-ignore.yaml):", "");
    for (const { change, entry } of report.ignored) {
      lines.push(`- \`${change.id}\` on \`${change.operation}\`: ${cell(entry.reason)}`);
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

export function formatGithub(
  report: BreakingReport,
  locate: (pointer: string) => SourceLocation | undefined,
): string {
  // One annotation per spec line and change: a shared schema edited once is reported by
  // every operation that uses it, which would bury the line in identical annotations.
  const groups = new Map<
    string,
    { change: Change; where?: SourceLocation; operations: string[] }
  >();
  for (const change of report.findings) {
    if (change.level === "info") continue;
    const where = locate(change.pointer);
    const key = `${where?.file}:${where?.line}:${change.id}:${change.summary ?? change.message}`;
    const group = groups.get(key) ?? { change, operations: [], ...(where ? { where } : {}) };
    group.operations.push(change.operation);
    groups.set(key, group);
  }
  const lines: string[] = [];
  for (const { change, where, operations } of groups.values()) {
    const command = change.level === "error" ? "error" : "warning";
    const more = operations.length > 1 ? ` and ${operations.length - 1} more operation(s)` : "";
    const properties = [
      ...(where ? [`file=${escapeProperty(where.file)}`, `line=${where.line}`] : []),
      `title=${escapeProperty(`${change.id} (${change.operation}${more})`)}`,
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
