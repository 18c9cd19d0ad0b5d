// What validation needs at run time: the shape of an operation's validators, the parameter
// integer parameters they check, and ajv's errors in the API's words. Nothing here loads ajv itself:
// validators come from standalone code generated at build (generated-validators.ts) or are
// compiled on first use (ajv-compile.ts).
import type { ErrorObject, ValidateFunction } from "ajv";
import type { FieldProblem } from "../http/api-error.js";
import type { OperationSpec } from "./operations.js";

/** Validators of one operation's input. */
export interface OperationValidators {
  path: ValidateFunction | undefined;
  query: ValidateFunction | undefined;
  body: ValidateFunction | undefined;
  /** Path and query parameters whose values are integers (see `nonCanonicalIntegers`). */
  integerParameters: { path: string[]; query: string[] };
}

/** An integer as the API writes it: decimal digits, no leading zeros, `-` only as a sign. */
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

/**
 * Path and query values arrive as text, and ajv's type coercion reads `0x1`, `1.0`, `1e0`,
 * `01`, `+1` and ` 1` all as 1. Only canonical decimal integers are ids and page numbers:
 * the integer parameters holding anything else are reported here, before coercion sees them.
 */
export function nonCanonicalIntegers(
  names: readonly string[],
  values: Record<string, unknown>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const name of names) {
    const value = values[name];
    const texts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (texts.some((text) => typeof text !== "string" || !CANONICAL_INTEGER.test(text))) {
      problems.push({
        name,
        messages: [
          "must be an integer written in decimal digits (no sign, leading zero, exponent or space)",
        ],
      });
    }
  }
  return problems;
}

export function integerNames(operation: OperationSpec, location: "path" | "query"): string[] {
  return operation.parameters
    .filter((parameter) => parameter.in === location && parameter.integer)
    .map((parameter) => parameter.name);
}

function fieldName(error: ErrorObject, parameters: boolean): string {
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required" && typeof params.missingProperty === "string") {
    segments.push(params.missingProperty);
  } else if (
    error.keyword === "additionalProperties" &&
    typeof params.additionalProperty === "string"
  ) {
    segments.push(params.additionalProperty);
  }
  // A parameter is named as sent (`sort`), not by the index of a repeated value.
  if (parameters) return segments[0] ?? "query";
  let name = "";
  for (const segment of segments) {
    if (/^\d+$/.test(segment) && name !== "") name += `[${segment}]`;
    else name = name === "" ? segment : `${name}.${segment}`;
  }
  return name === "" ? "body" : name;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    return `must be one of: ${params.allowedValues.join(", ")}`;
  }
  if (error.keyword === "required") return "is required";
  if (error.keyword === "additionalProperties") return "is not allowed";
  if (
    error.keyword === "propertyNames" ||
    (error.propertyName !== undefined && error.keyword === "pattern")
  ) {
    return `key '${String(params.propertyName ?? error.propertyName ?? "")}' is not a valid label key`;
  }
  return error.message ?? `fails '${error.keyword}'`;
}

/** Turns ajv errors into `details.fields[]`: one entry per field, its messages deduplicated. */
export function fieldProblems(
  errors: ErrorObject[] | null | undefined,
  options: { parameters?: boolean } = {},
): FieldProblem[] {
  const byField = new Map<string, Set<string>>();
  for (const error of errors ?? []) {
    // `oneOf`/`anyOf` summaries repeat what the branch errors already say.
    if (error.keyword === "oneOf" || error.keyword === "anyOf" || error.keyword === "if") continue;
    const name = fieldName(error, options.parameters === true);
    let messages = byField.get(name);
    if (!messages) {
      messages = new Set();
      byField.set(name, messages);
    }
    messages.add(describe(error));
  }
  if (byField.size === 0 && errors && errors.length > 0) {
    byField.set("body", new Set(["is invalid"]));
  }
  return [...byField].map(([name, messages]) => ({ name, messages: [...messages] }));
}
