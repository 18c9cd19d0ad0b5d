// Every rule the comparison can report: a stable id, a level and an example. The README's
// rule table is generated from this list (`pnpm --filter @cloud-api/scripts docs:rules`).
//
// Levels: `error` breaks existing clients; `warning` may break some (a reviewer decides);
// `info` is a compatible change, listed for the changelog.
//
// Operation-level rules are written out one by one. Schema rules are a kind (`format-changed`)
// and a side: `request-<kind>` judges what clients send (parameters, request bodies),
// `response-<kind>` what they parse (response bodies, response headers). The same edit is
// often breaking on one side and compatible on the other, so each side has its own level.

export type Level = "error" | "warning" | "info";
export const LEVELS: readonly Level[] = ["error", "warning", "info"];
export type Side = "request" | "response";

export interface Rule<Id extends string = RuleId> {
  id: Id;
  level: Level;
  /** A one-line example of a change the rule reports. */
  example: string;
}

export const OPERATION_RULES = [
  { id: "operation-added", level: "info", example: "`DELETE /servers/{id}` added" },
  {
    id: "operation-removed",
    level: "error",
    example: "`GET /isos` removed without being deprecated first",
  },
  {
    id: "operation-removed-before-sunset",
    level: "error",
    example:
      "deprecated `GET /isos` removed before its sunset date (`x-sunset` or `Sunset` header), or with one that cannot be read",
  },
  {
    id: "deprecated-operation-removed",
    level: "info",
    example: "deprecated `GET /isos` removed after its sunset date (or with none)",
  },
  { id: "operation-deprecated", level: "info", example: "`deprecated: true` set" },
  { id: "operation-id-changed", level: "error", example: "`list_isos` renamed to `get_isos`" },
  {
    id: "operation-sunset-earlier",
    level: "error",
    example: "`x-sunset` moved from 2027-06-01 to 2027-01-01",
  },
  {
    id: "operation-sunset-removed",
    level: "error",
    example: "`x-sunset: 2027-01-01` removed while `deprecated: true` stays",
  },
  {
    id: "sunset-notice-too-short",
    level: "warning",
    example:
      "`x-sunset` set less than 90 days ahead (30 for beta) on a deprecated operation, parameter or property",
  },
  {
    id: "sunset-date-invalid",
    level: "error",
    example:
      "`x-sunset: next year` on an operation or parameter (allowed: `YYYY-MM-DD`, RFC 3339, HTTP-date)",
  },
  {
    id: "stability-level-invalid",
    level: "error",
    example:
      "`x-stability-level: experimental` (allowed: draft, alpha, beta, stable), or an unknown base level dropped",
  },
  {
    id: "stability-level-decreased",
    level: "error",
    example:
      "`x-stability-level` from stable to beta, or from a level the gate does not know (`ga`)",
  },
  {
    id: "stability-level-increased",
    level: "info",
    example: "`x-stability-level` from beta to stable",
  },
  {
    id: "security-requirement-removed",
    level: "error",
    example: "`security: [{bearerAuth: []}]` replaced by `[{apiKey: []}]`",
  },
  {
    id: "security-requirement-added",
    level: "info",
    example: "`{apiKey: []}` added as an alternative to `{bearerAuth: []}`",
  },
  { id: "security-removed", level: "info", example: "`security: []`: no authentication needed" },
  {
    id: "security-scope-added",
    level: "error",
    example: "`{oauth: [read]}` now requires `[read, write]`",
  },
  {
    id: "security-scope-removed",
    level: "info",
    example: "`{oauth: [read, write]}` now requires `[read]`",
  },
  {
    id: "security-scheme-changed",
    level: "error",
    example: "`bearerAuth` from `http`/`bearer` to `apiKey` in a header",
  },
  { id: "request-parameter-added", level: "info", example: "optional query `sort` added" },
  {
    id: "request-required-parameter-added",
    level: "error",
    example: "required query `project` added",
  },
  {
    id: "request-path-parameter-added",
    level: "error",
    example: "path parameter `id` declared where the operation had none",
  },
  {
    id: "request-parameter-default-added",
    level: "error",
    example: "`default: 25` added to query `per_page` (clients that omit it now get 25)",
  },
  {
    id: "request-parameter-removed",
    level: "error",
    example: "query `name` removed without being deprecated first",
  },
  {
    id: "request-parameter-removed-before-sunset",
    level: "error",
    example: "deprecated query `name` removed before its `x-sunset` date",
  },
  {
    id: "deprecated-request-parameter-removed",
    level: "info",
    example: "deprecated query `name` removed after its sunset date (or with none)",
  },
  {
    id: "request-parameter-became-required",
    level: "error",
    example: "query `page` gets `required: true`",
  },
  { id: "request-parameter-became-optional", level: "info", example: "`required: true` dropped" },
  { id: "request-parameter-deprecated", level: "info", example: "query `name` deprecated" },
  {
    id: "request-parameter-sunset-earlier",
    level: "error",
    example: "`x-sunset` of query `name` moved from 2027-06-01 to 2027-01-01",
  },
  {
    id: "request-parameter-sunset-removed",
    level: "error",
    example: "`x-sunset` of deprecated query `name` removed",
  },
  {
    id: "request-parameter-serialization-changed",
    level: "error",
    example: "query `ids` from `style: form, explode: true` to `explode: false`",
  },
  { id: "request-body-added", level: "info", example: "optional request body added" },
  {
    id: "request-required-body-added",
    level: "error",
    example: "required request body added to `POST /servers/{id}/actions/poweron`",
  },
  {
    id: "request-body-removed",
    level: "error",
    example: "request body of `PUT /servers/{id}` removed",
  },
  {
    id: "request-body-became-required",
    level: "error",
    example: "`requestBody.required: true` set",
  },
  {
    id: "request-body-became-optional",
    level: "info",
    example: "`requestBody.required: true` dropped",
  },
  {
    id: "request-media-type-added",
    level: "info",
    example: "`application/merge-patch+json` accepted",
  },
  {
    id: "request-media-type-removed",
    level: "error",
    example: "`application/x-www-form-urlencoded` no longer accepted",
  },
  { id: "response-media-type-added", level: "info", example: "`text/csv` offered beside JSON" },
  {
    id: "response-media-type-removed",
    level: "error",
    example: "`application/json` no longer returned",
  },
  { id: "response-status-added", level: "info", example: "`409` documented" },
  {
    id: "response-success-status-removed",
    level: "error",
    example: "`201` replaced by `202`",
  },
  {
    id: "response-non-success-status-removed",
    level: "warning",
    example: "`409` no longer documented",
  },
  { id: "response-header-added", level: "info", example: "`RateLimit-Policy` added" },
  {
    id: "response-header-removed",
    level: "error",
    example: "`RateLimit-Reset` no longer sent",
  },
  {
    id: "response-header-became-optional",
    level: "error",
    example: "`Location` loses `required: true`",
  },
  {
    id: "response-header-became-required",
    level: "info",
    example: "`Location` gets `required: true`",
  },
] as const satisfies readonly Rule<string>[];

