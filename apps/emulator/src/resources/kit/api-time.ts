/** The last second written and its text: records made in the same second share one string. */
let lastSecond = Number.NaN;
let lastText = "";

/** A time as the API writes it: ISO 8601 in UTC, whole seconds (`2016-01-30T23:55:00Z`). */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    // toISOString always ends in `.sssZ`; the API writes times without the milliseconds.
    // `replace` builds one flat string (a slice plus "Z" would keep three objects per record).
    lastText = new Date(second * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
    lastSecond = second;
  }
  return lastText;
}
