// Direction-aware comparison of two JSON schemas (OpenAPI 3.1 / JSON Schema 2020-12).
//
// A request schema describes what clients send and the server validates: anything the
// head accepts less of (a removed enum value, a new required property, a tighter bound)
// rejects requests that worked before. A response schema describes what clients parse:
// anything the head may send more of (a new enum value, a new type, a property that may
// now be missing) reaches client code that was not written for it.
import {
  childPointer,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  resolve,
} from "../openapi/document.js";
import type { Change, ChangeKind } from "./change.js";

export type Direction = "request" | "response";

export interface SchemaDiffContext {
  base: OpenApiDocument;
  head: OpenApiDocument;
  operation: string;
  changes: Change[];
}

const LOWER_BOUNDS = [
  "minimum",
  "exclusiveMinimum",
  "minLength",
  "minItems",
  "minProperties",
] as const;
const UPPER_BOUNDS = [
  "maximum",
  "exclusiveMaximum",
  "maxLength",
  "maxItems",
  "maxProperties",
] as const;
const COMPOSITIONS = ["allOf", "oneOf", "anyOf"] as const;

export function diffSchema(
  ctx: SchemaDiffContext,
  baseRaw: unknown,
  headRaw: unknown,
  pointer: string,
  direction: Direction,
): void {
  walk(ctx, baseRaw, headRaw, pointer, direction, new Set());
}

function walk(
  ctx: SchemaDiffContext,
  baseRaw: unknown,
  headRaw: unknown,
  pointer: string,
  direction: Direction,
  onPath: Set<string>,
): void {
  // Recursive schemas: stop when the same pair of references comes round again.
  const pairKey = `${refOf(baseRaw)}|${refOf(headRaw)}`;
  if (pairKey !== "|") {
    if (onPath.has(pairKey)) return;
    onPath = new Set(onPath).add(pairKey);
  }
  const base = resolve(ctx.base, baseRaw);
  const head = resolve(ctx.head, headRaw);
  if (!isObject(base) || !isObject(head)) return;

  const report = (kind: ChangeKind, breaking: boolean, message: string, at = pointer) =>
    ctx.changes.push({ kind, breaking, operation: ctx.operation, pointer: at, message });

  diffTypes(base, head, direction, report);
  diffEnums(base, head, direction, report);
  diffBounds(base, head, direction, report);
  diffObject(ctx, base, head, pointer, direction, onPath, report);
  if ("items" in base && "items" in head) {
    walk(ctx, base.items, head.items, childPointer(pointer, "items"), direction, onPath);
  }
  for (const keyword of COMPOSITIONS) {
    diffComposition(ctx, base, head, keyword, pointer, direction, onPath, report);
  }
  if (head.deprecated === true && base.deprecated !== true) {
    report("property-deprecated", false, "is now deprecated.");
  }
}

type Report = (kind: ChangeKind, breaking: boolean, message: string, at?: string) => void;

function refOf(raw: unknown): string {
  return isObject(raw) && typeof raw.$ref === "string" ? raw.$ref : "";
}

/** The JSON types a schema admits, or undefined for "any type". */
function typesOf(schema: JsonObject): Set<string> | undefined {
  const types = new Set<string>();
  if (typeof schema.type === "string") types.add(schema.type);
  else if (Array.isArray(schema.type)) for (const t of schema.type) types.add(String(t));
  else return undefined;
  if (schema.nullable === true) types.add("null");
  return types;
}

/** Whether every value of type set `inner` is also admitted by `outer`. */
function admitsAll(outer: Set<string> | undefined, inner: Set<string> | undefined): boolean {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  return [...inner].every((t) => outer.has(t) || (t === "integer" && outer.has("number")));
}

function describeTypes(types: Set<string> | undefined): string {
  return types === undefined ? "any type" : [...types].join(" | ");
}

