// Direction-aware comparison of two JSON schemas (OpenAPI 3.1 / JSON Schema 2020-12).
//
// A request schema describes what clients send and the server validates: anything the
// head accepts less of (a removed enum value, a new required property, a tighter bound)
// rejects requests that worked before. A response schema describes what clients parse:
// anything the head may send more of (a new enum value, a new type, a property that may
// now be missing) reaches client code that was not written for it. Each finding is a
// schema kind (rules.ts) on one side; annotations (descriptions, titles, examples) are
// never compared.
//
// Where a schema sits decides what a client actually sends and receives (SchemaPlace):
// parameters, response headers and non-JSON bodies carry text, an exploded query array
// also parses a single value, and a value that is always sent never falls back on its
// default.
import {
  childPointer,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  resolve,
} from "../openapi/document.js";
import type { DocumentChange } from "./change.js";
import { daysUntil, NOTICE_DAYS } from "./policy.js";
import {
  ruleLevel,
  SCHEMA_KINDS,
  type SchemaKindName,
  type Side,
  schemaRuleId,
  schemaWhy,
} from "./rules.js";
import { parseSunsetDate } from "./sunset.js";

export type Direction = Side;

export interface SchemaDiffContext {
  base: OpenApiDocument;
  head: OpenApiDocument;
  operation: string;
  changes: DocumentChange[];
  /** Shared by the operations of one comparison (compareSpecs makes one). */
  cache?: SchemaDiffCache;
  /** "Today" for sunset dates of properties; defaults to the current date. */
  now?: Date;
}

/**
 * How values reach the other side. `json`: a JSON body, where `5` and `"5"` differ. `text`:
 * parameters, headers and non-JSON bodies (XML, forms, plain text), where every value is
 * text, so `5` is also a valid string and enum values compare as their text.
 */
export type Wire = "json" | "text";

/** Where a schema sits: names the place in messages and decides how its rules judge it. */
export type SchemaLocation =
  | {
      /** A request parameter's `schema` (one with `content` is a body-like `media`). */
      in: "query" | "path" | "header" | "cookie";
      style: string;
      explode: boolean;
      /** Required in the base or the head spec: always sent, so its default never applies. */
      required: boolean;
    }
  | { in: "media"; mediaType: string }
  | { in: "response-header" };

export interface SchemaPlace {
  side: Side;
  /** `query parameter \`page\``, `request body`, `response header \`Location\`` ... */
  where: string;
  location: SchemaLocation;
}

/**
 * JSON media types: `application/json` (parameters included), `application/problem+json`,
 * and streams of JSON values (`application/x-ndjson`, `application/jsonl`, `json-seq`).
 */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  const subtype = essence.split("/")[1] ?? "";
  return subtype.endsWith("+json") || /(^|[-.])(nd)?json(l|-seq)?$/.test(subtype);
}

/** XML media types: `application/xml`, `text/xml` and `*+xml` (`application/atom+xml`). */
export function isXmlMediaType(mediaType: string): boolean {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  const subtype = essence.split("/")[1] ?? "";
  return subtype === "xml" || subtype.endsWith("+xml");
}

/**
 * In XML every value is element or attribute text and the JSON Schema `type` is how a program
 * maps it, not bytes on the wire: `5` as an integer and `"5"` as a string are one element.
 */
function isXml(location: SchemaLocation): boolean {
  return location.in === "media" && isXmlMediaType(location.mediaType);
}

export function wireOf(location: SchemaLocation): Wire {
  if (location.in === "media") return isJsonMediaType(location.mediaType) ? "json" : "text";
  return "text";
}

/** A query parameter in form style, exploded: `?id=1&id=2`, so `?id=1` is an array of one. */
function isExplodedQuery(location: SchemaLocation): boolean {
  return location.in === "query" && location.style === "form" && location.explode;
}

interface Walk {
  ctx: SchemaDiffContext;
  place: SchemaPlace;
  wire: Wire;
  /** An XML body: type changes are no change of the bytes (isXml). */
  xml: boolean;
  now: Date;
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
  kind: SchemaKindName;
  /** Pointer suffix from the node (`/properties/name`). */
  pointer: string;
  /** Property path suffix from the node (`.server.name`, `[]`, `.*`). */
  label: string;
  what: string;
}

/** Walk results per `$ref` pair and place, shared by every operation of one comparison. */
export type SchemaDiffCache = Map<string, Relative[]>;

