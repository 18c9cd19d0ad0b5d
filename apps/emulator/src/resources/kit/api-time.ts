/** A time as the API writes it: ISO 8601 in UTC, whole seconds (`2016-01-30T23:55:00Z`). */
export function isoTime(ms: number): string {
  // toISOString always ends in `.sssZ`; the API writes times without the milliseconds.
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, -5)}Z`;
}
