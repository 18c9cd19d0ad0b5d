// The API changelog as the docs publish it: a page (`changelog.html`, with an anchor per entry),
// the same in Markdown for programs (`changelog.md`), and an RSS 2.0 feed (`changelog.xml`).
// The input is the spec's history from `pnpm changelog:api --history` (one entry per commit
// that changed the API), condensed by `condenseHistory` and stored in changelog/api-history.json.

export type ChangelogSection = "Added" | "Changed" | "Deprecated" | "Removed";
export const SECTIONS: ChangelogSection[] = ["Added", "Changed", "Deprecated", "Removed"];

export interface ChangelogItem {
  message: string;
  breaking: boolean;
  operations: string[];
}

export interface ChangelogEntry {
  /** The anchor in changelog.html: `<date>-<short commit>`. */
  id: string;
  commit: string;
  date: string;
  subject: string;
  /** What users must do, from the commit's `API-Migration:` trailer; absent when nothing. */
  migration?: string;
  sections: Partial<Record<ChangelogSection, ChangelogItem[]>>;
}

/**
 * One change as `pnpm changelog:api --history` prints it: a rule `id` and a `level` (error =
 * breaking); older output had `kind` and `breaking`, both are read.
 */
export interface HistoryChange {
  id?: string;
  level?: string;
  kind?: string;
  breaking?: boolean;
  operation: string;
  message: string;
}

export interface HistoryEntry {
  commit: string;
  date: string;
  subject: string;
  migration?: string;
  changes: HistoryChange[];
}

/**
 * Same sections as the changelog script's Markdown (scripts/src/changelog): a removal is a
 * removal even of something deprecated (`deprecated-operation-removed`, a reached sunset).
 */
function sectionOf(rule: string): ChangelogSection {
  if (/(^|-)removed($|-)/.test(rule)) return "Removed";
  if (rule.includes("deprecated")) return "Deprecated";
  if (/(^|-)added($|-)/.test(rule)) return "Added";
  return "Changed";
}

/** Entries with at least one change, each change message once with every operation it touches, newest first. */
export function condenseHistory(history: HistoryEntry[]): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  for (const { commit, date, subject, migration, changes } of history) {
    if (changes.length === 0) continue;
    const sections: Partial<Record<ChangelogSection, ChangelogItem[]>> = {};
    const byKey = new Map<string, ChangelogItem>();
    for (const change of changes) {
      const section = sectionOf(change.id ?? change.kind ?? "");
      const breaking = change.breaking ?? change.level === "error";
      const key = `${section}|${breaking}|${change.message}`;
      let item = byKey.get(key);
      if (!item) {
        item = { message: change.message, breaking, operations: [] };
        byKey.set(key, item);
        sections[section] = [...(sections[section] ?? []), item];
      }
      if (!item.operations.includes(change.operation)) item.operations.push(change.operation);
    }
    entries.push({
      id: `${date.slice(0, 10)}-${commit.slice(0, 7)}`,
      commit,
      date,
      subject,
      ...(migration ? { migration } : {}),
      sections,
    });
  }
  // Newest first by the day each change took effect (a provider change is committed after the
  // fact and dated by its `API-Effective` trailer); commits of one day keep their order.
  return entries.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

function summary(entry: ChangelogEntry): string {
  const counts = SECTIONS.flatMap((section) => {
    const count = entry.sections[section]?.length ?? 0;
    return count > 0 ? [`${count} ${section.toLowerCase()}`] : [];
  });
  return counts.join(", ");
}

/** At most this many operations are named per item; the rest are counted. */
const OPERATIONS_SHOWN = 8;

