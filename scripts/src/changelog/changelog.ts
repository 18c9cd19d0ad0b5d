// Renders the changes between two specs as a Markdown API changelog for a PR comment or a
// job summary: per API document, Added, Changed, Deprecated, Removed, each naming the
// operations affected. A change to a shared schema touches many operations; it is listed once
// per API, with all of them.
import { type Change, isBreaking } from "../breaking/change.js";
import type { ApiComparison } from "../breaking/compare-apis.js";
import { type RuleId, SCHEMA_KINDS, type SchemaKindName } from "../breaking/rules.js";
import { API_DOCUMENTS } from "../spec/documents.js";

type Section = "Added" | "Changed" | "Deprecated" | "Removed";
const SECTIONS: Section[] = ["Added", "Changed", "Deprecated", "Removed"];

// Typed by rule id: a rule renamed in rules.ts fails the build here, not a changelog run.
const ADDED = new Set<RuleId>([
  "operation-added",
  "request-parameter-added",
  "request-required-parameter-added",
  "request-path-parameter-added",
  "request-body-added",
  "request-required-body-added",
  "request-media-type-added",
  "response-media-type-added",
  "response-status-added",
  "response-header-added",
]);
const DEPRECATED = new Set<RuleId>(["operation-deprecated", "request-parameter-deprecated"]);
const REMOVED = new Set<RuleId>([
  "operation-removed",
  "operation-removed-before-sunset",
  "deprecated-operation-removed",
  "request-parameter-removed",
  "request-parameter-removed-before-sunset",
  "deprecated-request-parameter-removed",
  "request-body-removed",
  "request-media-type-removed",
  "response-media-type-removed",
  "response-success-status-removed",
  "response-non-success-status-removed",
  "response-header-removed",
]);
/** Schema rules by kind (the id without its `request-`/`response-` side). */
const SCHEMA_SECTION: Partial<Record<SchemaKindName, Section>> = {
  "property-added": "Added",
  "required-property-added": "Added",
  "enum-value-added": "Added",
  "extensible-enum-value-added": "Added",
  "property-deprecated": "Deprecated",
  "property-removed": "Removed",
  "property-removed-before-sunset": "Removed",
  "deprecated-property-removed": "Removed",
  "enum-value-removed": "Removed",
  "extensible-enum-value-removed": "Removed",
};

export function sectionOf(id: RuleId): Section {
  if (ADDED.has(id)) return "Added";
  if (DEPRECATED.has(id)) return "Deprecated";
  if (REMOVED.has(id)) return "Removed";
  const kind = id.replace(/^(request|response)-/, "");
  return isSchemaKind(kind) ? (SCHEMA_SECTION[kind] ?? "Changed") : "Changed";
}

function isSchemaKind(kind: string): kind is SchemaKindName {
  return Object.hasOwn(SCHEMA_KINDS, kind);
}

interface Entry {
  level: Change["level"];
  message: string;
  operations: string[];
}

/**
 * `apis`: the documents compared (compareApis), each listed, with "No changes." when it has
 * none; by default those the changes name.
 */
export function renderChangelog(
  base: string,
  changes: Change[],
  apis: readonly Pick<ApiComparison, "api" | "title" | "status">[] = API_DOCUMENTS.filter(
    (document) => changes.some((change) => change.api === document.id),
  ).map((document) => ({ api: document.id, title: document.title, status: "compared" })),
): string {
  const title = `## API changes since \`${base}\``;
  if (changes.length === 0) return `${title}\n\nNo changes to the API.\n`;
  const breakingCount = changes.filter(isBreaking).length;
  const lines = [
    title,
    "",
    `${changes.length} change(s), ${breakingCount} of them breaking` +
      (breakingCount > 0 ? " (marked **Breaking**; see `pnpm check:breaking`)." : "."),
  ];
  for (const api of apis) {
    const status =
      api.status === "added"
        ? ` (new: not in \`${base}\`)`
        : api.status === "removed"
          ? ` (removed: only in \`${base}\`)`
          : "";
    lines.push("", `### ${api.title}${status}`);
    const theirs = changes.filter((change) => change.api === api.api);
    if (theirs.length === 0) lines.push("", "No changes.");
    for (const section of SECTIONS) {
      const entries = entriesOf(theirs.filter((change) => sectionOf(change.id) === section));
      if (entries.length === 0) continue;
      lines.push("", `#### ${section}`, "");
      for (const entry of entries) {
        const operations = listOperations(entry.operations);
        const marker =
          entry.level === "error"
            ? "**Breaking:** "
            : entry.level === "warning"
              ? "**Warning:** "
              : "";
        lines.push(`- ${marker}${operations}: ${escapeMarkdown(entry.message)}`);
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

/** One entry per distinct message, breaking ones first, then warnings, in the order first met. */
function entriesOf(changes: Change[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const change of changes) {
    const message = change.summary ?? change.message;
    const key = `${change.level}|${change.id}|${message}`;
    const entry = entries.get(key) ?? {
      level: change.level,
      message,
      operations: [],
    };
    if (!entry.operations.includes(change.operation)) entry.operations.push(change.operation);
    entries.set(key, entry);
  }
  const rank = { error: 0, warning: 1, info: 2 };
  return [...entries.values()].sort((a, b) => rank[a.level] - rank[b.level]);
}

/** A change to a shared schema can reach most of the API: name a few, count the rest. */
const LISTED_OPERATIONS = 8;

function listOperations(operations: string[]): string {
  const listed = operations.slice(0, LISTED_OPERATIONS).map((operation) => `\`${operation}\``);
  const rest = operations.length - listed.length;
  return rest > 0 ? `${listed.join(", ")} and ${rest} more operations` : listed.join(", ");
}

/** Keeps table pipes and HTML-looking text in messages from breaking the rendering. */
function escapeMarkdown(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("<", "&lt;");
}
