// The deprecation policy's numbers (spec/README.md, "Deprecation policy"): how much notice a
// sunset date gives clients, by the operation's `x-stability-level`. The gate warns when a new
// date gives less (`sunset-notice-too-short`); draft and alpha operations promise no notice.

const DAY = 24 * 60 * 60 * 1000;

/** Days between the day a sunset date is set and that date, at least. */
export const NOTICE_DAYS = { stable: 90, beta: 30 } as const;

/**
 * The notice an operation at this level is owed, in days; undefined when none (draft, alpha).
 * No level, or one the gate does not know, is owed the stable notice.
 */
export function noticeDays(stability: string | undefined): number | undefined {
  if (stability === "draft" || stability === "alpha") return undefined;
  return stability === "beta" ? NOTICE_DAYS.beta : NOTICE_DAYS.stable;
}

/** Whole days from `now` to `date`, rounded down (negative once the date has passed). */
export function daysUntil(date: Date, now: Date): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY);
}
