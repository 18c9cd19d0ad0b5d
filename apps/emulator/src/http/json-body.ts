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
  if (text === undefined) return;
  cachedText.set(value, text);
  // Its UTF-8 bytes too: a response made of cached views is then copied, not encoded again.
  cachedBytes.set(value, Buffer.from(text));
}

const cachedBytes = new WeakMap<object, Buffer>();

/** Collects a response: text, and the cached bytes of remembered objects as they are. */
class BodyWriter {
  readonly parts: Buffer[] = [];
  text = "";

  bytes(bytes: Buffer): void {
    if (this.text !== "") {
      this.parts.push(Buffer.from(this.text));
      this.text = "";
    }
    this.parts.push(bytes);
  }
}

/** Like `serializeValue`, into `writer`; false when the value has no JSON form. */
function writeValue(value: unknown, writer: BodyWriter): boolean {
  if (typeof value === "object" && value !== null) {
    const bytes = cachedBytes.get(value);
    if (bytes !== undefined) {
      writer.bytes(bytes);
      return true;
    }
    if (!cachedText.has(value) && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
      if (Array.isArray(value)) {
        writer.text += "[";
        for (let index = 0; index < value.length; index += 1) {
          if (index > 0) writer.text += ",";
          if (!writeValue(value[index], writer)) writer.text += "null";
        }
        writer.text += "]";
        return true;
      }
      writer.text += "{";
      let first = true;
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key];
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        writer.text += `${first ? "" : ","}${JSON.stringify(key)}:`;
        first = false;
        writeValue(item, writer);
      }
      writer.text += "}";
      return true;
    }
  }
  const text = serializeValue(value);
  if (text === undefined) return false;
  writer.text += text;
  return true;
}

/**
 * The body of a response: the same JSON as `serializeJson`, as bytes when it embeds remembered
 * views (copied from their cached bytes), as text otherwise.
 */
export function serializeJsonBody(body: unknown): string | Buffer {
  const writer = new BodyWriter();
  if (!writeValue(body, writer)) return "null";
  if (writer.parts.length === 0) return writer.text;
  if (writer.text !== "") writer.parts.push(Buffer.from(writer.text));
  return Buffer.concat(writer.parts);
}
