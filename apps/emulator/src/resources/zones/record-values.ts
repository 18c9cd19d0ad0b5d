import { isIPv4, isIPv6 } from "node:net";
import type { RRSetType } from "./records.js";

/**
 * Record values in their type's presentation format (RFC 1035 and the type's own RFC). The
 * emulator checks the shape of each type, not every semantic rule of DNS (README "Decisions").
 */

/** Collapses runs of whitespace outside double quotes to one space and trims the ends. */
export function normalizeValue(value: string): string {
  let out = "";
  let quoted = false;
  let pendingSpace = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] as string;
    if (!quoted && /\s/.test(char)) {
      pendingSpace = out !== "";
      continue;
    }
    if (pendingSpace) out += " ";
    pendingSpace = false;
    out += char;
    if (char === "\\" && quoted && index + 1 < value.length) {
      index += 1;
      out += value[index];
    } else if (char === '"') quoted = !quoted;
  }
  return out;
}

const HOST =
  /^(\*\.)?([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.?$/i;
const isHost = (token: string | undefined) =>
  token !== undefined && (token === "." || HOST.test(token));
const isUint = (token: string | undefined, max: number) =>
  token !== undefined && /^\d+$/.test(token) && Number(token) <= max;
const isHex = (token: string | undefined) => token !== undefined && /^[0-9a-f]+$/i.test(token);

function tokens(value: string): string[] {
  return value.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
}

/** Why `value` is not a valid record of `type`, or undefined when it is. */
export function recordValueProblem(type: RRSetType, value: string): string | undefined {
  if (value === "") return "must not be empty";
  if (/[\r\n]/.test(value)) return "must be a single line";
  if ((value.match(/(?<!\\)"/g) ?? []).length % 2 === 1) return "has an unterminated quote";
  const parts = tokens(value);
  const [a, b, c, d] = parts;
  switch (type) {
    case "A":
      return isIPv4(value) ? undefined : "must be an IPv4 address";
    case "AAAA":
      return isIPv6(value) ? undefined : "must be an IPv6 address";
    case "CNAME":
    case "NS":
    case "PTR":
      return parts.length === 1 && isHost(a) ? undefined : "must be one host name";
    case "MX":
      return parts.length === 2 && isUint(a, 65535) && isHost(b)
        ? undefined
        : "must be '<preference> <exchange host>'";
    case "SRV":
      return parts.length === 4 &&
        isUint(a, 65535) &&
        isUint(b, 65535) &&
        isUint(c, 65535) &&
        isHost(d)
        ? undefined
        : "must be '<priority> <weight> <port> <target host>'";
    case "CAA":
      return parts.length >= 3 && isUint(a, 255) && /^[a-z0-9]+$/i.test(b ?? "")
        ? undefined
        : "must be '<flags> <tag> \"<value>\"'";
    case "SOA":
      return parts.length === 7 &&
        isHost(a) &&
        isHost(b) &&
        parts.slice(2).every((part) => isUint(part, 4294967295))
        ? undefined
        : "must be '<mname> <rname> <serial> <refresh> <retry> <expire> <minimum>'";
    case "DS":
      return parts.length >= 4 &&
        isUint(a, 65535) &&
        isUint(b, 255) &&
        isUint(c, 255) &&
        parts.slice(3).every(isHex)
        ? undefined
        : "must be '<key tag> <algorithm> <digest type> <hex digest>'";
    case "TLSA":
      return parts.length >= 4 &&
        isUint(a, 255) &&
        isUint(b, 255) &&
        isUint(c, 255) &&
        parts.slice(3).every(isHex)
        ? undefined
        : "must be '<usage> <selector> <matching type> <hex data>'";
    case "HTTPS":
    case "SVCB":
      return parts.length >= 2 && isUint(a, 65535) && isHost(b)
        ? undefined
        : "must be '<priority> <target host> [<params>...]'";
    case "HINFO":
      return parts.length === 2 ? undefined : "must be '<cpu> <os>'";
    case "RP":
      return parts.length === 2 && isHost(a) && isHost(b)
        ? undefined
        : "must be '<mailbox> <txt host>'";
    case "TXT":
      return undefined;
  }
}

/** The serial of an SOA value (its third field). */
export function soaSerial(value: string): number {
  return Number(tokens(value)[2] ?? 0);
}

export function withSoaSerial(value: string, serial: number): string {
  const parts = tokens(value);
  parts[2] = String(serial);
  return parts.join(" ");
}

/**
 * Rules on a whole RRSet beyond its values: the SOA only at the apex and alone; a CNAME alone
 * in its set and never at the apex (it would hide the SOA and NS).
 */
export function rrsetShapeProblem(
  name: string,
  type: RRSetType,
  count: number,
): string | undefined {
  if (type === "SOA" && name !== "@") return "an SOA record is only allowed at the apex '@'";
  if (type === "SOA" && count !== 1) return "the SOA RRSet must have exactly one record";
  if (type === "CNAME" && name === "@") return "a CNAME is not allowed at the apex '@'";
  if (type === "CNAME" && count !== 1) return "a CNAME RRSet must have exactly one record";
  return undefined;
}
