import { rrsetNameProblem } from "./dns-names.js";
import { normalizeValue, recordValueProblem, rrsetShapeProblem } from "./record-values.js";
import { ASSIGNED_NAMESERVERS, type RRSetRecordEntry, type RRSetType, rrsetId } from "./records.js";

/**
 * Zone files in the BIND master file format (RFC 1035 §5): what `get_zone_zonefile` prints and
 * `import_zonefile` (or `zonefile` on create) reads. Printing and reading are inverse: a printed
 * file reads back to the same RRSets, and prints again byte for byte.
 */

export const RRSET_TYPES: readonly RRSetType[] = [
  "A",
  "AAAA",
  "CAA",
  "CNAME",
  "DS",
  "HINFO",
  "HTTPS",
  "MX",
  "NS",
  "PTR",
  "RP",
  "SOA",
  "SRV",
  "SVCB",
  "TLSA",
  "TXT",
];

export const MIN_TTL = 60;
export const MAX_TTL = 2147483647;

/** What a zone file holds: RRSets by (name, type), in the file's order. */
export interface ZonefileRRSet {
  name: string;
  type: RRSetType;
  ttl: number | null;
  records: RRSetRecordEntry[];
}

export interface ParsedZonefile {
  /** From `$TTL`, if the file has one. */
  ttl: number | undefined;
  rrsets: ZonefileRRSet[];
}

/** A zone file that cannot be read; `line` is 1-based, absent for whole-file rules. */
export class ZonefileError extends Error {
  constructor(
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line === undefined ? reason : `line ${line}: ${reason}`);
    this.name = "ZonefileError";
  }
}

// ---------------------------------------------------------------- printing

