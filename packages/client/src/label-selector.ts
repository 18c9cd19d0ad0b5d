import { CloudError } from "./errors.js";

/** A label key or value breaks the label syntax; thrown before any request is sent. */
export class LabelSyntaxError extends CloudError {
  override name = "LabelSyntaxError";
}

// 1-63 characters, alphanumeric at both ends, `-`, `_` (in \w) and `.` inside.
const NAME_OR_VALUE = /^[a-z\d]([\w.-]{0,61}[a-z\d])?$/i;
// A DNS subdomain: labels of 1-63 characters, alphanumeric at both ends, `-` inside.
const DNS_SUBDOMAIN = /^[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;
const SYNTAX = "1-63 of [A-Za-z0-9._-], alphanumeric at both ends";

const fail = (what: string, text: string, rule: string): never => {
  throw new LabelSyntaxError(`label ${what} ${JSON.stringify(text)}: ${rule}`);
};

/** Throws LabelSyntaxError unless `key` is `[prefix/]name` per the label syntax. */
export function assertLabelKey(key: string): void {
  const slash = key.lastIndexOf("/");
  if (!NAME_OR_VALUE.test(key.slice(slash + 1))) fail("key", key, `the name must be ${SYNTAX}`);
  if (slash >= 0 && (slash > 253 || !DNS_SUBDOMAIN.test(key.slice(0, slash)))) {
    fail("key", key, "the prefix must be a DNS subdomain (<= 253 chars)");
  }
}

/** Throws LabelSyntaxError unless `value` is empty or 1-63 characters per the label syntax. */
export function assertLabelValue(value: string, key?: string): void {
  if (value && !NAME_OR_VALUE.test(value)) {
    fail(
      "value",
      value,
      `${key === undefined ? "" : `(key ${JSON.stringify(key)}) `}must be empty or ${SYNTAX}`,
    );
  }
}

/** Checks labels you are about to set: syntax of every pair, and no reserved `hetzner.cloud/` key. */
export function assertLabels(labels: Record<string, string>): void {
  for (const [key, value] of Object.entries(labels)) {
    assertLabelKey(key);
    if (key.startsWith("hetzner.cloud/")) fail("key", key, "the prefix is reserved");
    assertLabelValue(value, key);
  }
}

/**
 * An immutable builder of `label_selector` expressions; terms are ANDed (joined by `,`).
 * `labelSelector().equals("env", "prod").notIn("tier", ["db"]).toString()` is `env=prod,tier notin (db)`.
 */
export interface LabelSelector {
  /** `k`: the key exists. */
  exists(key: string): LabelSelector;
  /** `!k`: the key does not exist. */
  notExists(key: string): LabelSelector;
  /** `k=v`, or `k==v` with `operator: "=="` (the same meaning). */
  equals(key: string, value: string, operator?: "=" | "=="): LabelSelector;
  /** `k!=v`: the key exists with another value (resources without it do not match). */
  notEquals(key: string, value: string): LabelSelector;
  /** `k in (v1,v2)`: the value is one of these. */
  in(key: string, values: readonly string[]): LabelSelector;
  /** `k notin (v1,v2)`: the key exists with none of these values (resources without it do not match). */
  notIn(key: string, values: readonly string[]): LabelSelector;
  /** The selector for the `label_selector` query parameter (the client URL-encodes it). */
  toString(): string;
}

/** Starts a label selector. */
export const labelSelector = (): LabelSelector => selectorOf([]);

// `terms` are already validated; only the builder methods add to them.
function selectorOf(terms: readonly string[]): LabelSelector {
  const and = (key: string, term: string, values: readonly string[] = []) => {
    assertLabelKey(key);
    for (const value of values) assertLabelValue(value, key);
    return selectorOf([...terms, term]);
  };
  const set = (key: string, operator: string, values: readonly string[]) => {
    // An empty set, or an empty member (`(a,)`), would be ambiguous to the server.
    if (!values[0] || values.includes("")) {
      fail("set of", key, "needs one or more non-empty values");
    }
    // An array in a template joins its items with commas.
    return and(key, `${key} ${operator} (${values})`, values);
  };
  return {
    exists: (key) => and(key, key),
    notExists: (key) => and(key, `!${key}`),
    equals: (key, value, operator = "=") => and(key, key + operator + value, [value]),
    notEquals: (key, value) => and(key, `${key}!=${value}`, [value]),
    in: (key, values) => set(key, "in", values),
    notIn: (key, values) => set(key, "notin", values),
    toString: () => terms.join(","),
  };
}
