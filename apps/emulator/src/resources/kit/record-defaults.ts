// Values most records keep as created: one frozen object shared by every record that has it,
// instead of a copy each. With 10,000 servers the store held 30,000 such copies (each server's
// protection, and its two primary IPs' labels and protection: about 2 MB of the heap). Handlers
// replace these values (`record.labels = ...`, `record.protection = ...`), never change them in
// place; frozen, a change in place throws instead of changing every record at once. Records
// read back from the durable store, a snapshot or a state file hold copies, which is as correct.
/** No labels. */
export const NO_LABELS: Record<string, string> = Object.freeze({});

/** Delete protection off (kinds with only delete protection). */
export const NO_DELETE_PROTECTION: { delete: boolean } = Object.freeze({ delete: false });

/** Delete and rebuild protection off (servers). */
export const NO_SERVER_PROTECTION: { delete: boolean; rebuild: boolean } = Object.freeze({
  delete: false,
  rebuild: false,
});
