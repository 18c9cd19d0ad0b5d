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
 * The UTF-8 bytes of remembered views (see `rememberJson`). A list page of 25 servers is ~68 kB;
 * sent as one string, Node measured its length (flattening the concatenated text) and then
 * encoded it again on write, about a fifth of the CPU of such a request. Built from these bytes,
 * the body is one copy and is written as is.
 */
const cachedBytes = new WeakMap<object, Buffer>();

/**
 * Remembers the JSON text and bytes of `value` without freezing it: for views cached while the
 * store is unchanged (see view-cache.ts), which nobody changes once built. They are used
 * whenever the same object is serialized again.
 */
export function rememberJson(value: object): void {
  const text = serializeValue(value);
  if (text === undefined) return;
  cachedText.set(value, text);
  // With a leading comma: in a page of views each view but the first goes out with its
  // separator in one piece; elsewhere the same bytes are used without it.
  cachedBytes.set(value, Buffer.from(`,${text}`));
}

/** Pieces of a body: text between the bytes of remembered views. */
class BodyPieces {
  readonly buffers: Buffer[] = [];
  text = "";
  length = 0;

  bytes(buffer: Buffer): void {
    this.flush();
    this.buffers.push(buffer);
    this.length += buffer.length;
  }

  flush(): void {
    if (this.text === "") return;
    const buffer = Buffer.from(this.text);
    this.text = "";
    this.buffers.push(buffer);
    this.length += buffer.length;
  }
}

/** As `serializeValue`, into `out`; false when the value has no JSON form (left out). */
function writeValue(value: unknown, out: BodyPieces): boolean {
  if (typeof value === "object" && value !== null) {
    const bytes = cachedBytes.get(value);
    if (bytes !== undefined) {
      // Kept with a leading comma (see `rememberJson`): here, without it.
      out.bytes(bytes.subarray(1));
      return true;
    }
    if (!cachedText.has(value) && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
      if (Array.isArray(value)) {
        out.text += "[";
        for (let index = 0; index < value.length; index += 1) {
          const item: unknown = value[index];
          const bytes =
            typeof item === "object" && item !== null ? cachedBytes.get(item) : undefined;
          if (bytes !== undefined && index > 0) {
            out.bytes(bytes);
            continue;
          }
          if (index > 0) out.text += ",";
          if (!writeValue(item, out)) out.text += "null";
        }
        out.text += "]";
        return true;
      }
      out.text += "{";
      let first = true;
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key];
        if (typeof item === "object" && item !== null) {
          // Objects may hold remembered views: written in place, taken back when the value
          // turns out to have no JSON form (a `toJSON` answering undefined).
          const mark = out.text;
          out.text += `${first ? "" : ","}${JSON.stringify(key)}:`;
          if (writeValue(item, out)) first = false;
          else out.text = mark;
          continue;
        }
        const text = serializeValue(item);
        if (text === undefined) continue;
        out.text += `${first ? "" : ","}${JSON.stringify(key)}:${text}`;
        first = false;
      }
      out.text += "}";
      return true;
    }
  }
  const text = serializeValue(value);
  if (text === undefined) return false;
  out.text += text;
  return true;
}

/** A body to send: text, or UTF-8 pieces to be written one after the other. */
export type JsonBody = string | { pieces: Buffer[]; length: number };

/**
 * The body to send: the same bytes as `JSON.stringify(body)` in UTF-8. Pieces when it embeds
 * remembered views (their bytes are written as they are, not copied), otherwise the text.
 */
export function serializeJsonBody(body: unknown): JsonBody {
  const out = new BodyPieces();
  if (!writeValue(body, out)) return "null";
  if (out.buffers.length === 0) return out.text;
  out.flush();
  return { pieces: out.buffers, length: out.length };
}