/** SOA first, then the apex NS, then the other RRSets by name and type. */
function printOrder(a: ZonefileRRSet, b: ZonefileRRSet): number {
  const rank = (rrset: ZonefileRRSet) =>
    rrset.name === "@" && rrset.type === "SOA"
      ? 0
      : rrset.name === "@" && rrset.type === "NS"
        ? 1
        : rrset.name === "@"
          ? 2
          : 3;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const left = rrsetId(a);
  const right = rrsetId(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function printZonefile(zone: {
  name: string;
  ttl: number;
  rrsets: readonly ZonefileRRSet[];
}): string {
  const lines = [`$ORIGIN ${zone.name}.`, `$TTL ${zone.ttl}`, ""];
  for (const rrset of [...zone.rrsets].sort(printOrder)) {
    for (const record of rrset.records) {
      const fields = [rrset.name];
      if (rrset.ttl !== null) fields.push(String(rrset.ttl));
      fields.push("IN", rrset.type, record.value);
      lines.push(fields.join("\t") + (record.comment === "" ? "" : ` ; ${record.comment}`));
    }
  }
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------- reading

interface LogicalLine {
  line: number;
  /** The physical line started with whitespace: the owner is the previous record's. */
  ownerOmitted: boolean;
  tokens: string[];
  comment: string;
}

/** Splits a physical line into tokens and the comment after `;` (both outside quotes). */
function scan(text: string, line: number): { tokens: string[]; comment: string | undefined } {
  const tokens: string[] = [];
  let current = "";
  let quoted = false;
  let comment: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      current += char;
      if (char === "\\" && index + 1 < text.length) {
        index += 1;
        current += text[index];
      } else if (char === '"') quoted = false;
      continue;
    }
    if (char === ";") {
      comment = text.slice(index + 1).trim();
      break;
    }
    if (/\s/.test(char)) {
      if (current !== "") tokens.push(current);
      current = "";
      continue;
    }
    if (char === "(" || char === ")") {
      if (current !== "") tokens.push(current);
      current = "";
      tokens.push(char);
      continue;
    }
    if (char === '"') quoted = true;
    current += char;
  }
  if (quoted) throw new ZonefileError(line, "a quoted string is not closed on its line");
  if (current !== "") tokens.push(current);
  return { tokens, comment };
}

/** Physical lines to records: comment-only lines dropped, `( ... )` joined into one. */
function logicalLines(text: string): LogicalLine[] {
  const physical = text.split(/\r?\n/);
  const result: LogicalLine[] = [];
  let open: LogicalLine | undefined;
  let depth = 0;
  physical.forEach((raw, index) => {
    const line = index + 1;
    const { tokens, comment } = scan(raw, line);
    if (open) {
      for (const token of tokens) {
        if (token === "(") throw new ZonefileError(line, "nested '(' is not allowed");
        if (token === ")") depth -= 1;
        else if (depth === 0) throw new ZonefileError(line, `unexpected '${token}' after ')'`);
        else open.tokens.push(token);
      }
      if (comment) open.comment = open.comment === "" ? comment : `${open.comment} ${comment}`;
      if (depth === 0) {
        result.push(open);
        open = undefined;
      }
      return;
    }
    if (tokens.length === 0) return;
    const entry: LogicalLine = {
      line,
      ownerOmitted: /^\s/.test(raw),
      tokens: [],
      comment: comment ?? "",
    };
    for (const token of tokens) {
      if (token === "(") {
        if (depth > 0) throw new ZonefileError(line, "nested '(' is not allowed");
        depth += 1;
      } else if (token === ")") {
        if (depth === 0) throw new ZonefileError(line, "')' without '('");
        depth -= 1;
      } else entry.tokens.push(token);
    }
    if (depth > 0) open = entry;
    else result.push(entry);
  });
  if (open) throw new ZonefileError(open.line, "'(' is never closed");
  return result;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
const TTL_TOKEN = /^(\d+[smhdw]?)+$/i;

function parseTtl(token: string, line: number): number {
  let seconds = 0;
  if (/^\d+$/.test(token)) seconds = Number(token);
  else {
    for (const [, amount, unit] of token.matchAll(/(\d+)([smhdw])/gi)) {
      seconds += Number(amount) * (TTL_UNITS[(unit as string).toLowerCase()] as number);
    }
  }
  if (seconds < MIN_TTL || seconds > MAX_TTL) {
    throw new ZonefileError(line, `TTL ${token} is outside ${MIN_TTL}..${MAX_TTL} seconds`);
  }
  return seconds;
}

const CLASSES = new Set(["IN", "CH", "HS", "CS", "ANY"]);

/** An owner as written (`@`, relative, or absolute with a trailing dot) to the RRSet name. */
function ownerName(token: string, zoneName: string, line: number): string {
  const lower = token.toLowerCase();
  let name = lower;
  if (lower === "@") name = "@";
  else if (lower.endsWith(".")) {
    if (lower === `${zoneName}.`) name = "@";
    else if (lower.endsWith(`.${zoneName}.`)) name = lower.slice(0, -(zoneName.length + 2));
    else throw new ZonefileError(line, `owner '${token}' is outside the zone ${zoneName}`);
  }
  const problem = rrsetNameProblem(name, zoneName);
  if (problem) throw new ZonefileError(line, `owner '${token}' ${problem}`);
  return name;
}

/**
 * Reads a zone file for the zone `zoneName`. Throws ZonefileError naming the line of the first
 * problem. Checks the file's own rules ($ORIGIN, class IN, apex NS naming the assigned nameservers);
 * replacing the zone's RRSets is the caller's job.
 */
export function parseZonefile(text: string, zoneName: string): ParsedZonefile {
  let ttl: number | undefined;
  const rrsets = new Map<string, ZonefileRRSet & { line: number }>();
  let previousOwner: string | undefined;
  for (const entry of logicalLines(text)) {
    const { line, tokens } = entry;
    const first = tokens[0] as string;
    if (first.startsWith("$")) {
      const directive = first.toUpperCase();
      if (directive === "$ORIGIN") {
        if (tokens.length !== 2 || (tokens[1] as string).toLowerCase() !== `${zoneName}.`) {
          throw new ZonefileError(
            line,
            `$ORIGIN must be '${zoneName}.' (the zone name with a trailing dot)`,
          );
        }
      } else if (directive === "$TTL") {
        if (tokens.length !== 2 || !TTL_TOKEN.test(tokens[1] as string)) {
          throw new ZonefileError(line, "$TTL needs one TTL value, e.g. '$TTL 3600'");
        }
        ttl = parseTtl(tokens[1] as string, line);
      } else {
        throw new ZonefileError(
          line,
          `directive ${first} is not supported (only $ORIGIN and $TTL)`,
        );
      }
      continue;
    }
    let rest = tokens;
    let owner: string;
    if (entry.ownerOmitted) {
      if (previousOwner === undefined) {
        throw new ZonefileError(
          line,
          "the first record must name its owner (the line starts with whitespace)",
        );
      }
      owner = previousOwner;
    } else {
      owner = ownerName(first, zoneName, line);
      rest = tokens.slice(1);
    }
    previousOwner = owner;
    let recordTtl: number | undefined;
    let index = 0;
    for (; index < 2 && index < rest.length; index += 1) {
      const token = rest[index] as string;
      const upper = token.toUpperCase();
      if (recordTtl === undefined && TTL_TOKEN.test(token)) recordTtl = parseTtl(token, line);
      else if (CLASSES.has(upper)) {
        if (upper !== "IN")
          throw new ZonefileError(line, `class ${upper} is not supported (only IN)`);
      } else break;
    }
    const typeToken = rest[index];
    if (typeToken === undefined) throw new ZonefileError(line, "the record has no type");
    const type = typeToken.toUpperCase() as RRSetType;
    if (!RRSET_TYPES.includes(type)) {
      throw new ZonefileError(
        line,
        `record type '${typeToken}' is not supported (supported: ${RRSET_TYPES.join(", ")})`,
      );
    }
    const value = normalizeValue(rest.slice(index + 1).join(" "));
    if (value === "") throw new ZonefileError(line, `the ${type} record has no value`);
    const problem = recordValueProblem(type, value);
    if (problem) throw new ZonefileError(line, `${type} value '${value}' ${problem}`);
    const key = `${owner}/${type}`;
    let rrset = rrsets.get(key);
    if (!rrset) {
      rrset = { name: owner, type, ttl: recordTtl ?? null, line, records: [] };
      rrsets.set(key, rrset);
    } else if ((recordTtl ?? null) !== rrset.ttl) {
      throw new ZonefileError(
        line,
        `all records of ${key} must have the same TTL (an RRSet has one TTL); this one has ${recordTtl ?? "none"}, an earlier one ${rrset.ttl ?? "none"}`,
      );
    }
    if (rrset.records.some((record) => record.value === value)) {
      throw new ZonefileError(line, `duplicate record '${value}' in ${key}`);
    }
    rrset.records.push({ value, comment: entry.comment });
  }
  for (const rrset of rrsets.values()) {
    const problem = rrsetShapeProblem(rrset.name, rrset.type, rrset.records.length);
    if (problem) throw new ZonefileError(rrset.line, `${rrsetId(rrset)}: ${problem}`);
  }
  const result = [...rrsets.values()].map(({ line: _, ...rrset }) => rrset);
  checkMandatoryRecords(rrsets);
  return { ttl, rrsets: result };
}

/**
 * A file may leave out the SOA and the apex NS records: the zone keeps (or, when created, gets)
 * its own (DECISIONS.md). Apex NS records it does give must name the assigned nameservers.
 */
function checkMandatoryRecords(byKey: ReadonlyMap<string, ZonefileRRSet>): void {
  const apexNs = byKey.get("@/NS");
  if (!apexNs) return;
  const ns = new Set(apexNs.records.map((record) => record.value.toLowerCase()));
  const missing = ASSIGNED_NAMESERVERS.filter((server) => !ns.has(server));
  if (missing.length > 0) {
    throw new ZonefileError(
      undefined,
      `the zone file lacks the NS records of the assigned nameservers at '@': ${missing.join(", ")}`,
    );
  }
}
