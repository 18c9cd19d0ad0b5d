// The ignore file: intentional breaking changes a reviewer accepted, checked into the repo
// (spec/breaking-changes-ignore.yaml by default), one file for every API document. Each entry
// names the rule id, the API (`api`, absent: the Cloud API) and the operation, says why, and may
// carry an expiry date; an expired entry fails the check, so an exception cannot outlive the
// decision behind it.
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { isObject } from "../openapi/document.js";
import { type ApiId, apiTitle, DEFAULT_API, isApiId, knownApis } from "../spec/documents.js";
import type { Change } from "./change.js";
import { isRuleId, type RuleId } from "./rules.js";

export interface IgnoreEntry {
  /** One of the rule ids the gate reports (rules.ts), checked when the file is read. */
  rule: RuleId;
  /**
   * The API document of the operation, by its id in `@cloud-api/spec/documents`; absent: the
   * Cloud API (`cloud`).
   */
  api?: ApiId;
  /** `GET /servers/{id}`, exactly as findings name operations. */
  operation: string;
  reason: string;
  /** Optional: only the finding at this JSON pointer. */
  pointer?: string;
  /** `YYYY-MM-DD`; from that day on the entry fails the check. */
  expires?: string;
}

export interface IgnoreOutcome {
  kept: Change[];
  ignored: { change: Change; entry: IgnoreEntry }[];
  expired: IgnoreEntry[];
  unused: IgnoreEntry[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads and validates the ignore file; no file means no entries. */
export function loadIgnoreFile(path: string): IgnoreEntry[] {
  if (!existsSync(path)) return [];
  return parseIgnoreFile(readFileSync(path, "utf8"), path);
}

export function parseIgnoreFile(text: string, source: string): IgnoreEntry[] {
  const document: unknown = parse(text, { schema: "core" }) ?? {};
  if (!isObject(document)) throw new Error(`${source}: expected a mapping with an \`ignore\` list`);
  const list = document.ignore ?? [];
  if (!Array.isArray(list)) throw new Error(`${source}: \`ignore\` must be a list`);
  return list.map((raw, index) => {
    const at = `${source}: ignore[${index}]`;
    if (!isObject(raw)) throw new Error(`${at} must be a mapping`);
    const known = new Set(["rule", "api", "operation", "reason", "pointer", "expires"]);
    for (const key of Object.keys(raw)) {
      if (!known.has(key)) throw new Error(`${at}: unknown key \`${key}\``);
    }
    const text = (key: string, required: boolean): string | undefined => {
      const value = raw[key];
      if (value === undefined && !required) return undefined;
      if (typeof value !== "string" || value.trim() === "") {
        throw new Error(`${at}.${key} must be a non-empty string`);
      }
      return value.trim();
    };
    const rule = text("rule", true) as string;
    if (!isRuleId(rule)) throw new Error(`${at}.rule: unknown rule id \`${rule}\``);
    const expires =
      raw.expires instanceof Date ? raw.expires.toISOString().slice(0, 10) : text("expires", false);
    if (expires !== undefined && (!DATE.test(expires) || Number.isNaN(Date.parse(expires)))) {
      throw new Error(`${at}.expires must be a date written YYYY-MM-DD, got ${expires}`);
    }
    const api = text("api", false);
    if (api !== undefined && !isApiId(api)) {
      throw new Error(
        `${at}.api: unknown API \`${api}\` (known: ${knownApis()}; leave it out for the Cloud API)`,
      );
    }
    const entry: IgnoreEntry = {
      rule,
      ...(api !== undefined && api !== DEFAULT_API ? { api } : {}),
      operation: text("operation", true) as string,
      reason: text("reason", true) as string,
    };
    const pointer = text("pointer", false);
    if (pointer !== undefined) entry.pointer = pointer;
    if (expires !== undefined) entry.expires = expires;
    return entry;
  });
}

export function isExpired(entry: IgnoreEntry, now: Date): boolean {
  return entry.expires !== undefined && entry.expires <= now.toISOString().slice(0, 10);
}

/** Splits findings into kept and ignored; expired entries ignore nothing. */
export function applyIgnores(changes: Change[], entries: IgnoreEntry[], now: Date): IgnoreOutcome {
  const active = entries.filter((entry) => !isExpired(entry, now));
  const used = new Set<IgnoreEntry>();
  const outcome: IgnoreOutcome = {
    kept: [],
    ignored: [],
    expired: entries.filter((entry) => isExpired(entry, now)),
    unused: [],
  };
  for (const change of changes) {
    const entry = active.find(
      (candidate) =>
        candidate.rule === change.id &&
        (candidate.api ?? DEFAULT_API) === change.api &&
        candidate.operation === change.operation &&
        (candidate.pointer === undefined || candidate.pointer === change.pointer),
    );
    if (entry) {
      used.add(entry);
      outcome.ignored.push({ change, entry });
    } else outcome.kept.push(change);
  }
  outcome.unused = active.filter((entry) => !used.has(entry));
  return outcome;
}

/** `GET /servers (Cloud API)`: the operation of an entry and its API, for reports. */
export function ignoredOperation(entry: IgnoreEntry): string {
  return `${entry.operation} (${apiTitle(entry.api ?? DEFAULT_API)})`;
}
