// Sunset dates as the gate reads them (`x-sunset` on operations, parameters and properties, and
// the `Sunset` response header of RFC 8594): compare.ts and schema-diff.ts both judge them.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const HTTP_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * A sunset date the gate can read: `YYYY-MM-DD`, an RFC 3339 date-time, or an HTTP-date
 * (`Fri, 01 Jan 2027 00:00:00 GMT`, RFC 8594). Anything else, a day that does not exist
 * (2027-02-30) or a weekday that does not match included, is unreadable: `new Date` would
 * take `"1"` for 2001.
 */
export function parseSunsetDate(raw: unknown): Date | undefined {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? undefined : raw;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  const real = (year: string, month: number, day: string) => {
    const date = new Date(Date.UTC(Number(year), month - 1, Number(day)));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === Number(day);
  };
  const iso = ISO_DATE.exec(text) ?? ISO_DATE_TIME.exec(text);
  if (iso) {
    const [, year = "", month = "", day = ""] = iso;
    if (!real(year, Number(month), day)) return undefined;
    const date = new Date(ISO_DATE.test(text) ? `${text}T00:00:00Z` : text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const http = HTTP_DATE.exec(text);
  if (http) {
    const [, weekday = "", day = "", monthName = "", year = ""] = http;
    const month = MONTHS.indexOf(monthName) + 1;
    if (!real(year, month, day)) return undefined;
    const date = new Date(text);
    if (Number.isNaN(date.getTime()) || WEEKDAYS[date.getUTCDay()] !== weekday) return undefined;
    return date;
  }
  return undefined;
}