type BoundName =
  | "min"
  | "max"
  | `${"min" | "max"}-${"length" | "items" | "properties" | "contains"}`;
type Bound = readonly [keyword: string, kind: BoundName];

const LOWER_BOUNDS: Bound[] = [
  ["minimum", "min"],
  ["exclusiveMinimum", "min"],
  ["minLength", "min-length"],
  ["minItems", "min-items"],
  ["minProperties", "min-properties"],
  ["minContains", "min-contains"],
];
const UPPER_BOUNDS: Bound[] = [
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
  // Lifecycle data: judged by diffSunset and the property lifecycle, not as constraints.
  "x-sunset",
  "x-deprecation-announcement",
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
  const w: Walk = {
    ctx,
    place,
    wire: wireOf(place.location),
    xml: isXml(place.location),
    now: ctx.now ?? new Date(),
    cache,
    cuts: [],
  };
  const location = place.location;
  const found =
    (isExplodedQuery(location) ? liftExplodedArray(w, baseRaw, headRaw) : undefined) ??
    walk(w, baseRaw, headRaw, new Set(), sharedKey);
  const alwaysSent = "required" in location && location.required;
  for (const relative of found) {
    if (alwaysSent && isOwnDefault(relative)) continue;
    if (relative.kind === "default-added" && relative.label === "" && isParameter(location)) {
      reportParameterDefault(w, relative.what, pointer + relative.pointer);
      continue;
    }
    report(
      w,
      relative.kind,
      renderLabel(relative.label),
      relative.what,
      pointer + relative.pointer,
    );
  }
}

function isParameter(location: SchemaLocation): boolean {
  return ["query", "path", "header", "cookie"].includes(location.in);
}

/**
 * A default added to a parameter: clients that omit it were served without one and now get a
 * value they never chose. (In a request body a new default only documents what the server did.)
 */
function reportParameterDefault(w: Walk, what: string, pointer: string) {
  w.ctx.changes.push({
    id: "request-parameter-default-added",
    level: ruleLevel("request-parameter-default-added"),
    operation: w.ctx.operation,
    pointer,
    message: `${w.place.where}: ${what}: clients that omit it now get a value they never chose; leave the default out and document what omitting it does, or add a new parameter.`,
  });
}

/** A finding about the default of the value itself (not of one of its properties or items). */
function isOwnDefault(relative: Relative): boolean {
  return relative.label === "" && relative.kind.startsWith("default-");
}

/** `.server.name` → `server.name`; `[]` → `value[]` (an array at the root). */
function renderLabel(label: string): string {
  const trimmed = label.startsWith(".") ? label.slice(1) : label;
  return trimmed === "" || /^[a-zA-Z0-9_$-]/.test(trimmed) ? trimmed : `value${trimmed}`;
}

function report(w: Walk, kind: SchemaKindName, label: string, what: string, pointer: string) {
  const side = w.place.side;
  const id = schemaRuleId(side, kind);
  if (id === undefined) return;
  const level = SCHEMA_KINDS[kind][side] ?? "info";
  const subject = label ? `${w.place.where} property \`${label}\`` : w.place.where;
  const why = level === "info" ? undefined : schemaWhy(kind, side);
  const change = `${what}${why ? `: ${why}` : ""}.`;
  const leaf = label.split(".").at(-1) ?? "";
  // "property `name` removed", but "property `name`: format changed from ...".
  const joiner = /^(required-)?property-/.test(kind) && label ? " " : ": ";
  w.ctx.changes.push({
    id,
    level,
    operation: w.ctx.operation,
    pointer,
    message: `${subject}${joiner}${change}`,
    summary: leaf
      ? `${side} property \`${leaf}\`${joiner}${change}`
      : `${w.place.where}: ${change}`,
  });
}

/** The JSON types a scalar query value may have: it is one value, not an array or object. */
const SCALAR_TYPES = new Set(["string", "integer", "number", "boolean"]);

function isArrayOnly(schema: JsonObject): boolean {
  const types = typesOf(schema);
  return types !== undefined && types.size === 1 && types.has("array");
}

function isScalar(schema: JsonObject): boolean {
  const types = typesOf(schema);
  return types !== undefined && [...types].every((type) => SCALAR_TYPES.has(type));
}

