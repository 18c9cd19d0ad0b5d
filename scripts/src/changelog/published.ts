// The changelog as users read it (the docs' page and feed, the console's view): the entries of
// spec/changes/, newest first by the day they take effect, and for each deprecation with a
// sunset date a second entry on that day, when the deprecated things stop working. A page
// shows an entry dated after its build day as upcoming (`isUpcoming`).
import type { ChangeEntry, Kind } from "./entries.js";

export interface PublishedEntry {
  id: string;
  /** The day it takes effect for users, `YYYY-MM-DD`. */
  date: string;
  kind: Kind;
  breaking: boolean;
  title: string;
  text: string;
  operations: string[];
  fields: string[];
  announced?: string;
  announcement?: string;
  sunset?: string;
  replacement?: string;
  initial?: boolean;
  /** The id of the deprecation whose sunset this entry is. */
  sunsetOf?: string;
}

function list(items: string[]): string {
  const quoted = items.map((item) => `\`${item}\``);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** What happens on a sunset day, when the entry does not say it in its own words. */
function defaultSunsetText(entry: ChangeEntry): string {
  const told = `As announced on ${entry.effective}: `;
  const instead = entry.replacement ? ` Use ${entry.replacement} instead.` : "";
  if (entry.operations.length > 0 && entry.fields.length === 0) {
    return `${told}${list(entry.operations)} now answer${entry.operations.length === 1 ? "s" : ""} \`410 deprecated_api_endpoint\` (with \`error.details.announcement\`).${instead}`;
  }
  return `${told}${list(entry.fields)} ${entry.fields.length === 1 ? "is" : "are"} no longer accepted in requests (\`422 invalid_input\`) nor sent in responses.${instead}`;
}

function sunsetTitle(entry: ChangeEntry): string {
  const items = entry.operations.length > 0 ? entry.operations : entry.fields;
  return items.length > 0 && items.length <= 3
    ? `Sunset of ${list(items)}`
    : `Sunset: ${entry.title}`;
}

function sunsetEntry(entry: ChangeEntry, sunset: string): PublishedEntry {
  return {
    id: `${entry.id}-sunset`,
    date: sunset,
    kind: "removed",
    breaking: true,
    title: sunsetTitle(entry),
    text: entry.sunsetText ?? defaultSunsetText(entry),
    operations: entry.operations,
    fields: entry.fields,
    announced: entry.effective,
    ...(entry.announcement ? { announcement: entry.announcement } : {}),
    ...(entry.replacement ? { replacement: entry.replacement } : {}),
    sunsetOf: entry.id,
  };
}

const KIND_ORDER: Record<Kind, number> = { removed: 0, deprecated: 1, changed: 2, added: 3 };

export function publishChangelog(entries: ChangeEntry[]): PublishedEntry[] {
  const published: PublishedEntry[] = [];
  for (const entry of entries) {
    const { effective, sunsetText: _, ...rest } = entry;
    published.push({ date: effective, ...rest });
    if (entry.kind === "deprecated" && entry.sunset)
      published.push(sunsetEntry(entry, entry.sunset));
  }
  // Newest first; on one day, removals before deprecations before changes before additions.
  return published.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.id.localeCompare(b.id),
  );
}

/** Whether the entry takes effect after `now` (pages show it as upcoming). */
export function isUpcoming(entry: { date: string }, now: Date): boolean {
  return Date.parse(`${entry.date}T00:00:00Z`) > now.getTime();
}
