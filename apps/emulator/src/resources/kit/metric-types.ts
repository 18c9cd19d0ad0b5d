/**
 * The kinds a metrics request asks for: `type` may be repeated (hcloud-go) and/or hold several
 * kinds separated by commas (hcloud-python joins them), as the API documents for both metrics
 * endpoints. Duplicates count once.
 */
export function requestedMetricTypes(value: unknown): string[] {
  const values = Array.isArray(value)
    ? value.map(String)
    : value === undefined
      ? []
      : [String(value)];
  return [...new Set(values.flatMap((entry) => entry.split(",")))];
}
