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

/** How an entry's stand-in starts and ends in JSON text (its NULs escaped). */
const STAND_IN_OPEN = `"\\u0000${NONCE}:`;
const STAND_IN_CLOSE = `\\u0000"`;

/** An answer's body: its JSON text, or the same as UTF-8 bytes when it embeds entries. */
export function serializeAnswer(body: unknown): string | Buffer {
  const text = JSON.stringify(body);
  let standIn = text.indexOf(STAND_IN_OPEN);
  if (standIn === -1) return text;
  // The answer's own text is encoded once. Nearly every answer is ASCII: then a character's
  // index in the text is its byte's, and the bytes around the entries are copied from there
  // (in a list of 25 servers: 81 instead of 94 µs, and 3 of 4 rounds less CPU on the mix).
  const own = Buffer.from(text);
  if (own.length !== text.length) return joinPieces(text);
  const bounds: number[] = [];
  const pieces: Buffer[] = [];
  let length = own.length;
  while (standIn !== -1) {
    const from = standIn + STAND_IN_OPEN.length;
    const close = text.indexOf(STAND_IN_CLOSE, from);
    const piece = close === -1 ? undefined : encoded[Number(text.slice(from, close))];
    if (piece === undefined) throw new Error("json-fragments: an entry's stand-in names no entry");
    const end = close + STAND_IN_CLOSE.length;
    bounds.push(standIn, end);
    pieces.push(piece);
    length += piece.length - (end - standIn);
    standIn = text.indexOf(STAND_IN_OPEN, end);
  }
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  let from = 0;
  for (let index = 0; index < pieces.length; index++) {
    at += own.copy(bytes, at, from, bounds[2 * index]);
    at += (pieces[index] as Buffer).copy(bytes, at);
    from = bounds[2 * index + 1] as number;
  }
  own.copy(bytes, at, from);
  return bytes;
}

/** The same for an answer with characters beyond ASCII: each piece of its own text encoded apart. */
function joinPieces(text: string): Buffer {
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