function operationsText(operations: string[]): string {
  const shown = operations.slice(0, OPERATIONS_SHOWN).join(", ");
  const more = operations.length - OPERATIONS_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function itemsHtml(entry: ChangelogEntry): string {
  const parts: string[] = [];
  if (entry.migration) {
    parts.push(
      `<p class="migration"><strong>Migration:</strong> ${escapeXml(entry.migration)}</p>`,
    );
  }
  for (const section of SECTIONS) {
    const items = entry.sections[section];
    if (!items) continue;
    parts.push(`<h3>${section}</h3>`, "<ul>");
    for (const item of items) {
      const marker = item.breaking ? "<strong>Breaking:</strong> " : "";
      parts.push(
        `<li>${marker}${escapeXml(item.message)} <span class="ops">(${escapeXml(operationsText(item.operations))})</span></li>`,
      );
    }
    parts.push("</ul>");
  }
  return parts.join("\n");
}

export function changelogHtml(title: string, entries: ChangelogEntry[]): string {
  const body = entries.map(
    (entry) => `<section id="${entry.id}" aria-labelledby="${entry.id}-title">
<h2 id="${entry.id}-title"><a href="#${entry.id}">${entry.date.slice(0, 10)}</a>: ${escapeXml(summary(entry))}</h2>
<p class="subject">${escapeXml(entry.subject)} (<code>${entry.commit.slice(0, 7)}</code>)</p>
${itemsHtml(entry)}
</section>`,
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeXml(title)} changelog</title>
<link rel="icon" type="image/svg+xml" href="./favicon.svg" />
<link rel="alternate" type="application/rss+xml" title="${escapeXml(title)} changelog" href="./changelog.xml" />
<style>
body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; color: #1a1a1a; }
h2 { border-top: 1px solid #ccc; padding-top: 1rem; }
h2 a { color: #0b2545; }
.ops, .subject { color: #4a4a4a; }
nav a { margin-right: 1rem; color: #0b2545; }
</style>
</head>
<body>
<header>
<nav aria-label="Site"><a href="./">API reference</a><a href="./changelog.xml">RSS feed</a><a href="./changelog.md">Markdown</a></nav>
<h1>${escapeXml(title)} changelog</h1>
<p>Every change to the API, newest first, from the spec's history. Subscribe with the <a href="./changelog.xml">RSS feed</a>.</p>
</header>
<main>
${body.join("\n")}
</main>
</body>
</html>
`;
}

export function changelogMarkdown(title: string, entries: ChangelogEntry[]): string {
  const lines = [`# ${title} changelog`, "", "Newest first. [RSS feed](changelog.xml).", ""];
  for (const entry of entries) {
    lines.push(
      `## ${entry.date.slice(0, 10)}: ${summary(entry)} (${entry.commit.slice(0, 7)})`,
      "",
    );
    if (entry.migration) lines.push(`**Migration:** ${entry.migration}`, "");
    for (const section of SECTIONS) {
      const items = entry.sections[section];
      if (!items) continue;
      lines.push(`### ${section}`, "");
      for (const item of items) {
        const marker = item.breaking ? "**Breaking:** " : "";
        lines.push(`- ${marker}${item.message} (${operationsText(item.operations)})`);
      }
      lines.push("");
    }
  }
  return lines.join("\n");
}

/** RSS 2.0; `siteUrl` is the absolute URL the site is served at (RSS links must be absolute). */
export function changelogRss(title: string, siteUrl: string, entries: ChangelogEntry[]): string {
  const base = new URL(siteUrl);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  const page = new URL("changelog.html", base).href;
  const newest = entries[0]?.date;
  const items = entries.map(
    (entry) => `    <item>
      <title>${escapeXml(`${entry.date.slice(0, 10)}: ${summary(entry)}`)}</title>
      <link>${escapeXml(`${page}#${entry.id}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${page}#${entry.id}`)}</guid>
      <pubDate>${new Date(entry.date).toUTCString()}</pubDate>
      <description>${escapeXml(itemsHtml(entry))}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${title} changelog`)}</title>
    <link>${escapeXml(page)}</link>
    <description>${escapeXml(`Changes to the ${title}, from its OpenAPI spec's history.`)}</description>
    <language>en</language>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
