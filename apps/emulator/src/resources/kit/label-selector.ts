import { ApiError } from "../../http/api-error.js";

/**
 * Label selector grammar (comma = AND, no OR):
 *   term := key | "!" key | key ("=" | "==" | "!=") value | key ("in" | "notin") "(" values ")"
 * Whitespace: allowed around operators, commas and parentheses (`k in (a, b)`, `k = v`), and
 * ignored; it never becomes part of a key or value.
 * Missing keys: `k!=v` and `k notin (...)` match only resources that have `k` (not as in
 * Kubernetes): the real API answers so (DECISIONS.md); `!k` finds the others.
 */
export type LabelRequirement =
  | { op: "exists"; key: string }
  | { op: "absent"; key: string }
  | { op: "eq"; key: string; value: string }
  | { op: "neq"; key: string; value: string }
  | { op: "in"; key: string; values: string[] }
  | { op: "notin"; key: string; values: string[] };

const KEY_PATTERN =
  /^([A-Za-z0-9]([A-Za-z0-9._-]{0,253}[A-Za-z0-9])?\/)?[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$/;
const VALUE_PATTERN = /^([A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?)?$/;

export class LabelSelectorError extends Error {}

class Scanner {
  position = 0;
  constructor(readonly text: string) {}

  skipSpaces(): void {
    while (this.position < this.text.length && /\s/.test(this.text[this.position] ?? "")) {
      this.position += 1;
    }
  }

  atEnd(): boolean {
    this.skipSpaces();
    return this.position >= this.text.length;
  }

  peek(): string {
    return this.text[this.position] ?? "";
  }

  /** A run of characters that can be part of a key or value. */
  word(): string {
    this.skipSpaces();
    const start = this.position;
    while (this.position < this.text.length && /[A-Za-z0-9._/-]/.test(this.peek())) {
      this.position += 1;
    }
    return this.text.slice(start, this.position);
  }

  fail(problem: string): never {
    throw new LabelSelectorError(`${problem} at position ${this.position + 1}`);
  }
}

function checkKey(scanner: Scanner, key: string): string {
  if (key === "") scanner.fail("expected a label key");
  if (!KEY_PATTERN.test(key)) scanner.fail(`'${key}' is not a valid label key`);
  return key;
}

function checkValue(scanner: Scanner, value: string): string {
  if (!VALUE_PATTERN.test(value)) scanner.fail(`'${value}' is not a valid label value`);
  return value;
}

function parseValueList(scanner: Scanner): string[] {
  scanner.skipSpaces();
  if (scanner.peek() !== "(") scanner.fail("expected '(' after in/notin");
  scanner.position += 1;
  const values: string[] = [];
  for (;;) {
    const value = scanner.word();
    if (value === "") scanner.fail("expected a value in the list");
    values.push(checkValue(scanner, value));
    scanner.skipSpaces();
    const next = scanner.peek();
    scanner.position += 1;
    if (next === ")") return values;
    if (next !== ",") scanner.fail("expected ',' or ')' in the value list");
  }
}

function parseTerm(scanner: Scanner): LabelRequirement {
  scanner.skipSpaces();
  if (scanner.peek() === "!") {
    scanner.position += 1;
    return { op: "absent", key: checkKey(scanner, scanner.word()) };
  }
  const key = checkKey(scanner, scanner.word());
  const beforeOperator = scanner.position;
  scanner.skipSpaces();
  const rest = scanner.text.slice(scanner.position);
  if (rest.startsWith("==") || rest.startsWith("!=") || rest.startsWith("=")) {
    const operator = rest.startsWith("==") ? "==" : rest.startsWith("!=") ? "!=" : "=";
    scanner.position += operator.length;
    const value = checkValue(scanner, scanner.word());
    return operator === "!=" ? { op: "neq", key, value } : { op: "eq", key, value };
  }
  const hadSpace = scanner.position > beforeOperator;
  const keyword = /^(notin|in)(?=[\s(])/.exec(rest)?.[1];
  if (keyword && hadSpace) {
    scanner.position += keyword.length;
    const values = parseValueList(scanner);
    return keyword === "in" ? { op: "in", key, values } : { op: "notin", key, values };
  }
  return { op: "exists", key };
}

/** Parses a selector; throws LabelSelectorError describing the first problem. */
export function parseLabelSelector(text: string): LabelRequirement[] {
  const scanner = new Scanner(text);
  if (scanner.atEnd()) scanner.fail("the selector is empty");
  const requirements: LabelRequirement[] = [];
  for (;;) {
    requirements.push(parseTerm(scanner));
    if (scanner.atEnd()) return requirements;
    if (scanner.peek() !== ",") scanner.fail(`unexpected '${scanner.peek()}'`);
    scanner.position += 1;
    if (scanner.atEnd()) scanner.fail("expected a term after ','");
  }
}

export function matchesLabels(
  labels: Record<string, string>,
  requirements: readonly LabelRequirement[],
): boolean {
  for (const requirement of requirements) {
    const has = Object.hasOwn(labels, requirement.key);
    const value = labels[requirement.key];
    switch (requirement.op) {
      case "exists":
        if (!has) return false;
        break;
      case "absent":
        if (has) return false;
        break;
      case "eq":
        if (!has || value !== requirement.value) return false;
        break;
      case "neq":
        if (!has || value === requirement.value) return false;
        break;
      case "in":
        if (!has || !requirement.values.includes(value ?? "")) return false;
        break;
      case "notin":
        if (!has || requirement.values.includes(value ?? "")) return false;
        break;
    }
  }
  return true;
}

/** Parses the `label_selector` query parameter or a body selector; 422 names the problem. */
export function labelSelectorOrError(
  text: string,
  field = "label_selector",
): readonly LabelRequirement[] {
  try {
    return parseLabelSelector(text);
  } catch (error) {
    if (!(error instanceof LabelSelectorError)) throw error;
    throw new ApiError(422, "invalid_input", `invalid label selector: ${error.message}`, {
      fields: [{ name: field, messages: [error.message] }],
    });
  }
}