/** `items` as a schema to compare: absent or `true` is any value. */
function itemsOf(schema: JsonObject): unknown {
  return isObject(schema.items) ? schema.items : {};
}

/**
 * An exploded query parameter that turns from one value into an array (or back). `?id=5`
 * parses both as the value 5 and as the array [5], so a scalar that becomes an array of the
 * same values loosens the parameter, and an array that becomes a scalar rejects only clients
 * that send several values. Compares the scalar with the array's items; undefined when
 * neither side is such a change.
 */
function liftExplodedArray(w: Walk, baseRaw: unknown, headRaw: unknown): Relative[] | undefined {
  const base = resolve(w.ctx.base, baseRaw);
  const head = resolve(w.ctx.head, headRaw);
  if (!isObject(base) || !isObject(head)) return undefined;
  const found: Relative[] = [];
  const prefixed = (relatives: Relative[], pointer: string) =>
    found.push(...relatives.map((r) => ({ ...r, pointer: pointer + r.pointer })));
  if (isScalar(base) && isArrayOnly(head)) {
    found.push({
      kind: "type-widened",
      pointer: "",
      label: "",
      what: `type changed from ${describeTypes(typesOf(base))} to an array (a single value still parses as an array of one)`,
    });
    prefixed(walk(w, baseRaw, itemsOf(head), new Set()), "/items");
    const minItems = numberOf(head, "minItems");
    if (minItems !== undefined && minItems > 1) {
      found.push({
        kind: "min-items-increased",
        pointer: "",
        label: "",
        what: `minItems ${minItems}: a single value is no longer enough`,
      });
    }
    return found;
  }
  if (isArrayOnly(base) && isScalar(head)) {
    // With `maxItems: 1` no client ever sent more than the one value the head still takes.
    const maxItems = numberOf(base, "maxItems");
    if (maxItems === undefined || maxItems > 1) {
      found.push({
        kind: "type-narrowed",
        pointer: "",
        label: "",
        what: `type changed from an array to ${describeTypes(typesOf(head))} (only one value)`,
      });
    }
    prefixed(walk(w, itemsOf(base), headRaw, new Set()), "");
    return found;
  }
  return undefined;
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
  // A side without a `$ref` is inline: the key does not say which schema it is, so two inline
  // schemas compared with the same component would share a result. Only reference pairs (and
  // shared inline schemas, which have a key of their own) are cached.
  const cacheable = sharedKey !== undefined || (refOf(baseRaw) !== "" && refOf(headRaw) !== "");
  const cacheKey = `${pairKey}|${w.place.side}|${w.wire}${w.xml ? "|xml" : ""}`;
  const cached = cacheable ? w.cache.get(cacheKey) : undefined;
  if (cached) return cached;
  const cutsBefore = w.cuts.length;
  onPath.add(pairKey);
  const found = walkNode(w, baseRaw, headRaw, onPath);
  onPath.delete(pairKey);
  // Cache only what does not depend on where the walk came from: a subtree in which a cycle
  // through an outer reference was cut may expand differently elsewhere.
  const foreign = w.cuts.splice(cutsBefore).filter((key) => key !== pairKey);
  w.cuts.push(...foreign);
  if (foreign.length === 0 && cacheable) w.cache.set(cacheKey, found);
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
  const say = (kind: SchemaKindName, what: string, at = pointer) =>
    found.push({ kind, pointer: at, label: "", what });
  const sub: Sub = (b, h, at, subLabel = label, alwaysSent = false, keep = (r) => r) => {
    for (const relative of walk(w, b, h, onPath)) {
      // A value that is always sent (a required property) never falls back on its default.
      if (alwaysSent && isOwnDefault(relative)) continue;
      const child = keep(relative);
      if (child === undefined) continue;
      found.push({ ...child, pointer: at + child.pointer, label: subLabel + child.label });
    }
  };
  const emit = (kind: SchemaKindName, subLabel: string, what: string, at: string) =>
    found.push({ kind, pointer: at, label: subLabel, what });

  diffTypes(w, base, head, say);
  diffFormat(base, head, say);
  diffContentKeywords(base, head, say);
  diffEnums(base, head, say, w.wire === "text");
  diffConst(base, head, say);
  diffBounds(base, head, say);
  diffPattern(base, head, say);
  diffDefault(base, head, say);
  diffSunset(w, base, head, say);
  diffObject(w, base, head, pointer, label, sub, emit);
  diffArrays(base, head, pointer, label, say, sub);
  diffClosed(w, base, head, pointer, label, say, sub);
  diffApplicators(w, base, head, pointer, label, say, sub);
  for (const keyword of ["oneOf", "anyOf", "allOf"] as const) {
    diffComposition(w, base, head, keyword, pointer, say, sub);
  }
  return found;
}

