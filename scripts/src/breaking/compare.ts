// Compares two bundled specs operation by operation and lists every change as a finding with
// a rule id and a level (rules.ts; scripts/README.md explains each and why it breaks clients).
import {
  childPointer,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  resolve,
} from "../openapi/document.js";
import { type ApiId, DEFAULT_API } from "../spec/documents.js";
import type { Change, DocumentChange } from "./change.js";
import { daysUntil, noticeDays } from "./policy.js";
import { type RuleId, ruleLevel } from "./rules.js";
import {
  diffSchema,
  type SchemaDiffCache,
  type SchemaDiffContext,
  type SchemaLocation,
} from "./schema-diff.js";
import { parseSunsetDate } from "./sunset.js";

export { parseSunsetDate };

export interface CompareOptions {
  /** "Today" for sunset dates (tests pin it); defaults to the current date. */
  now?: Date;
  /** The API both documents are versions of, named by every finding; default the Cloud API. */
  api?: ApiId;
}

/** `x-stability-level` values, least to most stable. */
const STABILITY_LEVELS = ["draft", "alpha", "beta", "stable"] as const;
/** Breaking changes to operations at these levels are allowed (reported as info). */
const UNSTABLE = new Set(["draft", "alpha"]);

interface OperationContext extends SchemaDiffContext {
  now: Date;
}

export function compareSpecs(
  base: OpenApiDocument,
  head: OpenApiDocument,
  options: CompareOptions = {},
): Change[] {
  const now = options.now ?? new Date();
  const changes: DocumentChange[] = [];
  const baseOperations = operationsOf(base);
  const headOperations = operationsOf(head);
  // Walks of shared schemas ($ref pairs) are computed once for all operations.
  const cache: SchemaDiffCache = new Map();
  const finding = (
    id: RuleId,
    operation: string,
    pointer: string,
    message: string,
  ): DocumentChange => ({
    id,
    level: ruleLevel(id),
    operation,
    pointer,
    message,
  });

  for (const [route, before] of baseOperations) {
    const after = headOperations.get(route);
    if (after) {
      const ctx: OperationContext = {
        base,
        head,
        operation: after.label,
        changes: [],
        now,
        cache,
      };
      compareOperation(ctx, before, after);
      changes.push(...allowUnstable(ctx.changes, stabilityOf(before.operation)));
      continue;
    }
    const removal = removalOf(base, before.operation, now, {
      undeprecated: "operation-removed",
      early: "operation-removed-before-sunset",
      late: "deprecated-operation-removed",
    });
    const removed = finding(
      removal.id,
      before.label,
      before.pointer,
      `operation removed${removal.detail}`,
    );
    changes.push(...allowUnstable([removed], stabilityOf(before.operation)));
  }
  for (const [route, after] of headOperations) {
    if (baseOperations.has(route)) continue;
    changes.push(
      finding("operation-added", after.label, after.pointer, `operation added${summaryOf(after)}.`),
    );
    const invalid = checkStability(after, undefined);
    if (invalid) changes.push(invalid);
    const ctx: OperationContext = { base, head, operation: after.label, changes, now, cache };
    checkSunsets(ctx, after, (id, pointer, message) =>
      changes.push(finding(id, after.label, pointer, message)),
    );
  }
  const api = options.api ?? DEFAULT_API;
  return changes.map((change) => ({ api, ...change }));
}

function summaryOf(entry: OperationEntry): string {
  return typeof entry.operation.summary === "string" ? `: ${entry.operation.summary}` : "";
}

function stabilityOf(operation: JsonObject): string | undefined {
  const level = operation["x-stability-level"];
  return typeof level === "string" ? level : undefined;
}

/** Draft and alpha operations may change at will: their breaking findings become info. */
function allowUnstable(changes: DocumentChange[], stability: string | undefined): DocumentChange[] {
  if (stability === undefined || !UNSTABLE.has(stability)) return changes;
  return changes.map((change) =>
    change.level === "info" || change.id.startsWith("stability-level")
      ? change
      : {
          ...change,
          level: "info",
          message: `${change.message} (allowed: the operation is ${stability})`,
        },
  );
}

