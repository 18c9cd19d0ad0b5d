// Renders the gate's verdict for people (terminal, CI log) and machines (--json).
import type { Change } from "./change.js";

export interface BreakingReport {
  base: string;
  head: string;
  breaking: Change[];
  nonBreaking: Change[];
}

export function buildReport(base: string, head: string, changes: Change[]): BreakingReport {
  return {
    base,
    head,
    breaking: changes.filter((change) => change.breaking),
    nonBreaking: changes.filter((change) => !change.breaking),
  };
}

export function formatReport(report: BreakingReport): string {
  const between = `between ${report.base} and ${report.head}`;
  if (report.breaking.length === 0) {
    return `No breaking API changes ${between} (${report.nonBreaking.length} non-breaking).\n`;
  }
  const lines = [`${report.breaking.length} breaking API change(s) ${between}:`, ""];
  for (const [operation, changes] of groupByOperation(report.breaking)) {
    lines.push(operation);
    for (const change of changes) {
      lines.push(`  - [${change.kind}] ${change.pointer}`, `    ${change.message}`);
    }
    lines.push("");
  }
  lines.push(
    "A breaking change needs a new API version or a deprecation period; see scripts/README.md.",
  );
  return `${lines.join("\n")}\n`;
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