export type OperationRuleId = (typeof OPERATION_RULES)[number]["id"];

/** How a schema kind is judged on each side; `null`: not a rule on that side. */
export interface SchemaKind {
  readonly request: Level | null;
  readonly response: Level | null;
  readonly example: string;
  /** Why the change breaks clients, per side (used when the level is not info). */
  readonly why: { readonly request?: string; readonly response?: string };
}

const REQUEST_REJECTED = "requests that were valid before are rejected";
const RESPONSE_UNEXPECTED = "clients receive values they were not written for";

/** A kind reported on both sides (its rule ids exist as `request-<kind>` and `response-<kind>`). */
interface BothSides extends SchemaKind {
  readonly request: Level;
  readonly response: Level;
}

function tighter(example: string): BothSides {
  return { request: "error", response: "info", example, why: { request: REQUEST_REJECTED } };
}
function looser(example: string): BothSides {
  return { request: "info", response: "error", example, why: { response: RESPONSE_UNEXPECTED } };
}
function either(example: string): BothSides {
  return {
    request: "error",
    response: "error",
    example,
    why: { request: REQUEST_REJECTED, response: RESPONSE_UNEXPECTED },
  };
}

const BOUNDS = [
  ["min", "minimum/exclusiveMinimum", true],
  ["max", "maximum/exclusiveMaximum", false],
  ["min-length", "minLength", true],
  ["max-length", "maxLength", false],
  ["min-items", "minItems", true],
  ["max-items", "maxItems", false],
  ["min-properties", "minProperties", true],
  ["max-properties", "maxProperties", false],
  ["min-contains", "minContains", true],
  ["max-contains", "maxContains", false],
] as const;
type BoundKind = `${(typeof BOUNDS)[number][0]}-${"increased" | "decreased"}`;

