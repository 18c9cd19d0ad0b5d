// Direction-aware comparison of two JSON schemas (OpenAPI 3.1 / JSON Schema 2020-12).
//
// A request schema describes what clients send and the server validates: anything the
// head accepts less of (a removed enum value, a new required property, a tighter bound)
// rejects requests that worked before. A response schema describes what clients parse:
// anything the head may send more of (a new enum value, a new type, a property that may
// now be missing) reaches client code that was not written for it. Each finding is a
// schema kind (rules.ts) on one side; annotations (descriptions, titles, examples) are
// never compared.
import {
  childPointer,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  resolve,
} from "../openapi/document.js";
import type { Change } from "./change.js";
import { SCHEMA_KINDS, type Side, schemaWhy } from "./rules.js";

export type Direction = Side;

export interface SchemaDiffContext {
  base: OpenApiDocument;
  head: OpenApiDocument;
  operation: string;
  changes: Change[];
  /** Shared by the operations of one comparison (compareSpecs makes one). */
  cache?: SchemaDiffCache;
}

/** Where a schema sits: names the place in messages and decides a few rules. */
export interface SchemaPlace {
  side: Side;
  /** `query parameter \`page\``, `request body`, `response header \`Location\`` ... */
  where: string;
  /**
   * Request parameters travel as text: a query value `5` parses as an integer and as a
   * string, so integer → string loosens a parameter (it would change a JSON body).
   */
  serialized?: boolean;
}

interface Walk {
  ctx: SchemaDiffContext;
  place: SchemaPlace;
  cache: Map<string, Relative[]>;
  /** Reference pairs where a cycle was cut while the current subtree was walked. */
  cuts: string[];
}

/**
 * A finding relative to the schema node it was found under: the walk of a `$ref` pair is
 * the same wherever the pair is used, so it is computed once per comparison and prefixed
 * with the pointer and property path of each place that uses it.
 */
interface Relative {
  kind: string;
  /** Pointer suffix from the node (`/properties/name`). */
  pointer: string;
  /** Property path suffix from the node (`.server.name`, `[]`, `.*`). */
  label: string;
  what: string;
}

/** Walk results per `$ref` pair and place, shared by every operation of one comparison. */
export type SchemaDiffCache = Map<string, Relative[]>;

const LOWER_BOUNDS: [keyword: string, kind: string][] = [
  ["minimum", "min"],
  ["exclusiveMinimum", "min"],
  ["minLength", "min-length"],
  ["minItems", "min-items"],
  ["minProperties", "min-properties"],
  ["minContains", "min-contains"],
];
const UPPER_BOUNDS: [keyword: string, kind: string][] = [
  ["maximum", "max"],
  ["exclusiveMaximum", "max"],
  ["maxLength", "max-length"],
  ["maxItems", "max-items"],
  ["maxProperties", "max-properties"],
  ["maxContains", "max-contains"],
];

/** Keywords that describe a schema without constraining any value. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "example",
  "examples",
  "$comment",
  "externalDocs",
  "deprecated",
  "summary",
]);

/** Patterns that every string matches: loosening to them removes the constraint. */
const UNIVERSAL_PATTERNS = new Set(["", ".*", "^.*$", "^.*", ".*$", "[\\s\\S]*", "^[\\s\\S]*$"]);

export function diffSchema(
  ctx: SchemaDiffContext,
  baseRaw: unknown,
  headRaw: unknown,
  pointer: string,
  place: SchemaPlace,
  /**
   * Identifies the pair when the schemas are inline in shared components (a `$ref`'d header
   * or parameter): their walk is then cached like that of a `$ref` pair.
   */
  sharedKey?: string,
): void {
  const cache = ctx.cache ?? new Map();
  const w: Walk = { ctx, place, cache, cuts: [] };
  for (const found of walk(w, baseRaw, headRaw, new Set(), sharedKey)) {
    report(w, found.kind, renderLabel(found.label), found.what, pointer + found.pointer);
  }
}