function diffTypes(base: JsonObject, head: JsonObject, direction: Direction, report: Report) {
  const before = typesOf(base);
  const after = typesOf(head);
  const widened = !admitsAll(before, after);
  const narrowed = !admitsAll(after, before);
  if (!widened && !narrowed) return;
  const change = `type changed from ${describeTypes(before)} to ${describeTypes(after)}`;
  if (direction === "request") {
    if (narrowed) {
      report(
        "type-narrowed",
        true,
        `${change}: requests that send a value of the dropped type are now rejected.`,
      );
    } else report("type-widened", false, `${change}.`);
  } else if (widened) {
    report(
      "type-changed",
      true,
      `${change}: clients that parse the old type receive values they cannot handle.`,
    );
  } else report("type-narrowed", false, `${change}.`);
}

function enumOf(schema: JsonObject): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value));
  if ("const" in schema) return [JSON.stringify(schema.const)];
  return undefined;
}

function diffEnums(base: JsonObject, head: JsonObject, direction: Direction, report: Report) {
  const before = enumOf(base);
  const after = enumOf(head);
  if (before === undefined && after === undefined) return;
  if (before === undefined && after !== undefined) {
    const breaking = direction === "request";
    report(
      "enum-added",
      breaking,
      `now only accepts ${after.join(", ")}${breaking ? ": requests with any other value are rejected." : "."}`,
    );
    return;
  }
  if (before !== undefined && after === undefined) {
    // An open value set in a response: clients switching over the old values meet new ones.
    const breaking = direction === "response" && base["x-open-enum"] !== true;
    report(
      "enum-removed",
      breaking,
      `no longer restricts the value to ${before.join(", ")}${breaking ? ": clients that handle only the listed values receive others." : "."}`,
    );
    return;
  }
  if (before === undefined || after === undefined) return;
  const removed = before.filter((value) => !after.includes(value));
  const added = after.filter((value) => !before.includes(value));
  for (const value of removed) {
    const breaking = direction === "request";
    report(
      "enum-value-removed",
      breaking,
      `enum value ${value} removed${breaking ? ": requests that send it are now rejected." : "."}`,
    );
  }
  for (const value of added) {
    // `x-open-enum: true` documents that clients must tolerate values they do not know.
    const breaking = direction === "response" && base["x-open-enum"] !== true;
    report(
      "enum-value-added",
      breaking,
      `enum value ${value} added${breaking ? ": the enum is closed, so clients that handle only the known values receive one they do not." : "."}`,
    );
  }
}

function numberOf(schema: JsonObject, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === "number" ? value : undefined;
}