function checkStability(
  entry: OperationEntry,
  before: string | undefined,
): DocumentChange | undefined {
  const level = entry.operation["x-stability-level"];
  const known = STABILITY_LEVELS as readonly unknown[];
  if (level === undefined) {
    if (before === undefined || known.includes(before)) return undefined;
    // The base's level decided what the operation promised; dropping one the gate cannot read
    // leaves nobody able to say what clients were told.
    return {
      id: "stability-level-invalid",
      level: ruleLevel("stability-level-invalid"),
      operation: entry.label,
      pointer: entry.pointer,
      message: `x-stability-level ${JSON.stringify(before)} of the base is not one of ${STABILITY_LEVELS.join(", ")} and is now dropped: the gate cannot tell what clients were promised, so it cannot judge this change; set the level they were given (stable when unsure) instead of dropping it.`,
    };
  }
  const pointer = childPointer(entry.pointer, "x-stability-level");
  if (!known.includes(level)) {
    return {
      id: "stability-level-invalid",
      level: ruleLevel("stability-level-invalid"),
      operation: entry.label,
      pointer,
      message: `x-stability-level ${JSON.stringify(level)} is not one of ${STABILITY_LEVELS.join(", ")}: tooling and reviewers cannot tell what clients may rely on.`,
    };
  }
  if (before === undefined || before === level) return undefined;
  if (!known.includes(before)) {
    // A base level the gate cannot read: only the most stable level is surely no lower.
    if (level === STABILITY_LEVELS.at(-1)) return undefined;
    return {
      id: "stability-level-decreased",
      level: ruleLevel("stability-level-decreased"),
      operation: entry.label,
      pointer,
      message: `x-stability-level changed from ${JSON.stringify(before)}, which is not one of ${STABILITY_LEVELS.join(", ")}, to ${String(level)}: the gate cannot tell that clients keep the guarantees they were given (and ${String(level)} would let later breaking changes through).`,
    };
  }
  const rank = (value: unknown) => known.indexOf(value);
  const decreased = rank(level) < rank(before);
  const id = decreased ? "stability-level-decreased" : "stability-level-increased";
  return {
    id,
    level: ruleLevel(id),
    operation: entry.label,
    pointer,
    message: `x-stability-level changed from ${before} to ${String(level)}${decreased ? ": clients built on a stable contract lose its guarantees" : ""}.`,
  };
}

/** A sunset date: `x-sunset`, or the example, const or default of a `Sunset` header. */
interface Sunset {
  /** Where the date was read; undefined when the node has none. */
  raw?: unknown;
  /** The date, when `raw` is one the gate can read. */
  date?: Date;
}