function boundKinds(): Record<BoundKind, BothSides> {
  const kinds = {} as Record<BoundKind, BothSides>;
  for (const [name, keyword, lower] of BOUNDS) {
    const up: BoundKind = `${name}-increased`;
    const down: BoundKind = `${name}-decreased`;
    if (lower) {
      kinds[up] = tighter(`\`${keyword}\` raised or added (1 → 2)`);
      kinds[down] = looser(`\`${keyword}\` lowered or removed (2 → 1)`);
    } else {
      kinds[down] = tighter(`\`${keyword}\` lowered or added (64 → 32)`);
      kinds[up] = looser(`\`${keyword}\` raised or removed (32 → 64)`);
    }
  }
  return kinds;
}

export const SCHEMA_KINDS = {
  "type-narrowed": tighter('`[integer, "null"]` → `integer`, `number` → `integer`'),
  "type-widened": looser('`integer` → `number`, `string` → `[string, "null"]`'),
  "type-changed": either("`integer` → `string` in a body"),
  "xml-type-changed": {
    request: "info",
    response: "info",
    example: "`integer` → `string` in an XML body (the text on the wire is the same)",
    why: {},
  },
  "format-added": tighter("`format: uuid` added"),
  "format-removed": looser("`format: uuid` removed"),
  "format-changed": either("`format: uuid` → `format: uri`"),
  "enum-added": tighter("`enum: [a, b]` added to a free value"),
  "enum-removed": looser("`enum` dropped: any value"),
  "enum-value-added": looser("`enum: [a, b]` → `[a, b, c]`"),
  "enum-value-removed": tighter("`enum: [a, b, c]` → `[a, b]`"),
  "extensible-enum-value-added": {
    request: "info",
    response: "info",
    example: "`x-extensible-enum` (or an `enum` with `x-open-enum: true`) gains a value",
    why: {},
  },
  "extensible-enum-value-removed": {
    request: "error",
    response: "info",
    example: "`x-extensible-enum: [a, b, c]` → `[a, b]`",
    why: { request: REQUEST_REJECTED },
  },
  "const-added": tighter("`const: v1` added"),
  "const-removed": looser("`const: v1` removed"),
  "const-changed": either("`const: v1` → `const: v2`"),
  ...boundKinds(),
  "multiple-of-narrowed": tighter("`multipleOf: 5` added, or 5 → 10 (fewer values)"),
  "multiple-of-widened": looser("`multipleOf: 10` removed, or 10 → 5 (more values)"),
  "multiple-of-changed": either("`multipleOf: 2` → `multipleOf: 3` (some values in, others out)"),
  "unique-items-added": tighter("`uniqueItems: true` added"),
  "unique-items-removed": looser("`uniqueItems: true` removed"),
  "pattern-added": tighter("`pattern: ^[a-z]+$` added"),
  "pattern-changed": {
    request: "warning",
    response: "warning",
    example: "`^[a-z]+$` → `^[a-z0-9]+$` (not provably looser)",
    why: {
      request: "values that matched the old pattern may not match the new one",
      response: "values may no longer match the pattern clients validate",
    },
  },
  "pattern-removed": {
    request: "info",
    response: "warning",
    example: "`pattern` removed, emptied or loosened to `.*`",
    why: { response: "clients that validate the old pattern may reject values" },
  },
  "default-added": {
    request: "info",
    response: null,
    example: "`default: 25` added",
    why: {},
  },
  "default-removed": {
    request: "error",
    response: null,
    example: "`default: 25` removed",
    why: { request: "clients that omit the value no longer get the documented behaviour" },
  },
  "default-changed": {
    request: "error",
    response: null,
    example: "`default: 25` → `default: 50`",
    why: { request: "clients that omit the value now get another behaviour" },
  },
  "property-added": {
    request: "info",
    response: "info",
    example: "optional property `labels` added",
    why: {},
  },
  "required-property-added": {
    request: "error",
    response: null,
    example: "property `project` added to `required`",
    why: { request: "existing clients do not send it, so their requests are rejected" },
  },
  "property-removed": {
    request: "error",
    response: "error",
    example: "property `name` removed",
    why: {
      request: "clients that send it are rejected or silently ignored",
      response: "clients that read it get undefined",
    },
  },
  "property-became-required": {
    request: "error",
    response: "info",
    example: "`name` added to `required`",
    why: { request: "clients that omit it are rejected" },
  },
  "property-became-optional": {
    request: "info",
    response: "error",
    example: "`name` dropped from `required`",
    why: { response: "clients that rely on it being present break when it is missing" },
  },
  "property-deprecated": {
    request: "info",
    response: "info",
    example: "`deprecated: true` on a property",
    why: {},
  },
  "property-sunset-invalid": {
    ...either("`x-sunset: next year` on a property (allowed: `YYYY-MM-DD`, RFC 3339, HTTP-date)"),
    why: {
      request: "clients cannot plan the removal, and the gate cannot tell when it may happen",
      response: "clients cannot plan the removal, and the gate cannot tell when it may happen",
    },
  },
  "property-sunset-removed": {
    ...either("`x-sunset` removed from a property that stays deprecated"),
    why: {
      request:
        "clients planned their migration on that date, and without one it could be removed at any time",
      response:
        "clients planned their migration on that date, and without one it could be removed at any time",
    },
  },
  "property-sunset-earlier": {
    ...either("`x-sunset` of a deprecated property moved from 2027-06-01 to 2027-01-01"),
    why: {
      request: "clients planned for the later date",
      response: "clients planned for the later date",
    },
  },
  "property-sunset-notice-too-short": {
    request: "warning",
    response: "warning",
    example: "a property deprecated with `x-sunset` less than 90 days ahead",
    why: {
      request: "the policy gives clients at least 90 days to migrate",
      response: "the policy gives clients at least 90 days to migrate",
    },
  },
  "property-removed-before-sunset": {
    ...either(
      "deprecated property removed before its `x-sunset` date, or with one that cannot be read",
    ),
    why: {
      request: "clients were promised it until then",
      response: "clients were promised it until then",
    },
  },
  "deprecated-property-removed": {
    request: "info",
    response: "info",
    example: "deprecated property removed after its `x-sunset` date (or with none)",
    why: {},
  },
  "additional-properties-closed": tighter("`additionalProperties: false` added"),
  "additional-properties-opened": {
    request: "info",
    response: "info",
    example: "`additionalProperties: false` removed",
    why: {},
  },
  "one-of-variant-added": looser("`oneOf` gains a schema"),
  "one-of-variant-removed": tighter("`oneOf` loses a schema"),
  "any-of-variant-added": looser("`anyOf` gains a schema"),
  "any-of-variant-removed": tighter("`anyOf` loses a schema"),
  "all-of-part-added": tighter("`allOf` gains a constraining schema (annotation-only parts aside)"),
  "all-of-part-removed": looser("`allOf` loses a constraining schema"),
  "not-added": tighter("`not: {const: root}` added"),
  "not-removed": looser("`not` removed"),
  "not-changed": either("`not: {const: root}` → `not: {const: admin}`"),
  "conditional-added": tighter("`if`/`then`/`else` added"),
  "conditional-removed": looser("`if`/`then`/`else` removed"),
  "conditional-changed": either("the `if` schema changes, or `then`/`else` appear or disappear"),
  "dependent-required-added": tighter("`dependentRequired: {a: [b]}` added"),
  "dependent-required-removed": looser("`dependentRequired: {a: [b]}` removed"),
  "dependent-schema-added": tighter("`dependentSchemas: {a: {...}}` added"),
  "dependent-schema-removed": looser("`dependentSchemas: {a: {...}}` removed"),
  "prefix-items-added": tighter("`prefixItems` gains a position"),
  "prefix-items-removed": looser("`prefixItems` loses a position"),
  "items-closed": tighter("`items: false` after `prefixItems`"),
  "items-opened": looser("`items: false` removed after `prefixItems`"),
  "unevaluated-properties-closed": tighter("`unevaluatedProperties: false` added"),
  "unevaluated-properties-opened": looser("`unevaluatedProperties: false` removed"),
  "unevaluated-items-closed": tighter("`unevaluatedItems: false` added"),
  "unevaluated-items-opened": looser("`unevaluatedItems: false` removed"),
  "additional-properties-schema-added": tighter(
    "`additionalProperties: {type: string}` where there was none (any value)",
  ),
  "additional-properties-schema-removed": looser(
    "`additionalProperties: {type: string}` removed (any value again)",
  ),
  "unevaluated-properties-schema-added": tighter(
    "`unevaluatedProperties: {type: string}` where there was none",
  ),
  "unevaluated-properties-schema-removed": looser(
    "`unevaluatedProperties: {type: string}` removed",
  ),
  "unevaluated-items-schema-added": tighter(
    "`unevaluatedItems: {type: integer}` where there was none",
  ),
  "unevaluated-items-schema-removed": looser("`unevaluatedItems: {type: integer}` removed"),
  "items-schema-added": tighter("`items: {type: string}` on an array that had none"),
  "items-schema-removed": looser("`items: {type: string}` removed: items of any type"),
  "contains-added": tighter("`contains: {const: admin}` added"),
  "contains-removed": looser("`contains` removed"),
  "pattern-properties-added": tighter("`patternProperties: {^x-: {type: string}}` added"),
  "pattern-properties-removed": looser("a `patternProperties` entry removed"),
  "property-names-added": tighter("`propertyNames: {pattern: ^[a-z]+$}` added"),
  "property-names-removed": looser("`propertyNames` removed"),
  "content-encoding-changed": {
    ...either("`contentEncoding: base64` added, removed or changed to `base64url`"),
    why: {
      request: "clients encode the value the old way, so the server reads other bytes",
      response: "clients decode the value the old way and read other bytes",
    },
  },
  "content-media-type-changed": {
    ...either("`contentMediaType: image/png` added, removed or changed to `image/webp`"),
    why: {
      request: "clients send content of the old media type, which the server no longer reads",
      response: "clients parse the content as the old media type",
    },
  },
} as const satisfies Record<string, SchemaKind>;

