// `pnpm changelog:api entries`: the published changelog as Markdown, for a terminal or a
// release note (the docs render their own page and feed from the JSON).
import type { PublishedEntry } from "./published.js";

export function renderEntriesMarkdown(entries: PublishedEntry[]): string {
  const lines = ["# API changelog", ""];
  for (const entry of entries) {
    const breaking = entry.breaking ? ", breaking" : "";
    lines.push(`## ${entry.date}: ${entry.title} (${entry.kind}${breaking})`, "", entry.text, "");
    if (entry.operations.length > 0) lines.push(`Operations: ${entry.operations.join(", ")}`, "");
    if (entry.fields.length > 0) lines.push(`Fields: ${entry.fields.join(", ")}`, "");
    if (entry.sunset) lines.push(`Sunset: ${entry.sunset}`, "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
