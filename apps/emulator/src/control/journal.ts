import type { components, operations } from "../generated/control-api.js";

/**
 * One request as the journal keeps it (the control API's `JournalEntry`): never a header, a
 * token or a body.
 */
export type JournalEntry = components["schemas"]["JournalEntry"];

/** What `GET /journal` filters on (its query parameters). */
export type JournalFilter = NonNullable<operations["list_journal"]["parameters"]["query"]>;

/** An entry as recorded: the time as a number, written out only when the journal is read. */
export type RecordedEntry = Omit<JournalEntry, "time"> & { timeMs: number };

function published(entry: RecordedEntry): JournalEntry {
  const { timeMs, ...rest } = entry;
  return { time: new Date(timeMs).toISOString(), ...rest };
}

/** The last `capacity` requests, oldest first; a ring, so memory stays bounded. */
export class RequestJournal {
  private readonly entries: (RecordedEntry | undefined)[];
  private next = 0;
  private size = 0;

  constructor(readonly capacity: number) {
    this.entries = new Array(capacity);
  }

  record(entry: RecordedEntry): void {
    if (this.capacity === 0) return;
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  clear(): void {
    this.entries.fill(undefined);
    this.next = 0;
    this.size = 0;
  }

  /** Matching entries, oldest first; with `limit`, the newest `limit` of them. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const result: JournalEntry[] = [];
    const start = (this.next - this.size + this.capacity) % this.capacity;
    for (let i = 0; i < this.size; i++) {
      const entry = this.entries[(start + i) % this.capacity];
      if (!entry) continue;
      if (filter.operation_id !== undefined && entry.operation_id !== filter.operation_id) continue;
      if (filter.project !== undefined && entry.project !== filter.project) continue;
      if (filter.method !== undefined && entry.method !== filter.method.toUpperCase()) continue;
      if (filter.status !== undefined && entry.status !== filter.status) continue;
      if (filter.error_code !== undefined && entry.error_code !== filter.error_code) continue;
      result.push(published(entry));
    }
    return filter.limit === undefined ? result : result.slice(-filter.limit);
  }
}