function diffBounds(base: JsonObject, head: JsonObject, direction: Direction, report: Report) {
  const bounds: [string, boolean][] = [
    ...LOWER_BOUNDS.map((keyword): [string, boolean] => [keyword, true]),
    ...UPPER_BOUNDS.map((keyword): [string, boolean] => [keyword, false]),
  ];
  for (const [keyword, isLower] of bounds) {
    const before = numberOf(base, keyword);
    const after = numberOf(head, keyword);
    if (before === after) continue;
    const tighter =
      after !== undefined && (before === undefined || (isLower ? after > before : after < before));
    const change = `${keyword} changed from ${before ?? "none"} to ${after ?? "none"}`;
    if (tighter && direction === "request") {
      report(
        "bound-narrowed",
        true,
        `${change}: requests with values that were valid before are now rejected.`,
      );
    } else report(tighter ? "bound-narrowed" : "bound-widened", false, `${change}.`);
  }
  const beforePattern = typeof base.pattern === "string" ? base.pattern : undefined;
  const afterPattern = typeof head.pattern === "string" ? head.pattern : undefined;
  if (afterPattern !== undefined && afterPattern !== beforePattern) {
    const breaking = direction === "request";
    report(
      "bound-narrowed",
      breaking,
      `pattern changed from ${beforePattern ?? "none"} to ${afterPattern}${breaking ? ": requests with values that matched before may now be rejected." : "."}`,
    );
  } else if (beforePattern !== undefined && afterPattern === undefined) {
    report("bound-widened", false, `pattern ${beforePattern} removed.`);
  }
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

/** Whether clients see this property in the given direction (readOnly/writeOnly). */
function visibleIn(doc: OpenApiDocument, raw: unknown, direction: Direction): boolean {
  const schema = resolve(doc, raw);
  if (!isObject(schema)) return true;
  return direction === "request" ? schema.readOnly !== true : schema.writeOnly !== true;
}

function diffObject(
  ctx: SchemaDiffContext,
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  direction: Direction,
  onPath: Set<string>,
  report: Report,
) {
  const baseProperties = isObject(base.properties) ? base.properties : {};
  const headProperties = isObject(head.properties) ? head.properties : {};
  const baseRequired = stringsOf(base.required);
  const headRequired = stringsOf(head.required);
  const at = (name: string) => childPointer(pointer, "properties", name);
  const request = direction === "request";

  for (const [name, raw] of Object.entries(baseProperties)) {
    if (name in headProperties || !visibleIn(ctx.base, raw, direction)) continue;
    report(
      "property-removed",
      true,
      request
        ? `property \`${name}\` removed: clients that send it are rejected or silently ignored.`
        : `property \`${name}\` removed: clients that read it get undefined.`,
      at(name),
    );
  }
  for (const [name, raw] of Object.entries(headProperties)) {
    if (!visibleIn(ctx.head, raw, direction)) continue;
    const required = headRequired.includes(name);
    if (!(name in baseProperties)) {
      const breaking = request && required;
      report(
        "property-added",
        breaking,
        breaking
          ? `new required property \`${name}\`: existing clients do not send it, so their requests are rejected.`
          : `property \`${name}\` added${required ? " (required)" : ""}.`,
        at(name),
      );
      continue;
    }
    const wasRequired = baseRequired.includes(name);
    if (required && !wasRequired) {
      report(
        "property-now-required",
        request,
        request
          ? `property \`${name}\` is now required: clients that omit it are rejected.`
          : `property \`${name}\` is now always present.`,
        at(name),
      );
    } else if (!required && wasRequired) {
      report(
        "property-now-optional",
        !request,
        request
          ? `property \`${name}\` is now optional.`
          : `property \`${name}\` is no longer required: clients that rely on it being present break when it is missing.`,
        at(name),
      );
    }
    walk(ctx, baseProperties[name], raw, at(name), direction, onPath);
  }

  if (head.additionalProperties === false && base.additionalProperties !== false) {
    report(
      "additional-properties-closed",
      request,
      request
        ? "additional properties are no longer allowed: requests with extra fields are rejected."
        : "additional properties are no longer sent.",
    );
  }
  if (isObject(base.additionalProperties) && isObject(head.additionalProperties)) {
    walk(
      ctx,
      base.additionalProperties,
      head.additionalProperties,
      childPointer(pointer, "additionalProperties"),
      direction,
      onPath,
    );
  }
}

function diffComposition(
  ctx: SchemaDiffContext,
  base: JsonObject,
  head: JsonObject,
  keyword: (typeof COMPOSITIONS)[number],
  pointer: string,
  direction: Direction,
  onPath: Set<string>,
  report: Report,
) {
  const before = Array.isArray(base[keyword]) ? (base[keyword] as unknown[]) : undefined;
  const after = Array.isArray(head[keyword]) ? (head[keyword] as unknown[]) : undefined;
  if (before === undefined && after === undefined) return;
  const count = (list: unknown[] | undefined) => list?.length ?? 0;
  if (count(before) !== count(after)) {
    // allOf adds constraints (narrower); oneOf/anyOf add alternatives (wider).
    const wider = keyword === "allOf" ? count(after) < count(before) : count(after) > count(before);
    const breaking = direction === "request" ? !wider : wider;
    report(
      "variants-changed",
      breaking,
      `${keyword} went from ${count(before)} to ${count(after)} schemas${
        breaking
          ? direction === "request"
            ? ": fewer request shapes are accepted."
            : ": responses can take a shape clients do not know."
          : "."
      }`,
      childPointer(pointer, keyword),
    );
    return;
  }
  for (let index = 0; index < count(after); index++) {
    walk(
      ctx,
      before?.[index],
      after?.[index],
      childPointer(pointer, keyword, index),
      direction,
      onPath,
    );
  }
}
