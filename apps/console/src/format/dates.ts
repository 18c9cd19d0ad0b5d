// Every date of the console in one readable format, in the viewer's own time zone.
const FORMAT = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** `2026-11-25T19:20:47Z` → e.g. `Nov 25, 2026, 20:20:47` (local); empty for no date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : FORMAT.format(at);
}