/** A date from `x-sunset` or an RFC 8594 `Sunset` header (example, const or default). */
function sunsetOf(doc: OpenApiDocument, node: JsonObject): Sunset {
  let raw: unknown = node["x-sunset"];
  if (raw === undefined && isObject(node.responses)) {
    for (const response of Object.values(node.responses)) {
      const resolved = resolve(doc, response);
      const headers = isObject(resolved) && isObject(resolved.headers) ? resolved.headers : {};
      for (const [name, header] of Object.entries(headers)) {
        if (name.toLowerCase() !== "sunset") continue;
        const h = resolve(doc, header);
        const schema = isObject(h) ? resolve(doc, h.schema) : undefined;
        raw =
          (isObject(h) ? h.example : undefined) ??
          (isObject(schema) ? (schema.const ?? schema.default ?? schema.example) : undefined);
      }
    }
  }
  if (raw === undefined) return {};
  const date = parseSunsetDate(raw);
  return date ? { raw, date } : { raw };
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Which removal rule applies to an operation or parameter, and why. */
function removalOf(
  doc: OpenApiDocument,
  node: JsonObject,
  now: Date,
  ids: { undeprecated: RuleId; early: RuleId; late: RuleId },
): { id: RuleId; detail: string } {
  if (node.deprecated !== true) {
    return {
      id: ids.undeprecated,
      detail:
        " without being deprecated first: clients that use it get an error instead of a result.",
    };
  }
  const sunset = sunsetOf(doc, node);
  if (sunset.raw !== undefined && sunset.date === undefined) {
    // Unreadable is not "no date": clients may have been promised a date still to come.
    return {
      id: ids.early,
      detail: ` although its sunset date ${JSON.stringify(sunset.raw)} cannot be read: the gate cannot tell that the date clients were promised has passed.`,
    };
  }
  if (sunset.date && sunset.date.getTime() > now.getTime()) {
    return {
      id: ids.early,
      detail: ` before its sunset date ${day(sunset.date)}: clients were promised it until then.`,
    };
  }
  return {
    id: ids.late,
    detail: sunset.date
      ? ` after its sunset date ${day(sunset.date)}.`
      : " after being deprecated.",
  };
}

function compareOperation(ctx: OperationContext, before: OperationEntry, after: OperationEntry) {
  const push = (id: RuleId, pointer: string, message: string) =>
    ctx.changes.push({ id, level: ruleLevel(id), operation: ctx.operation, pointer, message });

  if (after.operation.deprecated === true && before.operation.deprecated !== true) {
    push(
      "operation-deprecated",
      childPointer(after.pointer, "deprecated"),
      "operation is now deprecated.",
    );
  }
  const beforeId = before.operation.operationId;
  const afterId = after.operation.operationId;
  if (beforeId !== afterId) {
    push(
      "operation-id-changed",
      childPointer(after.pointer, "operationId"),
      `operationId changed from ${String(beforeId)} to ${String(afterId)}: generated clients name their methods after it, so code calling the old name no longer compiles.`,
    );
  }
  const stability = checkStability(after, stabilityOf(before.operation));
  if (stability) ctx.changes.push(stability);
  compareSunset(ctx, before, after, push);
  compareSecurity(ctx, before, after, push);
  compareParameters(ctx, before, after, push);
  compareRequestBody(ctx, before, after, push);
  compareResponses(ctx, before, after, push);
}

type Push = (id: RuleId, pointer: string, message: string) => void;

function compareSunset(
  ctx: OperationContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  checkSunsets(ctx, after, push, before);
}

/**
 * Sunset dates of an operation and its parameters in the head: each must be readable; while
 * the item stays deprecated its date may not move earlier or disappear; and a date set now
 * gives clients the policy's notice (policy.ts).
 */
function checkSunsets(
  ctx: OperationContext,
  after: OperationEntry,
  push: Push,
  before?: OperationEntry,
) {
  const notice = noticeDays(stabilityOf(after.operation));
  const check = (
    previous: JsonObject | undefined,
    next: JsonObject,
    pointer: string,
    what: string,
    ids: { earlier: RuleId; removed: RuleId },
  ) => {
    const was = previous ? sunsetOf(ctx.base, previous) : {};
    const is = sunsetOf(ctx.head, next);
    const deprecated = next.deprecated === true;
    if (is.raw !== undefined && is.date === undefined) {
      push(
        "sunset-date-invalid",
        pointer,
        `${what}: sunset date ${JSON.stringify(is.raw)} cannot be read (YYYY-MM-DD, RFC 3339 or HTTP-date): clients cannot plan the removal, and the gate cannot tell when it may happen.`,
      );
    } else if (was.date && is.raw === undefined && deprecated) {
      push(
        ids.removed,
        pointer,
        `${what}: sunset date ${day(was.date)} removed while it stays deprecated: clients planned their migration on that date, and without one it could be removed at any time; keep the date (or move it later), or withdraw the deprecation.`,
      );
    } else if (was.date && is.date && is.date.getTime() < was.date.getTime()) {
      push(
        ids.earlier,
        pointer,
        `${what}: sunset date moved from ${day(was.date)} to ${day(is.date)}: clients planned for the later date.`,
      );
    }
    // A date set now (not one kept or moved later) owes clients the notice; only for an item
    // that clients could already use.
    if (previous && deprecated && is.date && was.date === undefined && notice !== undefined) {
      const days = daysUntil(is.date, ctx.now);
      if (days < notice) {
        push(
          "sunset-notice-too-short",
          pointer,
          `${what}: sunset date ${day(is.date)} is ${days < 0 ? "already past" : `${days} days away`}: the deprecation policy gives clients at least ${notice} days to migrate; set a later date, or, when following the provider's own date, say so in the changelog entry.`,
        );
      }
    }
  };
  check(before?.operation, after.operation, childPointer(after.pointer, "x-sunset"), "operation", {
    earlier: "operation-sunset-earlier",
    removed: "operation-sunset-removed",
  });
  const previous = before ? parametersOf(ctx.base, before) : new Map<string, ParameterEntry>();
  for (const [key, { parameter, pointer }] of parametersOf(ctx.head, after)) {
    const was = previous.get(key)?.parameter;
    if (parameter["x-sunset"] === undefined && was?.["x-sunset"] === undefined) continue;
    check(
      was,
      parameter,
      childPointer(pointer, "x-sunset"),
      `${String(parameter.in)} parameter \`${String(parameter.name)}\``,
      { earlier: "request-parameter-sunset-earlier", removed: "request-parameter-sunset-removed" },
    );
  }
}

/** One security requirement: scheme name → required scopes. */
type Requirement = Map<string, string[]>;

function requirementsOf(doc: OpenApiDocument, entry: OperationEntry): Requirement[] {
  const list = Array.isArray(entry.operation.security)
    ? entry.operation.security
    : (doc.security ?? []);
  return list.map(
    (requirement) =>
      new Map(
        (isObject(requirement) ? Object.entries(requirement) : []).map(([name, scopes]) => [
          name,
          Array.isArray(scopes) ? scopes.map(String).sort() : [],
        ]),
      ),
  );
}

const schemeShapes = new WeakMap<OpenApiDocument, Map<string, string>>();

/** A security scheme as clients depend on it: no prose, no catalogue of scopes. */
function schemeShape(doc: OpenApiDocument, name: string): string {
  let shapes = schemeShapes.get(doc);
  if (!shapes) {
    shapes = new Map();
    schemeShapes.set(doc, shapes);
  }
  const known = shapes.get(name);
  if (known !== undefined) return known;
  const shape = computeSchemeShape(doc, name);
  shapes.set(name, shape);
  return shape;
}

function computeSchemeShape(doc: OpenApiDocument, name: string): string {
  const schemes = isObject(doc.components?.securitySchemes)
    ? (doc.components.securitySchemes as JsonObject)
    : {};
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const key of Object.keys(node).sort()) {
      // Scope descriptions and scopes no operation requires do not change what clients send.
      if (key === "description" || key === "scopes") continue;
      out[key] = strip(node[key]);
    }
    return out;
  };
  return JSON.stringify(strip(resolve(doc, schemes[name])));
}

