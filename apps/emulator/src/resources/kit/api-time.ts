let lastSecond = Number.NaN;
let lastText = "";

/** A time as the API writes it: ISO 8601 in UTC, whole seconds (`2016-01-30T23:55:00Z`). */
export function isoTime(ms: number): string {
  // The same text for every record made in the same second: one string, not thousands.
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    // toISOString always ends in `.sssZ`; the API writes times without the milliseconds.
    lastText = `${new Date(second * 1000).toISOString().slice(0, -5)}Z`;
    lastSecond = second;
  }
  return lastText;
}
