// Answers are JSON text. The catalog entries (server types, locations, datacenters, images, ISOs,
// load balancer types) never change while the emulator runs, and every server, volume or primary
// IP view embeds some: three quarters of a server's bytes. Their text is written once here; a
// view still holds the entry itself, and `serializeAnswer` puts the stored text in its place.
// Answers are sent as bytes: the entries' text is kept UTF-8 encoded as well, so an answer's
// bytes are its own few fields encoded and the entries' bytes copied, instead of one string
// that is searched, measured and encoded whole.
// Switch: CLOUD_API_JSON_FRAGMENTS=off (config.ts `jsonFragments`): startEmulator then marks no
// entry, and answers without a marked entry are plain JSON.stringify.
import { randomBytes } from "node:crypto";

/** A marker no request can produce: JSON escapes the NULs, and the nonce is this process's. */
const NONCE = randomBytes(8).toString("hex");
const MARKER = new RegExp(`"\\\\u0000${NONCE}:(\\d+)\\\\u0000"`, "g");
const texts: string[] = [];
const encoded: Buffer[] = [];

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Marks `entry` as immutable (deeply frozen) and stores its JSON text; answers that embed it get
 * that text. Returns the entry.
 */
export function immutableEntry<T extends object>(entry: T): T {
  if (Object.hasOwn(entry, "toJSON")) return entry;
  // Entries nested in this one that were marked before are written out in full here.
  const text = serializeText(entry);
  const index = texts.push(text) - 1;
  encoded.push(Buffer.from(text));
  const marker = `\u0000${NONCE}:${index}\u0000`;
  Object.defineProperty(entry, "toJSON", { value: () => marker, enumerable: false });
  deepFreeze(entry);
  return entry;
}

/** The JSON text of a value, entries included. */
function serializeText(body: unknown): string {
  const text = JSON.stringify(body);
  if (!text.includes("\\u0000")) return text;
  return text.replace(MARKER, (_, index: string) => texts[Number(index)] as string);
}

/** An answer's body: its JSON text, or the same as UTF-8 bytes when it embeds entries. */
export function serializeAnswer(body: unknown): string | Buffer {
  const text = JSON.stringify(body);
  if (!text.includes("\\u0000")) return text;
  const pieces: (string | Buffer)[] = [];
  let length = 0;
  let from = 0;
  MARKER.lastIndex = 0;
  for (let match = MARKER.exec(text); match !== null; match = MARKER.exec(text)) {
    if (match.index > from) {
      const own = text.slice(from, match.index);
      pieces.push(own);
      length += Buffer.byteLength(own);
    }
    const entry = encoded[Number(match[1])] as Buffer;
    pieces.push(entry);
    length += entry.length;
    from = MARKER.lastIndex;
  }
  if (from < text.length) {
    const own = text.slice(from);
    pieces.push(own);
    length += Buffer.byteLength(own);
  }
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) {
    at += typeof piece === "string" ? bytes.write(piece, at) : piece.copy(bytes, at);
  }
  return bytes;
}