function compareSecurity(
  ctx: OperationContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const pointer = childPointer(after.pointer, "security");
  const baseReqs = requirementsOf(ctx.base, before);
  const headReqs = requirementsOf(ctx.head, after);
  const names = (req: Requirement) => [...req.keys()].sort().join("+");
  const anonymous = (reqs: Requirement[]) =>
    reqs.length === 0 || reqs.some((req) => req.size === 0);

  for (const name of new Set(headReqs.flatMap((req) => [...req.keys()]))) {
    if (!baseReqs.some((req) => req.has(name))) continue;
    if (schemeShape(ctx.base, name) !== schemeShape(ctx.head, name)) {
      push(
        "security-scheme-changed",
        pointer,
        `security scheme ${name} changed: clients authenticate the way the old spec said, which is no longer accepted.`,
      );
    }
  }
  if (anonymous(headReqs)) {
    if (!anonymous(baseReqs)) {
      push("security-removed", pointer, "authentication is no longer required.");
    }
    return;
  }
  for (const req of baseReqs) {
    const match = headReqs.find((candidate) => names(candidate) === names(req));
    if (!match) {
      push(
        "security-requirement-removed",
        pointer,
        `security requirement ${names(req) || "(none)"} removed: clients that authenticate that way are rejected.`,
      );
      continue;
    }
    for (const [scheme, scopes] of match) {
      const old = req.get(scheme) ?? [];
      const added = scopes.filter((scope) => !old.includes(scope));
      const removed = old.filter((scope) => !scopes.includes(scope));
      if (added.length > 0) {
        push(
          "security-scope-added",
          pointer,
          `${scheme} now also requires scope(s) ${added.join(", ")}: clients whose tokens lack them are rejected.`,
        );
      }
      if (removed.length > 0) {
        push(
          "security-scope-removed",
          pointer,
          `${scheme} no longer requires ${removed.join(", ")}.`,
        );
      }
    }
  }
  for (const req of headReqs) {
    if (baseReqs.some((candidate) => names(candidate) === names(req))) continue;
    push(
      "security-requirement-added",
      pointer,
      `security requirement ${names(req)} added as an alternative.`,
    );
  }
}

