/**
 * Response bodies as JSON, with the text of immutable objects computed once. Every server view
 * embeds its server type, location and image from the seeded catalog, about three
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
 * the body is written as is. Each view's bytes are kept with a leading comma (`separated`: in
 * a page each view but the first goes out with its separator in one piece) and, sharing the
 * same memory, without it (`bare`).
 */
const cachedBytes = new WeakMap<object, { separated: Buffer; bare: Buffer }>();

/**
 * Remembers the JSON text and bytes of `value` without freezing it: for views cached while the
 * store is unchanged (see view-cache.ts), which nobody changes once built. They are used
 * whenever the same object is serialized again.
 */
export function rememberJson(value: object): void {
  const text = serializeValue(value);
  if (text === undefined) return;
  cachedText.set(value, text);
  const separated = Buffer.from(`,${text}`);
  cachedBytes.set(value, { separated, bare: separated.subarray(1) });
}

/** Parts of a body: texts, and the bytes of remembered views between them. */
class BodyPieces {
  readonly parts: (string | Buffer)[] = [];
  hasBytes = false;
  text = "";

  bytes(buffer: Buffer): void {
    this.flush();
    this.parts.push(buffer);
    this.hasBytes = true;
  }

  flush(): void {
    if (this.text === "") return;
    this.parts.push(this.text);
    this.text = "";
  }
}

/** As `serializeValue`, into `out`; false when the value has no JSON form (left out). */
function writeValue(value: unknown, out: BodyPieces): boolean {
  if (typeof value === "object" && value !== null) {
    const bytes = cachedBytes.get(value);
    if (bytes !== undefined) {
      out.bytes(bytes.bare);
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
            out.bytes(bytes.separated);
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
 * Bodies made of remembered views, recently sent, by their parts (texts compared by value,
 * views' bytes by identity: equal parts are equal bytes). A body sent a second time is joined
 * into one Buffer, kept here and sent as is from then on: polling the same page (what
 * automation waiting for a state does, and the bench's list rows) then costs one write of one
 * buffer instead of one piece per view, about a tenth of the CPU of such a request. A body
 * seen once is sent in pieces, so one that never repeats costs no copy. The views' bytes are
 * immutable and a changed view is a new object, so a kept body never goes stale; at most
 * `SEEN_LIMIT` are kept (~70 kB each for a full page of servers).
 */
interface SeenBody {
  parts: readonly (string | Buffer)[];
  joined?: Buffer;
}
const SEEN_LIMIT = 4;
const seenBodies: SeenBody[] = [];

function sameParts(a: readonly (string | Buffer)[], b: readonly (string | Buffer)[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return false;
  }
  return true;
}

function asPieces(parts: readonly (string | Buffer)[]): { pieces: Buffer[]; length: number } {
  const pieces: Buffer[] = [];
  let length = 0;
  for (const part of parts) {
    const piece = typeof part === "string" ? Buffer.from(part) : part;
    pieces.push(piece);
    length += piece.length;
  }
  return { pieces, length };
}

/**
 * The body to send: the same bytes as `JSON.stringify(body)` in UTF-8. Pieces when it embeds
 * remembered views (their bytes are written as they are), otherwise the text.
 */
export function serializeJsonBody(body: unknown): JsonBody {
  const out = new BodyPieces();
  if (!writeValue(body, out)) return "null";
  if (!out.hasBytes) return out.text;
  out.flush();
  const parts = out.parts;
  for (let index = 0; index < seenBodies.length; index += 1) {
    const seen = seenBodies[index] as SeenBody;
    if (!sameParts(seen.parts, parts)) continue;
    if (index > 0) {
      seenBodies.splice(index, 1);
      seenBodies.unshift(seen);
    }
    if (!seen.joined) {
      const { pieces, length } = asPieces(parts);
      seen.joined = Buffer.concat(pieces, length);
    }
    return { pieces: [seen.joined], length: seen.joined.length };
  }
  seenBodies.unshift({ parts });
  if (seenBodies.length > SEEN_LIMIT) seenBodies.pop();
  return asPieces(parts);
}
