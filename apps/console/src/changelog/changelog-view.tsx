// What changed in the public API: the entries the docs publish as their changelog and feed (the
// files of spec/changes/, copied at build into src/generated/api-changelog.json), in the docs'
// order: newest first by the day each takes effect. One dated after today is upcoming.

import entries from "../generated/api-changelog.json";

interface Entry {
  id: string;
  /** The day it takes effect for users, YYYY-MM-DD. */
  date: string;
  kind: string;
  breaking: boolean;
  title: string;
  text: string;
  operations: string[];
  fields: string[];
  sunset?: string;
  replacement?: string;
  announcement?: string;
}

const ENTRIES = entries as readonly Entry[];

function upcoming(day: string): boolean {
  return Date.parse(`${day}T00:00:00Z`) > Date.now();
}

export function ChangelogView() {
  return (
    <section>
      <h1>API changelog</h1>
      <p>What changed in the public API, as the docs' changelog feed lists it.</p>
      {ENTRIES.length === 0 && <p class="empty">No API changes recorded yet.</p>}
      {ENTRIES.map((entry) => (
        <details key={entry.id} class="change" data-entry={entry.id}>
          <summary>
            <strong>{entry.date}</strong> {entry.title} ({upcoming(entry.date) ? "upcoming, " : ""}
            {entry.kind}
            {entry.breaking ? ", breaking" : ""})
          </summary>
          <p>{entry.text}</p>
          {entry.sunset && (
            <p class="migration">
              Sunset: {upcoming(entry.sunset) ? "stops working on" : "stopped working on"}{" "}
              {entry.sunset}
              {entry.replacement ? `; use ${entry.replacement}` : ""}.
            </p>
          )}
          {entry.operations.length > 0 && (
            <details>
              <summary>
                {entry.operations.length} operation{entry.operations.length === 1 ? "" : "s"}
              </summary>
              <p>{entry.operations.join(", ")}</p>
            </details>
          )}
          {entry.fields.length > 0 && <p>Fields: {entry.fields.join(", ")}</p>}
        </details>
      ))}
    </section>
  );
}