interface ParameterEntry {
  parameter: JsonObject;
  pointer: string;
  /** The `$ref` the parameter came through, if any (`#/components/parameters/page`). */
  ref: string;
}

function refOf(raw: unknown): string {
  return isObject(raw) && typeof raw.$ref === "string" ? raw.$ref : "";
}

/** A cache key for the schemas of two shared components, when both are `$ref`s. */
function sharedKey(kind: string, before: string, after: string): string | undefined {
  return before && after ? `${kind}:${before}|${after}` : undefined;
}

/** Parameters by `in:name`; operation-level ones override path-level ones. */
function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Map<string, ParameterEntry> {
  const parameters = new Map<string, ParameterEntry>();
  const pathPointer = childPointer("/paths", entry.path);
  const templateNames = [...entry.path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
  const sources: [unknown, string][] = [
    [entry.pathItem.parameters, childPointer(pathPointer, "parameters")],
    [entry.operation.parameters, childPointer(entry.pointer, "parameters")],
  ];
  for (const [list, listPointer] of sources) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const parameter = resolve(doc, raw);
      if (!isObject(parameter)) return;
      // Path parameters are matched by their position in the route, not by name, so
      // renaming `{id}` to `{server_id}` compares the same parameter. Header names are
      // case-insensitive.
      const name =
        parameter.in === "path"
          ? `#${templateNames.indexOf(String(parameter.name))}`
          : parameter.in === "header"
            ? String(parameter.name).toLowerCase()
            : parameter.name;
      parameters.set(`${String(parameter.in)}:${String(name)}`, {
        parameter,
        pointer: childPointer(listPointer, index),
        ref: refOf(raw),
      });
    });
  }
  return parameters;
}

/** A parameter's schema: `schema`, or that of its single `content` media type. */
function parameterSchema(parameter: JsonObject): unknown {
  if (parameter.schema !== undefined || !isObject(parameter.content)) return parameter.schema;
  const [media] = Object.values(parameter.content);
  return isObject(media) ? media.schema : undefined;
}

/** How a parameter goes on the wire; the defaults of OpenAPI 3.1 made explicit. */
function styleOf(parameter: JsonObject): { style: string; explode: boolean } {
  const defaultStyle = parameter.in === "query" || parameter.in === "cookie" ? "form" : "simple";
  const style = typeof parameter.style === "string" ? parameter.style : defaultStyle;
  const explode = typeof parameter.explode === "boolean" ? parameter.explode : style === "form";
  return { style, explode };
}

function serializationOf(parameter: JsonObject): string {
  const { style, explode } = styleOf(parameter);
  return `style ${style}, explode ${explode}`;
}

/**
 * Where a parameter's schema sits: its location and style, or the media type of its single
 * `content` entry (a JSON-encoded query value is JSON, not text).
 */
function parameterLocation(parameter: JsonObject, required: boolean): SchemaLocation {
  if (parameter.schema === undefined && isObject(parameter.content)) {
    const [mediaType = ""] = Object.keys(parameter.content);
    return { in: "media", mediaType };
  }
  const location = ["query", "path", "header", "cookie"].includes(String(parameter.in))
    ? (parameter.in as "query" | "path" | "header" | "cookie")
    : "query";
  return { in: location, ...styleOf(parameter), required };
}