/** `.server.name` → `server.name`; `[]` → `value[]` (an array at the root). */
function renderLabel(label: string): string {
  const trimmed = label.startsWith(".") ? label.slice(1) : label;
  return trimmed === "" || /^[a-zA-Z0-9_$-]/.test(trimmed) ? trimmed : `value${trimmed}`;
}

function report(w: Walk, kind: string, label: string, what: string, pointer: string) {
  const side = w.place.side;
  const level = SCHEMA_KINDS[kind]?.[side];
  if (level === undefined) throw new Error(`unknown schema kind ${kind}`);
  if (level === null) return;
  const subject = label ? `${w.place.where} property \`${label}\`` : w.place.where;
  const why = level === "info" ? undefined : schemaWhy(kind, side);
  const change = `${what}${why ? `: ${why}` : ""}.`;
  const leaf = label.split(".").at(-1) ?? "";
  // "property `name` removed", but "property `name`: format changed from ...".
  const joiner = /^(required-)?property-/.test(kind) && label ? " " : ": ";
  w.ctx.changes.push({
    id: `${side}-${kind}`,
    level,
    operation: w.ctx.operation,
    pointer,
    message: `${subject}${joiner}${change}`,
    summary: leaf
      ? `${side} property \`${leaf}\`${joiner}${change}`
      : `${w.place.where}: ${change}`,
  });
}

function walk(
  w: Walk,
  baseRaw: unknown,
  headRaw: unknown,
  onPath: Set<string>,
  sharedKey?: string,
): Relative[] {
  // Recursive schemas: stop when the same pair of references comes round again.
  const pairKey = sharedKey ?? `${refOf(baseRaw)}|${refOf(headRaw)}`;
  if (pairKey === "|") return walkNode(w, baseRaw, headRaw, onPath);
  if (onPath.has(pairKey)) {
    w.cuts.push(pairKey);
    return [];
  }
  const cacheKey = `${pairKey}|${w.place.side}|${w.place.serialized === true}`;
  const cached = w.cache.get(cacheKey);
  if (cached) return cached;
  const cutsBefore = w.cuts.length;
  onPath.add(pairKey);
  const found = walkNode(w, baseRaw, headRaw, onPath);
  onPath.delete(pairKey);
  // Cache only what does not depend on where the walk came from: a subtree in which a cycle
  // through an outer reference was cut may expand differently elsewhere.
  const foreign = w.cuts.splice(cutsBefore).filter((key) => key !== pairKey);
  w.cuts.push(...foreign);
  if (foreign.length === 0) w.cache.set(cacheKey, found);
  return found;
}

function walkNode(w: Walk, baseRaw: unknown, headRaw: unknown, onPath: Set<string>): Relative[] {
  const base = resolve(w.ctx.base, baseRaw);
  const head = resolve(w.ctx.head, headRaw);
  const found: Relative[] = [];
  if (!isObject(base) || !isObject(head)) return found;
  // Everything found here is relative to this node (see Relative): the caller prefixes it.
  const pointer = "";
  const label = "";
  const say = (kind: string, what: string, at = pointer) =>
    found.push({ kind, pointer: at, label: "", what });
  const sub = (b: unknown, h: unknown, at: string, subLabel = label) => {
    for (const child of walk(w, b, h, onPath)) {
      found.push({ ...child, pointer: at + child.pointer, label: subLabel + child.label });
    }
  };
  const emit = (kind: string, subLabel: string, what: string, at: string) =>
    found.push({ kind, pointer: at, label: subLabel, what });

  diffTypes(w, base, head, say);
  diffFormat(base, head, say);
  diffEnums(base, head, say, w.place.serialized === true);
  diffConst(base, head, say);
  diffBounds(base, head, say);
  diffPattern(base, head, say);
  diffDefault(base, head, say);
  diffObject(w, base, head, pointer, label, sub, emit);
  diffArrays(base, head, pointer, label, say, sub);
  diffClosed(base, head, pointer, label, say, sub);
  diffApplicators(w, base, head, pointer, label, say, sub);
  for (const keyword of ["oneOf", "anyOf", "allOf"] as const) {
    diffComposition(w, base, head, keyword, pointer, say, sub);
  }
  return found;
}

