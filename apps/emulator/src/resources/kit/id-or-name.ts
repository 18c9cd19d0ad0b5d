/**
 * How an "ID or name" request value reads (spec `IdOrName`): a JSON integer or a string of
 * decimal digits is an ID (official clients send both), any other string is a name.
 */
export function readIdOrName(value: string | number): { id: number } | { name: string } {
  if (typeof value === "number") return { id: value };
  return /^\d+$/.test(value) ? { id: Number(value) } : { name: value };
}

/** An integer id sent as a number or as canonical digits (spec `ResourceIdOrDigits`). */
export function readId(value: string | number): number {
  return typeof value === "number" ? value : Number(value);
}

export function idOrName<T extends { id: number; name?: string | null }>(
  items: readonly T[],
  value: string | number,
): T | undefined {
  const reference = readIdOrName(value);
  if ("id" in reference) return items.find((item) => item.id === reference.id);
  return items.find((item) => item.name === reference.name);
}
