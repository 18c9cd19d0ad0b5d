import { CloudError } from "./errors.js";

/** A label key or value breaks the label syntax; thrown before any request is sent. */
export class LabelSyntaxError extends CloudError {
  override name = "LabelSyntaxError";
}

// Alphanumeric at both ends, `-`, `_`, `.` inside; the length is checked separately.
const NAME_OR_VALUE = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const DNS_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const RESERVED_PREFIX = "hetzner.cloud";

/** Throws LabelSyntaxError unless `key` is `[prefix/]name` per the label syntax. */
export function assertLabelKey(key: string): void {
  const slash = key.lastIndexOf("/");
  const prefix = slash === -1 ? undefined : key.slice(0, slash);
  const name = key.slice(slash + 1);
  if (name.length < 1 || name.length > 63 || !NAME_OR_VALUE.test(name)) {
    throw new LabelSyntaxError(
      `label key ${JSON.stringify(key)}: the name must be 1-63 characters, alphanumeric at both ends, with only - _ . inside`,
    );
  }
  if (
    prefix !== undefined &&
    (prefix.length < 1 ||
      prefix.length > 253 ||
      !prefix.split(".").every((label) => label.length <= 63 && DNS_LABEL.test(label)))
  ) {
    throw new LabelSyntaxError(
      `label key ${JSON.stringify(key)}: the prefix must be a DNS subdomain of at most 253 characters`,
    );
  }
}

/** Throws LabelSyntaxError unless `value` is empty or 1-63 characters per the label syntax. */
export function assertLabelValue(value: string, key?: string): void {
  if (value === "") return;
  if (value.length > 63 || !NAME_OR_VALUE.test(value)) {
    throw new LabelSyntaxError(
      `label value ${JSON.stringify(value)}${key === undefined ? "" : ` of key ${JSON.stringify(key)}`}: must be empty or 1-63 characters, alphanumeric at both ends, with only - _ . inside`,
    );
  }
}

/** Checks labels you are about to set: syntax of every pair, and no reserved `hetzner.cloud/` key. */
export function assertLabels(labels: Record<string, string>): void {
  for (const [key, value] of Object.entries(labels)) {
    assertLabelKey(key);
    if (key.startsWith(`${RESERVED_PREFIX}/`)) {
      throw new LabelSyntaxError(
        `label key ${JSON.stringify(key)}: the prefix ${RESERVED_PREFIX}/ is reserved`,
      );
    }
    assertLabelValue(value, key);
  }
}

/**
 * An immutable builder of `label_selector` expressions; terms are ANDed (joined by `,`).
 * `labelSelector().equals("env", "prod").notIn("tier", ["db"]).toString()` is `env=prod,tier notin (db)`.
 */
export class LabelSelector {
  readonly #terms: readonly string[];

  constructor(terms: readonly string[] = []) {
    this.#terms = terms;
  }

  /** `k`: the key exists. */
  exists(key: string): LabelSelector {
    assertLabelKey(key);
    return this.#and(key);
  }

  /** `!k`: the key does not exist. */
  notExists(key: string): LabelSelector {
    assertLabelKey(key);
    return this.#and(`!${key}`);
  }

  /** `k=v`, or `k==v` with `operator: "=="` (the same meaning). */
  equals(key: string, value: string, operator: "=" | "==" = "="): LabelSelector {
    return this.#compare(key, operator, value);
  }

  /** `k!=v`: the value differs. */
  notEquals(key: string, value: string): LabelSelector {
    return this.#compare(key, "!=", value);
  }

  /** `k in (v1,v2)`: the value is one of these. */
  in(key: string, values: readonly string[]): LabelSelector {
    return this.#set(key, "in", values);
  }

  /** `k notin (v1,v2)`: the value is none of these. */
  notIn(key: string, values: readonly string[]): LabelSelector {
    return this.#set(key, "notin", values);
  }

  /** The selector for the `label_selector` query parameter (the client URL-encodes it). */
  toString(): string {
    return this.#terms.join(",");
  }

  #compare(key: string, operator: string, value: string): LabelSelector {
    assertLabelKey(key);
    assertLabelValue(value, key);
    return this.#and(`${key}${operator}${value}`);
  }

  #set(key: string, operator: string, values: readonly string[]): LabelSelector {
    assertLabelKey(key);
    // An empty set, or an empty member (`(a,)`), would be ambiguous to the server.
    if (values.length === 0 || values.includes("")) {
      throw new LabelSyntaxError(
        `label selector "${key} ${operator} (...)": needs at least one value and no empty ones`,
      );
    }
    for (const value of values) assertLabelValue(value, key);
    return this.#and(`${key} ${operator} (${values.join(",")})`);
  }

  #and(term: string): LabelSelector {
    return new LabelSelector([...this.#terms, term]);
  }
}

/** Starts a label selector. */
export function labelSelector(): LabelSelector {
  return new LabelSelector();
}
