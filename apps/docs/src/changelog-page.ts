// The API changelog as the docs publish it: a page (`changelog.html`, an anchor per entry), the
// same in Markdown for programs (`changelog.md`), and an RSS 2.0 feed (`changelog.xml`). The input
// is changelog/api-changelog.json: the entries of spec/changes/ as `pnpm changelog:api entries
// --json` publishes them (a sunset day of a deprecation is an entry of its own), newest first.
// An entry dated after the build day is upcoming: the page shows it as such, the feed leaves it
// out until a build on or after its day (then it is news).

import { specDocument } from "@cloud-api/spec/documents";

export type ChangeKind = "added" | "changed" | "deprecated" | "removed";

export interface ChangelogEntry {
  /** The anchor in changelog.html: the entry file's name (`2026-07-01-datacenter-field-removed`). */
  id: string;
  /** The day it takes effect for users, `YYYY-MM-DD`. */
  date: string;
  kind: ChangeKind;
  breaking: boolean;
  title: string;
  /** For users: what changed, who is affected, what to do; `code` in backticks. */
  text: string;
  operations: string[];
  fields: string[];
  announced?: string;
  announcement?: string;
  sunset?: string;
  replacement?: string;
  initial?: boolean;
  /** The deprecation whose sunset day this entry is. */
  sunsetOf?: string;
  /** The API document its operations belong to when not the Cloud API (`hetzner`). */
  api?: string;
}

/** "Operations" or, for another API's entry, "Operations of the Hetzner API". */
function operationsLabel(entry: ChangelogEntry): string {
  return entry.api ? `Operations of the ${specDocument(entry.api).title}` : "Operations";
}

const KIND_LABEL: Record<ChangeKind, string> = {
  added: "Added",
  changed: "Changed",
  deprecated: "Deprecated",
  removed: "Removed",
};

export function isUpcoming(entry: { date: string }, now: Date): boolean {
  return Date.parse(`${entry.date}T00:00:00Z`) > now.getTime();
}

/** At most this many operations are named per entry; the rest are counted. */
const OPERATIONS_SHOWN = 8;