function compareParameters(
  ctx: OperationContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeParameters = parametersOf(ctx.base, before);
  const afterParameters = parametersOf(ctx.head, after);
  for (const [key, { parameter, pointer }] of beforeParameters) {
    if (afterParameters.has(key) || parameter.in === "path") continue;
    const removal = removalOf(ctx.base, parameter, ctx.now, {
      undeprecated: "request-parameter-removed",
      early: "request-parameter-removed-before-sunset",
      late: "deprecated-request-parameter-removed",
    });
    push(
      removal.id,
      pointer,
      `${parameter.in} parameter \`${String(parameter.name)}\` removed${removal.detail}`,
    );
  }
  for (const [key, { parameter, pointer, ref }] of afterParameters) {
    const name = `${String(parameter.in)} parameter \`${String(parameter.name)}\``;
    const required = parameter.required === true;
    const previous = beforeParameters.get(key);
    if (!previous) {
      if (parameter.in === "path") {
        push(
          "request-path-parameter-added",
          pointer,
          `new path parameter \`${String(parameter.name)}\`: a path parameter is always required, so generated clients get a new argument and calls written against the old spec no longer compile or build the URL.`,
        );
        continue;
      }
      if (required) {
        push(
          "request-required-parameter-added",
          pointer,
          `new required ${name}: existing clients do not send it, so their requests are rejected.`,
        );
      } else push("request-parameter-added", pointer, `${name} added.`);
      continue;
    }
    const wasRequired = previous.parameter.required === true;
    if (required && !wasRequired) {
      push(
        "request-parameter-became-required",
        childPointer(pointer, "required"),
        `${name} is now required: clients that omit it are rejected.`,
      );
    } else if (!required && wasRequired) {
      push(
        "request-parameter-became-optional",
        childPointer(pointer, "required"),
        `${name} is now optional.`,
      );
    }
    if (parameter.deprecated === true && previous.parameter.deprecated !== true) {
      push(
        "request-parameter-deprecated",
        childPointer(pointer, "deprecated"),
        `${name} is now deprecated.`,
      );
    }
    const was = serializationOf(previous.parameter);
    const is = serializationOf(parameter);
    if (was !== is) {
      push(
        "request-parameter-serialization-changed",
        pointer,
        `${name} serialization changed from ${was} to ${is}: clients encode it the old way, which the server no longer parses.`,
      );
    }
    // Judged where the head sends it; a value required on either side is always sent.
    const location = parameterLocation(parameter, required || wasRequired);
    diffSchema(
      ctx,
      parameterSchema(previous.parameter),
      parameterSchema(parameter),
      childPointer(pointer, "schema"),
      { side: "request", where: name, location },
      sharedKey("parameter", previous.ref, ref),
    );
  }
}

function compareRequestBody(
  ctx: OperationContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeBody = resolve(ctx.base, before.operation.requestBody);
  const afterBody = resolve(ctx.head, after.operation.requestBody);
  const pointer = childPointer(after.pointer, "requestBody");
  if (!isObject(beforeBody) && !isObject(afterBody)) return;
  if (!isObject(afterBody)) {
    push(
      "request-body-removed",
      childPointer(before.pointer, "requestBody"),
      "request body removed: clients that send one are rejected or ignored.",
    );
    return;
  }
  const required = afterBody.required === true;
  if (!isObject(beforeBody)) {
    if (required) {
      push(
        "request-required-body-added",
        pointer,
        "new required request body: existing clients send none, so their requests are rejected.",
      );
    } else push("request-body-added", pointer, "optional request body added.");
    return;
  }
  if (required && beforeBody.required !== true) {
    push(
      "request-body-became-required",
      childPointer(pointer, "required"),
      "request body is now required: clients that send none are rejected.",
    );
  } else if (!required && beforeBody.required === true) {
    push(
      "request-body-became-optional",
      childPointer(pointer, "required"),
      "request body is now optional.",
    );
  }
  compareContent(ctx, beforeBody, afterBody, pointer, "request", "request body", push);
}