type Say = (kind: string, what: string, at?: string) => void;
type Sub = (base: unknown, head: unknown, pointer: string, label?: string) => void;
type Emit = (kind: string, label: string, what: string, pointer: string) => void;

function refOf(raw: unknown): string {
  return isObject(raw) && typeof raw.$ref === "string" ? raw.$ref : "";
}

function json(value: unknown): string {
  return JSON.stringify(value);
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
function admitsAll(
  outer: Set<string> | undefined,
  inner: Set<string> | undefined,
  serialized: boolean,
): boolean {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  return [...inner].every(
    (t) =>
      outer.has(t) ||
      (t === "integer" && outer.has("number")) ||
      (serialized && outer.has("string") && ["integer", "number", "boolean"].includes(t)),
  );
}

function describeTypes(types: Set<string> | undefined): string {
  return types === undefined ? "any type" : [...types].join(" | ");
}

function diffTypes(w: Walk, base: JsonObject, head: JsonObject, say: Say) {
  const before = typesOf(base);
  const after = typesOf(head);
  const serialized = w.place.serialized === true;
  const widened = !admitsAll(before, after, serialized);
  const narrowed = !admitsAll(after, before, serialized);
  if (!widened && !narrowed) return;
  const what = `type changed from ${describeTypes(before)} to ${describeTypes(after)}`;
  say(widened && narrowed ? "type-changed" : widened ? "type-widened" : "type-narrowed", what);
}

function stringOf(schema: JsonObject, keyword: string): string | undefined {
  const value = schema[keyword];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function diffFormat(base: JsonObject, head: JsonObject, say: Say) {
  const before = stringOf(base, "format");
  const after = stringOf(head, "format");
  if (before === after) return;
  if (before === undefined) say("format-added", `format \`${after}\` added`);
  else if (after === undefined) say("format-removed", `format \`${before}\` removed`);
  else say("format-changed", `format changed from \`${before}\` to \`${after}\``);
}

/**
 * Enum values as comparable keys. Serialized (parameter) values are compared as the text on
 * the wire, so `[1, 2]` and `["1", "2"]` are the same set.
 */
function valuesOf(value: unknown, serialized = false): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((item) =>
    serialized && item !== null && typeof item !== "object"
      ? JSON.stringify(String(item))
      : JSON.stringify(item),
  );
}

function diffEnums(base: JsonObject, head: JsonObject, say: Say, serialized: boolean) {
  const before = valuesOf(base.enum, serialized);
  const after = valuesOf(head.enum, serialized);
  // `x-open-enum: true` documents that clients must tolerate values they do not know.
  const open = base["x-open-enum"] === true;
  if (before === undefined && after !== undefined) {
    say("enum-added", `now only accepts ${after.join(", ")}`);
  } else if (before !== undefined && after === undefined) {
    if (open) say("extensible-enum-value-added", "open enum no longer lists its values");
    else say("enum-removed", `no longer restricted to ${before.join(", ")}`);
  } else if (before !== undefined && after !== undefined) {
    for (const value of before.filter((v) => !after.includes(v))) {
      say("enum-value-removed", `enum value ${value} removed`);
    }
    for (const value of after.filter((v) => !before.includes(v))) {
      if (open) say("extensible-enum-value-added", `open enum value ${value} added`);
      else say("enum-value-added", `enum value ${value} added (the enum is closed)`);
    }
  }
  // Zalando's x-extensible-enum: the listed values are known, others may come.
  const beforeExt = valuesOf(base["x-extensible-enum"], serialized) ?? [];
  const afterExt = valuesOf(head["x-extensible-enum"], serialized) ?? [];
  for (const value of beforeExt.filter((v) => !afterExt.includes(v))) {
    say("extensible-enum-value-removed", `x-extensible-enum value ${value} removed`);
  }
  for (const value of afterExt.filter((v) => !beforeExt.includes(v))) {
    say("extensible-enum-value-added", `x-extensible-enum value ${value} added`);
  }
}

function diffConst(base: JsonObject, head: JsonObject, say: Say) {
  const has = (schema: JsonObject) => Object.hasOwn(schema, "const");
  if (!has(base) && !has(head)) return;
  if (!has(base)) say("const-added", `now only accepts ${json(head.const)}`);
  else if (!has(head)) say("const-removed", `no longer fixed to ${json(base.const)}`);
  else if (json(base.const) !== json(head.const)) {
    say("const-changed", `const changed from ${json(base.const)} to ${json(head.const)}`);
  }
}

function numberOf(schema: JsonObject, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === "number" ? value : undefined;
}

function diffBounds(base: JsonObject, head: JsonObject, say: Say) {
  const check = ([keyword, kind]: [string, string], lower: boolean) => {
    const before = numberOf(base, keyword);
    const after = numberOf(head, keyword);
    if (before === after) return;
    const what = `${keyword} changed from ${before ?? "none"} to ${after ?? "none"}`;
    const up =
      after !== undefined && before !== undefined
        ? after > before
        : lower
          ? after !== undefined
          : before !== undefined;
    say(`${kind}-${up ? "increased" : "decreased"}`, what);
  };
  for (const bound of LOWER_BOUNDS) check(bound, true);
  for (const bound of UPPER_BOUNDS) check(bound, false);
  const before = numberOf(base, "multipleOf");
  const after = numberOf(head, "multipleOf");
  if (before !== after) {
    const what = `multipleOf changed from ${before ?? "none"} to ${after ?? "none"}`;
    // Multiples of `after` include every multiple of `before` when before is a multiple of after.
    const divides = (big: number, small: number) => Number.isInteger(big / small);
    if (after === undefined || (before !== undefined && divides(before, after))) {
      say("multiple-of-widened", what);
    } else if (before === undefined || divides(after, before)) say("multiple-of-narrowed", what);
    else say("multiple-of-changed", what);
  }
  if (head.uniqueItems === true && base.uniqueItems !== true) {
    say("unique-items-added", "items must now be unique");
  } else if (base.uniqueItems === true && head.uniqueItems !== true) {
    say("unique-items-removed", "items no longer need to be unique");
  }
}

function patternOf(schema: JsonObject): string | undefined {
  const value = schema.pattern;
  return typeof value === "string" && !UNIVERSAL_PATTERNS.has(value) ? value : undefined;
}

function diffPattern(base: JsonObject, head: JsonObject, say: Say) {
  const before = patternOf(base);
  const after = patternOf(head);
  if (before === after) return;
  if (before === undefined) say("pattern-added", `pattern \`${after}\` added`);
  else if (after === undefined) {
    say("pattern-removed", `pattern \`${before}\` removed or loosened to match anything`);
  } else say("pattern-changed", `pattern changed from \`${before}\` to \`${after}\``);
}

function diffDefault(base: JsonObject, head: JsonObject, say: Say) {
  const had = Object.hasOwn(base, "default");
  const has = Object.hasOwn(head, "default");
  if (!had && !has) return;
  if (!had) say("default-added", `default ${json(head.default)} added`);
  else if (!has) say("default-removed", `default ${json(base.default)} removed`);
  else if (json(base.default) !== json(head.default)) {
    say("default-changed", `default changed from ${json(base.default)} to ${json(head.default)}`);
  }
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

/** Whether clients see this property on the given side (readOnly/writeOnly). */
function visibleOn(doc: OpenApiDocument, raw: unknown, side: Side): boolean {
  const schema = resolve(doc, raw);
  if (!isObject(schema)) return true;
  return side === "request" ? schema.readOnly !== true : schema.writeOnly !== true;
}

function join(label: string, name: string): string {
  return `${label}.${name}`;
}

function diffObject(
  w: Walk,
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  label: string,
  sub: Sub,
  emit: Emit,
) {
  const baseProperties = isObject(base.properties) ? base.properties : {};
  const headProperties = isObject(head.properties) ? head.properties : {};
  const baseRequired = stringsOf(base.required);
  const headRequired = stringsOf(head.required);
  const side = w.place.side;
  const at = (name: string) => childPointer(pointer, "properties", name);
  const say = (kind: string, name: string, what: string) =>
    emit(kind, join(label, name), what, at(name));

  // A property hidden on this side (readOnly in requests, writeOnly in responses) does not
  // exist for clients there: becoming hidden is a removal, becoming visible an addition.
  const hidden = side === "request" ? "readOnly" : "writeOnly";
  for (const [name, raw] of Object.entries(baseProperties)) {
    if (!visibleOn(w.ctx.base, raw, side)) continue;
    const kept = Object.hasOwn(headProperties, name);
    if (kept && visibleOn(w.ctx.head, headProperties[name], side)) continue;
    say("property-removed", name, kept ? `is now ${hidden}` : "removed");
  }
  for (const [name, raw] of Object.entries(headProperties)) {
    if (!visibleOn(w.ctx.head, raw, side)) continue;
    const required = headRequired.includes(name);
    const existed = Object.hasOwn(baseProperties, name);
    if (!existed || !visibleOn(w.ctx.base, baseProperties[name], side)) {
      const what = existed ? `is no longer ${hidden}` : "added";
      if (required && side === "request") say("required-property-added", name, `${what}, required`);
      else say("property-added", name, `${what}${required ? " (always present)" : ""}`);
      continue;
    }
    const wasRequired = baseRequired.includes(name);
    if (required && !wasRequired) say("property-became-required", name, "is now required");
    else if (!required && wasRequired) say("property-became-optional", name, "is now optional");
    const before = resolve(w.ctx.base, baseProperties[name]);
    const after = resolve(w.ctx.head, raw);
    if (
      isObject(after) &&
      after.deprecated === true &&
      isObject(before) &&
      before.deprecated !== true
    ) {
      say("property-deprecated", name, "is now deprecated");
    }
    sub(baseProperties[name], raw, at(name), join(label, name));
  }
  // Required names without a property schema (e.g. a `required` list beside a $ref'd shape).
  for (const name of headRequired) {
    if (Object.hasOwn(headProperties, name) || baseRequired.includes(name)) continue;
    say("property-became-required", name, "is now required");
  }
  for (const name of baseRequired) {
    if (Object.hasOwn(baseProperties, name) || headRequired.includes(name)) continue;
    say("property-became-optional", name, "is now optional");
  }
}

function diffArrays(
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  label: string,
  say: Say,
  sub: Sub,
) {
  const itemLabel = `${label}[]`;
  if (isObject(base.items) && isObject(head.items)) {
    sub(base.items, head.items, childPointer(pointer, "items"), itemLabel);
  }
  const before = Array.isArray(base.prefixItems) ? base.prefixItems : [];
  const after = Array.isArray(head.prefixItems) ? head.prefixItems : [];
  for (let index = 0; index < Math.min(before.length, after.length); index++) {
    sub(
      before[index],
      after[index],
      childPointer(pointer, "prefixItems", index),
      `${label}[${index}]`,
    );
  }
  if (after.length > before.length) {
    say(
      "prefix-items-added",
      `prefixItems went from ${before.length} to ${after.length} positions`,
      childPointer(pointer, "prefixItems"),
    );
  } else if (after.length < before.length) {
    say(
      "prefix-items-removed",
      `prefixItems went from ${before.length} to ${after.length} positions`,
      childPointer(pointer, "prefixItems"),
    );
  }
  if (isObject(base.contains) && isObject(head.contains)) {
    sub(base.contains, head.contains, childPointer(pointer, "contains"), `${label}[*]`);
  } else if (isObject(head.contains)) {
    say("contains-added", "must now contain a matching item", childPointer(pointer, "contains"));
  } else if (isObject(base.contains)) {
    say("contains-removed", "no longer needs a matching item", childPointer(pointer, "contains"));
  }
}

/** `additionalProperties`, `items`, `unevaluated*`: `false` closes, a schema is compared. */
function diffClosed(
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  label: string,
  say: Say,
  sub: Sub,
) {
  const keywords: [keyword: string, kind: string, what: string][] = [
    ["additionalProperties", "additional-properties", "properties not listed"],
    ["unevaluatedProperties", "unevaluated-properties", "properties not evaluated"],
    ["unevaluatedItems", "unevaluated-items", "items not evaluated"],
    ["items", "items", "items beyond prefixItems"],
  ];
  for (const [keyword, kind, what] of keywords) {
    const before = base[keyword];
    const after = head[keyword];
    const at = childPointer(pointer, keyword);
    if (after === false && before !== false)
      say(`${kind}-closed`, `${what} are no longer allowed`, at);
    else if (before === false && after !== false)
      say(`${kind}-opened`, `${what} are now allowed`, at);
    else if (keyword !== "items" && isObject(before) && isObject(after)) {
      sub(before, after, at, `${label}.*`);
    }
  }
}

/** Strips annotations, resolving references a few levels deep, for equality checks. */
function canonical(doc: OpenApiDocument, node: unknown, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => canonical(doc, item, depth));
  if (!isObject(node)) return node;
  if (typeof node.$ref === "string") {
    if (depth >= 6) return { $ref: node.$ref };
    return canonical(doc, resolve(doc, node), depth + 1);
  }
  const out: JsonObject = {};
  for (const key of Object.keys(node).sort()) {
    if (ANNOTATIONS.has(key)) continue;
    out[key] =
      key === "properties" ? canonicalMap(doc, node[key], depth) : canonical(doc, node[key], depth);
  }
  return out;
}

/** Property maps keep their keys even where a key is an annotation's name. */
function canonicalMap(doc: OpenApiDocument, node: unknown, depth: number): unknown {
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const key of Object.keys(node).sort()) out[key] = canonical(doc, node[key], depth);
  return out;
}

