// Renders the changes between two specs as a Markdown API changelog for a PR comment or a
// job summary: Added, Changed, Deprecated, Removed, each naming the operations affected.
// A change to a shared schema touches many operations; it is listed once, with all of them.
import type { Change, ChangeKind } from "../breaking/change.js";

type Section = "Added" | "Changed" | "Deprecated" | "Removed";
const SECTIONS: Section[] = ["Added", "Changed", "Deprecated", "Removed"];

const SECTION_OF: Partial<Record<ChangeKind, Section>> = {
  "operation-added": "Added",
  "parameter-added": "Added",
  "property-added": "Added",
  "status-added": "Added",
  "media-type-added": "Added",
  "header-added": "Added",
  "request-body-added": "Added",
  "enum-value-added": "Added",
  "operation-deprecated": "Deprecated",
  "property-deprecated": "Deprecated",
  "operation-removed": "Removed",
  "parameter-removed": "Removed",
  "property-removed": "Removed",
  "status-removed": "Removed",
  "media-type-removed": "Removed",
  "header-removed": "Removed",
  "request-body-removed": "Removed",
  "enum-value-removed": "Removed",
};

function sectionOf(kind: ChangeKind): Section {
  return SECTION_OF[kind] ?? "Changed";
}

interface Entry {
  breaking: boolean;
  message: string;
  operations: string[];
}

export function renderChangelog(base: string, changes: Change[]): string {
  const title = `## API changes since \`${base}\``;
  if (changes.length === 0) return `${title}\n\nNo changes to the API.\n`;
  const breakingCount = changes.filter((change) => change.breaking).length;
  const lines = [
    title,
    "",
    `${changes.length} change(s), ${breakingCount} of them breaking` +
      (breakingCount > 0 ? " (marked **Breaking**; see `pnpm check:breaking`)." : "."),
  ];
  for (const section of SECTIONS) {
    const entries = entriesOf(changes.filter((change) => sectionOf(change.kind) === section));
    if (entries.length === 0) continue;
    lines.push("", `### ${section}`, "");
    for (const entry of entries) {
      const operations = entry.operations.map((operation) => `\`${operation}\``).join(", ");
      const marker = entry.breaking ? "**Breaking:** " : "";
      lines.push(`- ${marker}${operations}: ${escapeMarkdown(entry.message)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** One entry per distinct message, breaking ones first, in the order first met. */
function entriesOf(changes: Change[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const change of changes) {
    const key = `${change.breaking}|${change.kind}|${change.message}`;
    const entry = entries.get(key) ?? {
      breaking: change.breaking,
      message: change.message,
      operations: [],
    };
    if (!entry.operations.includes(change.operation)) entry.operations.push(change.operation);
    entries.set(key, entry);
  }
  return [...entries.values()].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

/** Keeps table pipes and HTML-looking text in messages from breaking the rendering. */
function escapeMarkdown(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("<", "&lt;");
}
