// What changed in the public API: the entries the docs publish as their changelog feed
// (copied at build into src/generated/api-history.json), newest first.

import { formatDate } from "../format/dates";
import history from "../generated/api-history.json";

interface Change {
  message: string;
  breaking: boolean;
  operations?: string[];
}
interface Entry {
  id: string;
  date: string;
  subject: string;
  /** How to move on from a breaking change (the spec commit's API-Migration trailer). */
  migration?: string;
  /** Added, Changed, Deprecated, Removed: only the sections an entry has. */
  sections: Partial<Record<string, Change[]>>;
}

const ENTRIES = (history as readonly Entry[]).slice().sort((a, b) => b.date.localeCompare(a.date));

export function ChangelogView() {
  return (
    <section>
      <h1>API changelog</h1>
      <p>What changed in the public API, as the docs' changelog feed lists it.</p>
      {ENTRIES.length === 0 && <p class="empty">No API changes recorded yet.</p>}
      {ENTRIES.map((entry) => (
        <details key={entry.id} class="change" data-entry={entry.id}>
          <summary>
            <strong>{formatDate(entry.date)}</strong> {entry.subject} (
            {Object.values(entry.sections).reduce(
              (sum, changes) => sum + (changes?.length ?? 0),
              0,
            )}{" "}
            changes)
          </summary>
          {entry.migration && <p class="migration">Migration: {entry.migration}</p>}
          {Object.entries(entry.sections).map(([section, changes = []]) => (
            <div key={section}>
              <h3>{section}</h3>
              <ul>
                {changes.map((change) => (
                  <li key={change.message}>
                    {change.breaking && <strong class="breaking">Breaking: </strong>}
                    {change.message}
                    {change.operations && change.operations.length > 0 && (
                      <details>
                        <summary>
                          {change.operations.length} operation
                          {change.operations.length === 1 ? "" : "s"}
                        </summary>
                        <p>{change.operations.join(", ")}</p>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