function sameSchema(w: Walk, base: unknown, head: unknown): boolean {
  return json(canonical(w.ctx.base, base)) === json(canonical(w.ctx.head, head));
}

function diffApplicators(
  w: Walk,
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  label: string,
  say: Say,
  sub: Sub,
) {
  // not: any change to what is excluded moves values in or out, in either direction.
  const notAt = childPointer(pointer, "not");
  if (base.not === undefined && head.not !== undefined) say("not-added", "`not` added", notAt);
  else if (base.not !== undefined && head.not === undefined)
    say("not-removed", "`not` removed", notAt);
  else if (base.not !== undefined && !sameSchema(w, base.not, head.not)) {
    say("not-changed", "the excluded schema (`not`) changed", notAt);
  }

  // if/then/else: the condition decides which constraints apply.
  const conditional = (schema: JsonObject) =>
    schema.if !== undefined || schema.then !== undefined || schema.else !== undefined;
  const ifAt = childPointer(pointer, "if");
  if (!conditional(base) && conditional(head)) {
    say("conditional-added", "`if`/`then`/`else` added", ifAt);
  } else if (conditional(base) && !conditional(head)) {
    say("conditional-removed", "`if`/`then`/`else` removed", ifAt);
  } else if (conditional(base)) {
    const shape = (schema: JsonObject) =>
      `${schema.then !== undefined}|${schema.else !== undefined}`;
    if (!sameSchema(w, base.if, head.if) || shape(base) !== shape(head)) {
      say("conditional-changed", "the `if` condition or its branches changed", ifAt);
    } else {
      for (const branch of ["then", "else"]) {
        if (base[branch] !== undefined)
          sub(base[branch], head[branch], childPointer(pointer, branch));
      }
    }
  }

  // dependentRequired: {a: [b, c]} = "when a is present, b and c must be".
  const depReqBefore = isObject(base.dependentRequired) ? base.dependentRequired : {};
  const depReqAfter = isObject(head.dependentRequired) ? head.dependentRequired : {};
  for (const key of new Set([...Object.keys(depReqBefore), ...Object.keys(depReqAfter)])) {
    const before = stringsOf(depReqBefore[key]);
    const after = stringsOf(depReqAfter[key]);
    const at = childPointer(pointer, "dependentRequired", key);
    for (const name of after.filter((n) => !before.includes(n))) {
      say("dependent-required-added", `\`${name}\` is now required when \`${key}\` is present`, at);
    }
    for (const name of before.filter((n) => !after.includes(n))) {
      say("dependent-required-removed", `\`${name}\` is no longer required with \`${key}\``, at);
    }
  }

  const keyed: [keyword: string, kind: string, what: (key: string) => string][] = [
    ["dependentSchemas", "dependent-schema", (key) => `schema applied when \`${key}\` is present`],
    [
      "patternProperties",
      "pattern-properties",
      (key) => `schema for properties matching \`${key}\``,
    ],
  ];
  for (const [keyword, kind, what] of keyed) {
    const before = isObject(base[keyword]) ? (base[keyword] as JsonObject) : {};
    const after = isObject(head[keyword]) ? (head[keyword] as JsonObject) : {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const at = childPointer(pointer, keyword, key);
      if (!Object.hasOwn(before, key)) say(`${kind}-added`, `${what(key)} added`, at);
      else if (!Object.hasOwn(after, key)) say(`${kind}-removed`, `${what(key)} removed`, at);
      else
        sub(
          before[key],
          after[key],
          at,
          keyword === "patternProperties" ? join(label, key) : label,
        );
    }
  }

  const namesAt = childPointer(pointer, "propertyNames");
  if (isObject(base.propertyNames) && isObject(head.propertyNames)) {
    sub(base.propertyNames, head.propertyNames, namesAt, `${label} (property names)`);
  } else if (isObject(head.propertyNames)) {
    say("property-names-added", "property names are now constrained", namesAt);
  } else if (isObject(base.propertyNames)) {
    say("property-names-removed", "property names are no longer constrained", namesAt);
  }
}

