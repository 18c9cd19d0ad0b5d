/**
 * Response bodies as JSON, with the text of immutable objects computed once. Every server view
 * embeds its server type, location, datacenter and image from the seeded catalog, about three
 * quarters of its bytes; serializing them again on each list request was the largest cost of
 * `GET /servers` after the lists stopped scanning. Objects registered here are frozen (deeply),
 * so their cached text cannot go stale.
 */
const cachedText = new WeakMap<object, string>();

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Freezes `value` and remembers its JSON text; returns it for chaining. */
export function freezeAsJson<T extends object>(value: T): T {
  deepFreeze(value);
  cachedText.set(value, JSON.stringify(value));
  return value;
}

function serializeValue(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value !== "object") return JSON.stringify(value);
  const cached = cachedText.get(value);
  if (cached !== undefined) return cached;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === "function") return serializeValue(withJson.toJSON());
  if (Array.isArray(value)) {
    let text = "[";
    for (let index = 0; index < value.length; index += 1) {
      // As JSON.stringify: what has no JSON form becomes null inside an array.
      text += `${index === 0 ? "" : ","}${serializeValue(value[index]) ?? "null"}`;
    }
    return `${text}]`;
  }
  let text = "{";
  let first = true;
  for (const key of Object.keys(value)) {
    const item = serializeValue((value as Record<string, unknown>)[key]);
    // As JSON.stringify: properties without a JSON form (undefined, functions) are left out.
    if (item === undefined) continue;
    text += `${first ? "" : ","}${JSON.stringify(key)}:${item}`;
    first = false;
  }
  return `${text}}`;
}

/** The same text as `JSON.stringify(body)`, reusing the cached text of frozen objects. */
export function serializeJson(body: unknown): string {
  return serializeValue(body) ?? "null";
}

/**
 * Remembers the JSON text of `value` without freezing it: for views cached while the store is
 * unchanged (see view-cache.ts), which nobody changes once built. The text is used whenever the
 * same object is serialized again.
 */
export function rememberJson(value: object): void {
  const text = serializeValue(value);
  if (text !== undefined) cachedText.set(value, text);
}