type SchemaKinds = typeof SCHEMA_KINDS;
export type SchemaKindName = keyof SchemaKinds;
/** The kinds that are a rule on this side (`default-*` and `required-property-added` are not responses'). */
type KindOn<S extends Side> = {
  [K in SchemaKindName]: SchemaKinds[K][S] extends null ? never : K;
}[SchemaKindName];
export type SchemaRuleId = `request-${KindOn<"request">}` | `response-${KindOn<"response">}`;
/** Every rule id: a typo in the code fails the build; the ignore file is checked when read. */
export type RuleId = OperationRuleId | SchemaRuleId;

function schemaRules(): Rule[] {
  const rules: Rule[] = [];
  for (const side of ["request", "response"] as const) {
    for (const kind of Object.keys(SCHEMA_KINDS) as SchemaKindName[]) {
      const id = schemaRuleId(side, kind);
      if (id !== undefined)
        rules.push({
          id,
          level: SCHEMA_KINDS[kind][side] as Level,
          example: SCHEMA_KINDS[kind].example,
        });
    }
  }
  return rules;
}

/** `request-format-added`, or undefined when the kind is no rule on that side. */
export function schemaRuleId(side: Side, kind: SchemaKindName): SchemaRuleId | undefined {
  // The level says whether the side has the rule; the id is then one of SchemaRuleId.
  return SCHEMA_KINDS[kind][side] === null ? undefined : (`${side}-${kind}` as SchemaRuleId);
}

export const RULES: readonly Rule[] = [...OPERATION_RULES, ...schemaRules()];
export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((rule) => [rule.id, rule]));

export function isRuleId(id: string): id is RuleId {
  return RULES_BY_ID.has(id);
}

export function ruleLevel(id: RuleId): Level {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`unknown rule id ${id}`);
  return rule.level;
}

/** Why a schema change of this kind breaks clients on this side, if it does. */
export function schemaWhy(kind: SchemaKindName, side: Side): string | undefined {
  const why: SchemaKind["why"] = SCHEMA_KINDS[kind].why;
  return why[side];
}