function operationsText(operations: string[], code = (op: string) => op): string {
  const shown = operations.slice(0, OPERATIONS_SHOWN).map(code).join(", ");
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

/** Escaped text with `code` spans as <code>. */
export function inlineHtml(text: string): string {
  return escapeXml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** "Removed, breaking" / "Deprecated" / "Upcoming on 2026-10-01: removed, breaking". */
function labelOf(entry: ChangelogEntry, now: Date): string {
  const kind = `${KIND_LABEL[entry.kind]}${entry.breaking ? ", breaking" : ""}`;
  return isUpcoming(entry, now) ? `Upcoming on ${entry.date}: ${kind.toLowerCase()}` : kind;
}

function sunsetNote(entry: ChangelogEntry, now: Date): string | undefined {
  if (!entry.sunset) return undefined;
  const when = isUpcoming({ date: entry.sunset }, now) ? "stops working on" : "stopped working on";
  return `${when} ${entry.sunset}`;
}

function entryHtml(entry: ChangelogEntry, now: Date): string {
  const parts = [
    `<p class="label">${escapeXml(labelOf(entry, now))}</p>`,
    `<p>${inlineHtml(entry.text)}</p>`,
  ];
  const sunset = sunsetNote(entry, now);
  if (sunset) {
    parts.push(
      `<p class="sunset"><strong>Sunset:</strong> ${escapeXml(sunset)} (<a href="#${entry.id}-sunset">its sunset entry</a>)${entry.replacement ? `; use ${inlineHtml(entry.replacement)}` : ""}.</p>`,
    );
  }
  if (entry.sunsetOf) {
    parts.push(
      `<p class="sunset">Announced on ${escapeXml(entry.announced ?? "")}: <a href="#${entry.sunsetOf}">the deprecation</a>.</p>`,
    );
  }
  if (entry.operations.length > 0) {
    const code = (op: string) => `<code>${escapeXml(op)}</code>`;
    parts.push(
      `<p class="ops">${escapeXml(operationsLabel(entry))}: ${operationsText(entry.operations, code)}</p>`,
    );
  }
  if (entry.fields.length > 0) {
    parts.push(`<p class="ops">Fields: ${escapeXml(entry.fields.join(", "))}</p>`);
  }
  if (entry.announcement) {
    parts.push(
      `<p class="ops"><a href="${escapeXml(entry.announcement)}">The provider's announcement</a>${entry.announced && !entry.sunsetOf ? ` (announced ${escapeXml(entry.announced)})` : ""}</p>`,
    );
  }
  return parts.join("\n");
}

export function changelogHtml(title: string, entries: ChangelogEntry[], now: Date): string {
  const body = entries.map(
    (
      entry,
    ) => `<section id="${entry.id}" class="entry${isUpcoming(entry, now) ? " upcoming" : ""}" aria-labelledby="${entry.id}-title">
<h2 id="${entry.id}-title"><a href="#${entry.id}">${entry.date}</a>: ${inlineHtml(entry.title)}</h2>
${entryHtml(entry, now)}
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
h2 { border-top: 1px solid #ccc; padding-top: 1rem; font-size: 1.25rem; }
h2 a, a { color: #0b2545; }
.label { font-weight: 600; color: #4a4a4a; margin: 0; }
.upcoming .label { color: #7a3b00; }
.ops { color: #4a4a4a; }
code { background: #f0f0f0; padding: 0 0.2em; }
nav a { margin-right: 1rem; }
</style>
</head>
<body>
<header>
<nav aria-label="Site"><a href="./">API reference</a><a href="./deprecations.html">Deprecations and sunsets</a><a href="./changelog.xml">RSS feed</a><a href="./changelog.md">Markdown</a></nav>
<h1>${escapeXml(title)} changelog</h1>
<p>Every change to the API, newest first by the day it takes effect for users; upcoming ones first. Subscribe with the <a href="./changelog.xml">RSS feed</a>.</p>
</header>
<main>
${body.join("\n")}
</main>
</body>
</html>
`;
}

export function changelogMarkdown(title: string, entries: ChangelogEntry[], now: Date): string {
  const lines = [
    `# ${title} changelog`,
    "",
    "Newest first by the day each change takes effect. [RSS feed](changelog.xml). [Deprecations and sunsets](deprecations.md).",
    "",
  ];
  for (const entry of entries) {
    lines.push(
      `## ${entry.date}: ${entry.title}`,
      "",
      `*${labelOf(entry, now)}*`,
      "",
      entry.text,
      "",
    );
    const sunset = sunsetNote(entry, now);
    if (sunset) {
      lines.push(
        `**Sunset:** ${sunset}${entry.replacement ? `; use ${entry.replacement}` : ""}.`,
        "",
      );
    }
    if (entry.operations.length > 0) {
      lines.push(`${operationsLabel(entry)}: ${operationsText(entry.operations)}`, "");
    }
    if (entry.fields.length > 0) lines.push(`Fields: ${entry.fields.join(", ")}`, "");
    if (entry.announcement) lines.push(`Announcement: ${entry.announcement}`, "");
  }
  return lines.join("\n");
}

/**
 * RSS 2.0; `siteUrl` is the absolute URL the site is served at (RSS links must be absolute).
 * Entries after `now` are left out: a feed item is news the day it takes effect (the
 * deprecation's own item already announced the day).
 */
export function changelogRss(
  title: string,
  siteUrl: string,
  entries: ChangelogEntry[],
  now: Date,
): string {
  const base = new URL(siteUrl);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  const page = new URL("changelog.html", base).href;
  const current = entries.filter((entry) => !isUpcoming(entry, now));
  const newest = current[0]?.date;
  const items = current.map(
    (entry) => `    <item>
      <title>${escapeXml(`${entry.date}: ${entry.title}`)}</title>
      <link>${escapeXml(`${page}#${entry.id}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${page}#${entry.id}`)}</guid>
      <pubDate>${new Date(`${entry.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(entryHtml(entry, now))}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${title} changelog`)}</title>
    <link>${escapeXml(page)}</link>
    <description>${escapeXml(`Changes to the ${title}, by the day they take effect.`)}</description>
    <language>en</language>
${newest ? `    <lastBuildDate>${new Date(`${newest}T00:00:00Z`).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