function compareContent(
  ctx: OperationContext,
  before: JsonObject,
  after: JsonObject,
  pointer: string,
  side: "request" | "response",
  where: string,
  push: Push,
) {
  const beforeContent = isObject(before.content) ? before.content : {};
  const afterContent = isObject(after.content) ? after.content : {};
  for (const mediaType of Object.keys(beforeContent)) {
    if (Object.hasOwn(afterContent, mediaType)) continue;
    push(
      `${side}-media-type-removed`,
      childPointer(pointer, "content", mediaType),
      side === "request"
        ? `media type ${mediaType} no longer accepted: clients that send it are rejected.`
        : `${where}: media type ${mediaType} no longer returned: clients that expect it cannot parse the response.`,
    );
  }
  for (const [mediaType, media] of Object.entries(afterContent)) {
    const previous = beforeContent[mediaType];
    const at = childPointer(pointer, "content", mediaType);
    if (previous === undefined) {
      push(`${side}-media-type-added`, at, `${where}: media type ${mediaType} added.`);
      continue;
    }
    const beforeSchema = isObject(previous) ? previous.schema : undefined;
    const afterSchema = isObject(media) ? media.schema : undefined;
    diffSchema(ctx, beforeSchema, afterSchema, childPointer(at, "schema"), {
      side,
      where,
      location: { in: "media", mediaType },
    });
  }
}

function compareResponses(
  ctx: OperationContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeResponses = isObject(before.operation.responses) ? before.operation.responses : {};
  const afterResponses = isObject(after.operation.responses) ? after.operation.responses : {};
  for (const status of Object.keys(beforeResponses)) {
    if (Object.hasOwn(afterResponses, status)) continue;
    const success = status.startsWith("2");
    push(
      success ? "response-success-status-removed" : "response-non-success-status-removed",
      childPointer(before.pointer, "responses", status),
      `response ${status} removed: clients that handle it by its documented shape lose that contract.`,
    );
  }
  for (const [status, raw] of Object.entries(afterResponses)) {
    const pointer = childPointer(after.pointer, "responses", status);
    if (!Object.hasOwn(beforeResponses, status)) {
      push("response-status-added", pointer, `response ${status} added.`);
      continue;
    }
    const beforeResponse = resolve(ctx.base, beforeResponses[status]);
    const afterResponse = resolve(ctx.head, raw);
    if (!isObject(beforeResponse) || !isObject(afterResponse)) continue;
    compareHeaders(ctx, status, beforeResponse, afterResponse, pointer, push);
    compareContent(
      ctx,
      beforeResponse,
      afterResponse,
      pointer,
      "response",
      `response ${status}`,
      push,
    );
  }
}

function compareHeaders(
  ctx: OperationContext,
  status: string,
  before: JsonObject,
  after: JsonObject,
  pointer: string,
  push: Push,
) {
  const byName = (doc: OpenApiDocument, response: JsonObject) => {
    const headers = isObject(response.headers) ? response.headers : {};
    return new Map(
      Object.entries(headers).map(([name, raw]) => [
        name.toLowerCase(),
        { name, header: resolve(doc, raw), ref: refOf(raw) },
      ]),
    );
  };
  const beforeHeaders = byName(ctx.base, before);
  const afterHeaders = byName(ctx.head, after);
  for (const [key, { name }] of beforeHeaders) {
    if (afterHeaders.has(key)) continue;
    push(
      "response-header-removed",
      childPointer(pointer, "headers", name),
      `response ${status} header ${name} removed: clients that read it get nothing.`,
    );
  }
  for (const [key, { name, header, ref }] of afterHeaders) {
    const at = childPointer(pointer, "headers", name);
    const previous = beforeHeaders.get(key);
    if (!previous) {
      push("response-header-added", at, `response ${status} header ${name} added.`);
      continue;
    }
    if (!isObject(header) || !isObject(previous.header)) continue;
    const required = header.required === true;
    const wasRequired = previous.header.required === true;
    if (wasRequired && !required) {
      push(
        "response-header-became-optional",
        childPointer(at, "required"),
        `response ${status} header ${name} is no longer always sent: clients that rely on it break when it is missing.`,
      );
    } else if (required && !wasRequired) {
      push(
        "response-header-became-required",
        childPointer(at, "required"),
        `response ${status} header ${name} is now always sent.`,
      );
    }
    diffSchema(
      ctx,
      previous.header.schema,
      header.schema,
      childPointer(at, "schema"),
      {
        side: "response",
        where: `response ${status} header ${name}`,
        location: { in: "response-header" },
      },
      sharedKey("header", previous.ref, ref),
    );
  }
}