/** A part of a composition that only adds prose (an `allOf` entry with a description). */
function isAnnotationOnly(doc: OpenApiDocument, raw: unknown): boolean {
  const schema = resolve(doc, raw);
  return isObject(schema) && Object.keys(schema).every((key) => ANNOTATIONS.has(key));
}

function diffComposition(
  w: Walk,
  base: JsonObject,
  head: JsonObject,
  keyword: "oneOf" | "anyOf" | "allOf",
  pointer: string,
  say: Say,
  sub: Sub,
) {
  const list = (doc: OpenApiDocument, schema: JsonObject) =>
    (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [])
      .map((raw, index) => ({ raw, index }))
      .filter(({ raw }) => !isAnnotationOnly(doc, raw));
  const before = list(w.ctx.base, base);
  const after = list(w.ctx.head, head);
  if (before.length === 0 && after.length === 0) return;
  const at = childPointer(pointer, keyword);
  if (before.length === after.length) {
    for (const [position, entry] of after.entries()) {
      const previous = before[position];
      if (previous) sub(previous.raw, entry.raw, childPointer(at, entry.index));
    }
    return;
  }
  // Different counts: pair equal schemas, report the rest as added or removed.
  const unmatched = [...before];
  const added: number[] = [];
  for (const entry of after) {
    const match = unmatched.findIndex((candidate) => sameSchema(w, candidate.raw, entry.raw));
    if (match >= 0) unmatched.splice(match, 1);
    else added.push(entry.index);
  }
  const kind = keyword === "oneOf" ? "one-of" : keyword === "anyOf" ? "any-of" : "all-of";
  const noun = keyword === "allOf" ? "part" : "variant";
  for (const index of added) {
    say(`${kind}-${noun}-added`, `${keyword} gains schema #${index}`, childPointer(at, index));
  }
  for (const entry of unmatched) {
    say(
      `${kind}-${noun}-removed`,
      `${keyword} loses schema #${entry.index}`,
      childPointer(at, entry.index),
    );
  }
}