type Say = (kind: SchemaKindName, what: string, at?: string) => void;
type Sub = (
  base: unknown,
  head: unknown,
  pointer: string,
  label?: string,
  alwaysSent?: boolean,
  /** What to keep of each finding below (and how to word it); all of them by default. */
  keep?: (found: Relative) => Relative | undefined,
) => void;
type Emit = (kind: SchemaKindName, label: string, what: string, pointer: string) => void;

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
  if (w.xml) {
    if (describeTypes(before) !== describeTypes(after)) {
      say(
        "xml-type-changed",
        `type changed from ${describeTypes(before)} to ${describeTypes(after)} (in XML every value is element or attribute text: the bytes on the wire do not change)`,
      );
    }
    return;
  }
  const serialized = w.wire === "text";
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
 * `contentEncoding` and `contentMediaType`: how the bytes of a string value are encoded and
 * what they are. Any change, added or removed included, changes the bytes on the wire.
 * Both are case-insensitive (RFC 2045, RFC 6838).
 */
function diffContentKeywords(base: JsonObject, head: JsonObject, say: Say) {
  const keywords = [
    ["contentEncoding", "content-encoding-changed"],
    ["contentMediaType", "content-media-type-changed"],
  ] as const;
  for (const [keyword, kind] of keywords) {
    const before = stringOf(base, keyword)?.toLowerCase();
    const after = stringOf(head, keyword)?.toLowerCase();
    if (before === after) continue;
    if (before === undefined) say(kind, `${keyword} \`${after}\` added`);
    else if (after === undefined) say(kind, `${keyword} \`${before}\` removed`);
    else say(kind, `${keyword} changed from \`${before}\` to \`${after}\``);
  }
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
  const check = ([keyword, kind]: Bound, lower: boolean) => {
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

/**
 * The `x-sunset` of a schema (a property's, mostly) kept in the head: readable, never removed
 * nor moved earlier while it stays deprecated, and a new one gives the stable notice (a shared
 * schema serves operations of every stability level).
 */
function diffSunset(w: Walk, base: JsonObject, head: JsonObject, say: Say) {
  if (base["x-sunset"] === undefined && head["x-sunset"] === undefined) return;
  const at = "/x-sunset";
  const was = parseSunsetDate(base["x-sunset"]);
  const is = parseSunsetDate(head["x-sunset"]);
  if (head["x-sunset"] !== undefined && is === undefined) {
    say("property-sunset-invalid", unreadableSunset(head["x-sunset"]), at);
  } else if (was && head["x-sunset"] === undefined && head.deprecated === true) {
    say(
      "property-sunset-removed",
      `sunset date ${dayOf(was)} removed while it stays deprecated (keep it, move it later, or withdraw the deprecation)`,
      at,
    );
  } else if (was && is && is.getTime() < was.getTime()) {
    say("property-sunset-earlier", `sunset date moved from ${dayOf(was)} to ${dayOf(is)}`, at);
  }
  if (is && base["x-sunset"] === undefined && head.deprecated === true) {
    const days = daysUntil(is, w.now);
    if (days < NOTICE_DAYS.stable) {
      say(
        "property-sunset-notice-too-short",
        `sunset date ${dayOf(is)} is ${days < 0 ? "already past" : `${days} days away`} (set a later date, or, when following the provider's own date, say so in the changelog entry)`,
        at,
      );
    }
  }
}

function unreadableSunset(raw: unknown): string {
  return `sunset date ${json(raw)} cannot be read (YYYY-MM-DD, RFC 3339 or HTTP-date)`;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * How a property left the schema: a deprecated one may go on or after its sunset date (or any
 * time, without one); before it, or with a date that cannot be read, it breaks the promise.
 */
function removalOfProperty(
  w: Walk,
  raw: unknown,
): { kind: SchemaKindName; what: string } | undefined {
  const schema = resolve(w.ctx.base, raw);
  if (!isObject(schema) || schema.deprecated !== true) return undefined;
  const sunset = schema["x-sunset"];
  const date = parseSunsetDate(sunset);
  if (sunset !== undefined && date === undefined) {
    return {
      kind: "property-removed-before-sunset",
      what: `removed although its ${unreadableSunset(sunset)}: the gate cannot tell that the date clients were promised has passed`,
    };
  }
  if (date && date.getTime() > w.now.getTime()) {
    return {
      kind: "property-removed-before-sunset",
      what: `removed before its sunset date ${dayOf(date)}`,
    };
  }
  return {
    kind: "deprecated-property-removed",
    what: date ? `removed after its sunset date ${dayOf(date)}` : "removed after being deprecated",
  };
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
  const say = (kind: SchemaKindName, name: string, what: string) =>
    emit(kind, join(label, name), what, at(name));

  // A property hidden on this side (readOnly in requests, writeOnly in responses) does not
  // exist for clients there: becoming hidden is a removal, becoming visible an addition.
  const hidden = side === "request" ? "readOnly" : "writeOnly";
  for (const [name, raw] of Object.entries(baseProperties)) {
    if (!visibleOn(w.ctx.base, raw, side)) continue;
    const kept = Object.hasOwn(headProperties, name);
    if (kept && visibleOn(w.ctx.head, headProperties[name], side)) continue;
    const lifecycle = kept ? undefined : removalOfProperty(w, raw);
    if (lifecycle) say(lifecycle.kind, name, lifecycle.what);
    else say("property-removed", name, kept ? `is now ${hidden}` : "removed");
  }
  for (const [name, raw] of Object.entries(headProperties)) {
    if (!visibleOn(w.ctx.head, raw, side)) {
      // A readOnly property clients send back as they read it is validated when sent: a new
      // pattern (a rule on the text the server's older values need not follow) rejects it.
      // Its other constraints describe what the server produces (judged on responses).
      const before = baseProperties[name];
      if (side === "request" && before !== undefined && !visibleOn(w.ctx.base, before, side)) {
        sub(before, raw, at(name), join(label, name), false, (found) =>
          found.kind === "pattern-added" && found.label === ""
            ? {
                ...found,
                what: `${found.what} to a readOnly property (validated when a client sends back the value it read)`,
              }
            : undefined,
        );
      }
      continue;
    }
    const required = headRequired.includes(name);
    const existed = Object.hasOwn(baseProperties, name);
    if (!existed || !visibleOn(w.ctx.base, baseProperties[name], side)) {
      const what = existed ? `is no longer ${hidden}` : "added";
      if (required && side === "request") say("required-property-added", name, `${what}, required`);
      else say("property-added", name, `${what}${required ? " (always present)" : ""}`);
      const added = resolve(w.ctx.head, raw);
      const sunset = isObject(added) ? added["x-sunset"] : undefined;
      if (sunset !== undefined && parseSunsetDate(sunset) === undefined) {
        emit(
          "property-sunset-invalid",
          join(label, name),
          unreadableSunset(sunset),
          childPointer(at(name), "x-sunset"),
        );
      }
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
    sub(baseProperties[name], raw, at(name), join(label, name), required || wasRequired);
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

/**
 * `additionalProperties`, `items`, `unevaluated*`: `false` closes; a schema is compared with
 * the other side's, and absent (or `true`, or prose only) means any value, so a schema where
 * there was none constrains what was free and one that is removed frees what was constrained.
 */
function diffClosed(
  w: Walk,
  base: JsonObject,
  head: JsonObject,
  pointer: string,
  label: string,
  say: Say,
  sub: Sub,
) {
  const keywords = [
    ["additionalProperties", "additional-properties", "properties not listed", `${label}.*`],
    ["unevaluatedProperties", "unevaluated-properties", "properties not evaluated", `${label}.*`],
    ["unevaluatedItems", "unevaluated-items", "items not evaluated", `${label}[]`],
    ["items", "items", "items beyond prefixItems", `${label}[]`],
  ] as const;
  for (const [keyword, kind, what, subLabel] of keywords) {
    const before = base[keyword];
    const after = head[keyword];
    const at = childPointer(pointer, keyword);
    if (after === false && before !== false) {
      say(`${kind}-closed`, `${what} are no longer allowed`, at);
      continue;
    }
    if (before === false && after !== false) {
      say(`${kind}-opened`, `${what} are now allowed`, at);
      continue;
    }
    const had = constrains(w.ctx.base, before);
    const has = constrains(w.ctx.head, after);
    if (had && has) sub(before, after, at, subLabel);
    else if (has)
      say(`${kind}-schema-added`, `\`${keyword}\` now constrains what was any value`, at);
    else if (had)
      say(`${kind}-schema-removed`, `\`${keyword}\` no longer constrains its values`, at);
  }
}

/** Whether a sub-schema constrains anything: absent, `true`, `{}` and prose do not. */
function constrains(doc: OpenApiDocument, raw: unknown): boolean {
  return isObject(raw) && !isAnnotationOnly(doc, raw);
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

  const keyed: [
    keyword: string,
    kind: "dependent-schema" | "pattern-properties",
    what: (key: string) => string,
  ][] = [
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

/** One entry of a `oneOf`/`anyOf`/`allOf` list, with what pairing looks at. */
interface Variant {
  raw: unknown;
  /** Position in its list (annotation-only entries keep their positions). */
  index: number;
  schema: JsonObject;
  /** The `$ref` it is written as, or "". */
  ref: string;
  /** Its value of the parent's discriminator property, when it has one. */
  tag: string | undefined;
}

const COMPOSITIONS = {
  oneOf: { kind: "one-of-variant", noun: "variant" },
  anyOf: { kind: "any-of-variant", noun: "variant" },
  allOf: { kind: "all-of-part", noun: "part" },
} as const;

function diffComposition(
  w: Walk,
  base: JsonObject,
  head: JsonObject,
  keyword: keyof typeof COMPOSITIONS,
  pointer: string,
  say: Say,
  sub: Sub,
) {
  const before = variantsOf(w.ctx.base, base, keyword);
  const after = variantsOf(w.ctx.head, head, keyword);
  if (before.length === 0 && after.length === 0) return;
  const at = childPointer(pointer, keyword);
  const { pairs, removed, added } = pairVariants(w, before, after);
  // A paired variant is the same alternative: its own changes are judged like any schema's.
  for (const [previous, next] of pairs) sub(previous.raw, next.raw, childPointer(at, next.index));
  const { kind, noun } = COMPOSITIONS[keyword];
  for (const entry of added) {
    const what = `${keyword} gains ${noun} #${entry.index} (${describeVariant(entry)})`;
    say(`${kind}-added`, what, childPointer(at, entry.index));
  }
  for (const entry of removed) {
    const what = `${keyword} loses ${noun} #${entry.index} (${describeVariant(entry)})`;
    say(`${kind}-removed`, what, childPointer(at, entry.index));
  }
}

/** `Cat`, `kind: file`, `string`: enough to tell the variant in a one-line message. */
function describeVariant(variant: Variant): string {
  if (variant.ref) return `\`${variant.ref.split("/").at(-1)}\``;
  if (variant.tag !== undefined) return `\`${variant.tag}\``;
  const types = typesOf(variant.schema);
  return types ? describeTypes(types) : "a schema";
}

function variantsOf(doc: OpenApiDocument, parent: JsonObject, keyword: string): Variant[] {
  const list = Array.isArray(parent[keyword]) ? (parent[keyword] as unknown[]) : [];
  const variants: Variant[] = [];
  list.forEach((raw, index) => {
    const schema = resolve(doc, raw);
    // An entry that only adds prose is no alternative and no constraint.
    if (!isObject(schema) || isAnnotationOnly(doc, schema)) return;
    const ref = refOf(raw);
    variants.push({ raw, index, schema, ref, tag: discriminatorValue(doc, parent, schema, ref) });
  });
  return variants;
}

/**
 * The value of the parent's `discriminator.propertyName` that selects this variant: its key
 * in `mapping`, else the property's `const` (or single `enum` value), else the name of the
 * component it refers to (OpenAPI's implicit mapping).
 */
function discriminatorValue(
  doc: OpenApiDocument,
  parent: JsonObject,
  schema: JsonObject,
  ref: string,
): string | undefined {
  const discriminator = parent.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== "string") return undefined;
  if (ref && isObject(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (target === ref || (typeof target === "string" && ref.endsWith(`/${target}`))) {
        return value;
      }
    }
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  const property = resolve(doc, properties[discriminator.propertyName]);
  if (isObject(property)) {
    if (typeof property.const === "string") return property.const;
    if (Array.isArray(property.enum) && property.enum.length === 1) return String(property.enum[0]);
  }
  return ref ? ref.split("/").at(-1) : undefined;
}

/**
 * Pairs the variants of the base with those of the head, best match first: the same `$ref`;
 * the same schema (annotations aside, so a reordered list pairs up); the same discriminator
 * value; then, among variants whose types overlap, the most similar structure (two variants are
 * also paired when each is the other's only candidate). What stays unpaired
 * was truly added or removed.
 */
function pairVariants(
  w: Walk,
  before: Variant[],
  after: Variant[],
): { pairs: [Variant, Variant][]; removed: Variant[]; added: Variant[] } {
  const pairs: [Variant, Variant][] = [];
  const left = new Set(before);
  const right = new Set(after);
  const pairBy = (matches: (previous: Variant, next: Variant) => boolean) => {
    for (const next of right) {
      for (const previous of left) {
        if (!matches(previous, next)) continue;
        pairs.push([previous, next]);
        left.delete(previous);
        right.delete(next);
        break;
      }
    }
  };
  pairBy((previous, next) => previous.ref !== "" && previous.ref === next.ref);
  if (left.size > 0 && right.size > 0) {
    pairBy(
      (previous, next) =>
        canonicalKey(w.ctx.base, previous.schema) === canonicalKey(w.ctx.head, next.schema),
    );
  }
  if (left.size > 0 && right.size > 0) {
    pairBy((previous, next) => previous.tag !== undefined && previous.tag === next.tag);
  }
  if (left.size > 0 && right.size > 0) {
    const candidates: { previous: Variant; next: Variant; score: number }[] = [];
    for (const previous of left) {
      for (const next of right) {
        if (comparable(previous, next)) {
          candidates.push({ previous, next, score: similarity(w, previous, next) });
        }
      }
    }
    // Two variants that share no structure are still one alternative when each is the
    // other's only candidate (the one object variant on both sides, say).
    const count = (variant: Variant) =>
      candidates.filter((c) => c.previous === variant || c.next === variant).length;
    const kept = candidates.filter(
      (c) => c.score > 0 || (count(c.previous) === 1 && count(c.next) === 1),
    );
    kept.sort((a, b) => b.score - a.score || a.next.index - b.next.index);
    for (const { previous, next } of kept) {
      if (!left.has(previous) || !right.has(next)) continue;
      pairs.push([previous, next]);
      left.delete(previous);
      right.delete(next);
    }
  }
  return { pairs, removed: [...left], added: [...right] };
}

/** Whether two variants may be the same alternative at all. */
function comparable(previous: Variant, next: Variant): boolean {
  // Two different components, or two different discriminator values, are two alternatives.
  if (previous.ref !== "" && next.ref !== "") return false;
  if (previous.tag !== undefined && next.tag !== undefined) return false;
  const before = typesOf(previous.schema);
  const after = typesOf(next.schema);
  return before === undefined || after === undefined || [...before].some((t) => after.has(t));
}

/** Shared structure (Jaccard index of the keyword paths and values), `type` aside. */
function similarity(w: Walk, previous: Variant, next: Variant): number {
  const before = featuresOf(w.ctx.base, previous.schema);
  const after = featuresOf(w.ctx.head, next.schema);
  let shared = 0;
  for (const feature of before) if (after.has(feature)) shared++;
  const union = before.size + after.size - shared;
  return union === 0 ? 0 : shared / union;
}

const features = new WeakMap<JsonObject, Set<string>>();

function featuresOf(doc: OpenApiDocument, schema: JsonObject): Set<string> {
  const known = features.get(schema);
  if (known) return known;
  const found = new Set<string>();
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, `${path}[]`);
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (path === "" && key === "type") continue;
        found.add(`${path}/${key}`);
        visit(value, `${path}/${key}`);
      }
    } else found.add(`${path}=${json(node)}`);
  };
  visit(canonical(doc, schema), "");
  features.set(schema, found);
  return found;
}

const canonicalKeys = new WeakMap<JsonObject, string>();

/** The schema without annotations, as a string (computed once per schema object). */
function canonicalKey(doc: OpenApiDocument, schema: JsonObject): string {
  const known = canonicalKeys.get(schema);
  if (known !== undefined) return known;
  const key = json(canonical(doc, schema));
  canonicalKeys.set(schema, key);
  return key;
}
