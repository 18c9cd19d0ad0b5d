// Medians and ratios: the only summaries the report uses, so one slow repetition (a GC pause, a
// neighbour on the machine) moves a figure less than a mean would.

/** Median of the samples; throws on an empty list because a missing figure must not read as 0. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error("median: no samples were measured");
  for (const sample of samples) {
    if (!Number.isFinite(sample))
      throw new Error(`median: sample ${sample} is not a finite number`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** `numerator / denominator`, or null when the denominator is 0 (no figure rather than Infinity). */
export function ratio(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return numerator / denominator;
}

/** Rounds for display and JSON: enough digits to compare runs, not noise. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A measured figure with every repetition kept, so a reader can see the spread. */
export interface Sampled {
  median: number;
  samples: number[];
}

export function sampled(samples: readonly number[], digits = 2): Sampled {
  return { median: round(median(samples), digits), samples: samples.map((s) => round(s, digits)) };
}
