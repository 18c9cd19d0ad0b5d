// Compares two bundled specs operation by operation and lists every change, each marked
// breaking or not (see scripts/README.md for the rules and why each one breaks clients).
import {
  childPointer,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  resolve,
} from "../openapi/document.js";
import type { Change } from "./change.js";
import { type Direction, diffSchema, type SchemaDiffContext } from "./schema-diff.js";

export function compareSpecs(base: OpenApiDocument, head: OpenApiDocument): Change[] {
  const changes: Change[] = [];
  const baseOperations = operationsOf(base);
  const headOperations = operationsOf(head);

  for (const [route, before] of baseOperations) {
    const after = headOperations.get(route);
    if (!after) {
      changes.push({
        kind: "operation-removed",
        breaking: true,
        operation: before.label,
        pointer: before.pointer,
        message: "operation removed: clients that call it get an error instead of a result.",
      });
      continue;
    }
    compareOperation({ base, head, operation: after.label, changes }, before, after);
  }
  for (const [route, after] of headOperations) {
    if (baseOperations.has(route)) continue;
    changes.push({
      kind: "operation-added",
      breaking: false,
      operation: after.label,
      pointer: after.pointer,
      message: `operation added${summaryOf(after)}.`,
    });
  }
  return changes;
}

function summaryOf(entry: OperationEntry): string {
  return typeof entry.operation.summary === "string" ? `: ${entry.operation.summary}` : "";
}

function compareOperation(ctx: SchemaDiffContext, before: OperationEntry, after: OperationEntry) {
  const push = (change: Omit<Change, "operation">) =>
    ctx.changes.push({ ...change, operation: ctx.operation });

  if (after.operation.deprecated === true && before.operation.deprecated !== true) {
    push({
      kind: "operation-deprecated",
      breaking: false,
      pointer: childPointer(after.pointer, "deprecated"),
      message: "operation is now deprecated.",
    });
  }
  const beforeId = before.operation.operationId;
  const afterId = after.operation.operationId;
  if (beforeId !== afterId) {
    push({
      kind: "operation-id-changed",
      breaking: true,
      pointer: childPointer(after.pointer, "operationId"),
      message: `operationId changed from ${String(beforeId)} to ${String(afterId)}: generated clients name their methods after it, so code calling the old name no longer compiles.`,
    });
  }
  compareSecurity(ctx, before, after, push);
  compareParameters(ctx, before, after, push);
  compareRequestBody(ctx, before, after, push);
  compareResponses(ctx, before, after, push);
}

type Push = (change: Omit<Change, "operation">) => void;

/** The security requirements in force for an operation, with the schemes they name. */
function effectiveSecurity(doc: OpenApiDocument, entry: OperationEntry): string {
  const requirements = Array.isArray(entry.operation.security)
    ? entry.operation.security
    : (doc.security ?? []);
  const schemes = isObject(doc.components?.securitySchemes)
    ? (doc.components.securitySchemes as JsonObject)
    : {};
  const canonical = requirements.map((requirement) => {
    const entries = isObject(requirement) ? Object.entries(requirement) : [];
    return entries
      .map(([name, scopes]) => ({
        name,
        scopes: Array.isArray(scopes) ? [...scopes].map(String).sort() : [],
        scheme: stripDescriptions(resolve(doc, schemes[name])),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
  return JSON.stringify(canonical.map((requirement) => JSON.stringify(requirement)).sort());
}

/** A security scheme without its prose, which clients do not depend on. */
function stripDescriptions(scheme: unknown): unknown {
  if (!isObject(scheme)) return scheme;
  const { description: _description, ...rest } = scheme;
  return rest;
}

function compareSecurity(
  ctx: SchemaDiffContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  if (effectiveSecurity(ctx.base, before) === effectiveSecurity(ctx.head, after)) return;
  push({
    kind: "security-changed",
    breaking: true,
    pointer: childPointer(after.pointer, "security"),
    message:
      "security requirements changed: clients authenticate the way the old spec said, which may no longer be accepted.",
  });
}

interface ParameterEntry {
  parameter: JsonObject;
  pointer: string;
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
      // renaming `{id}` to `{server_id}` compares the same parameter.
      const name =
        parameter.in === "path"
          ? `#${templateNames.indexOf(String(parameter.name))}`
          : parameter.name;
      parameters.set(`${String(parameter.in)}:${String(name)}`, {
        parameter,
        pointer: childPointer(listPointer, index),
      });
    });
  }
  return parameters;
}

function compareParameters(
  ctx: SchemaDiffContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeParameters = parametersOf(ctx.base, before);
  const afterParameters = parametersOf(ctx.head, after);
  for (const [key, { parameter, pointer }] of beforeParameters) {
    if (afterParameters.has(key) || parameter.in === "path") continue;
    push({
      kind: "parameter-removed",
      breaking: true,
      pointer,
      message: `${parameter.in} parameter \`${String(parameter.name)}\` removed: clients that send it are rejected or silently get different results.`,
    });
  }
  for (const [key, { parameter, pointer }] of afterParameters) {
    const name = `${String(parameter.in)} parameter \`${String(parameter.name)}\``;
    const required = parameter.required === true;
    const previous = beforeParameters.get(key);
    if (!previous) {
      if (parameter.in === "path") continue;
      push({
        kind: "parameter-added",
        breaking: required,
        pointer,
        message: required
          ? `new required ${name}: existing clients do not send it, so their requests are rejected.`
          : `${name} added.`,
      });
      continue;
    }
    const wasRequired = previous.parameter.required === true;
    if (required && !wasRequired) {
      push({
        kind: "parameter-now-required",
        breaking: true,
        pointer: childPointer(pointer, "required"),
        message: `${name} is now required: clients that omit it are rejected.`,
      });
    } else if (!required && wasRequired) {
      push({
        kind: "parameter-now-optional",
        breaking: false,
        pointer: childPointer(pointer, "required"),
        message: `${name} is now optional.`,
      });
    }
    diffSchema(
      ctx,
      previous.parameter.schema,
      parameter.schema,
      childPointer(pointer, "schema"),
      "request",
    );
  }
}

function compareRequestBody(
  ctx: SchemaDiffContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeBody = resolve(ctx.base, before.operation.requestBody);
  const afterBody = resolve(ctx.head, after.operation.requestBody);
  const pointer = childPointer(after.pointer, "requestBody");
  if (!isObject(beforeBody) && !isObject(afterBody)) return;
  if (!isObject(afterBody)) {
    push({
      kind: "request-body-removed",
      breaking: true,
      pointer: childPointer(before.pointer, "requestBody"),
      message: "request body removed: clients that send one are rejected or ignored.",
    });
    return;
  }
  const required = afterBody.required === true;
  if (!isObject(beforeBody)) {
    push({
      kind: "request-body-added",
      breaking: required,
      pointer,
      message: required
        ? "new required request body: existing clients send none, so their requests are rejected."
        : "optional request body added.",
    });
    return;
  }
  if (required && beforeBody.required !== true) {
    push({
      kind: "request-body-now-required",
      breaking: true,
      pointer: childPointer(pointer, "required"),
      message: "request body is now required: clients that send none are rejected.",
    });
  }
  compareContent(ctx, beforeBody, afterBody, pointer, "request", push);
}

function compareContent(
  ctx: SchemaDiffContext,
  before: JsonObject,
  after: JsonObject,
  pointer: string,
  direction: Direction,
  push: Push,
) {
  const beforeContent = isObject(before.content) ? before.content : {};
  const afterContent = isObject(after.content) ? after.content : {};
  for (const mediaType of Object.keys(beforeContent)) {
    if (mediaType in afterContent) continue;
    push({
      kind: "media-type-removed",
      breaking: true,
      pointer: childPointer(pointer, "content", mediaType),
      message:
        direction === "request"
          ? `media type ${mediaType} no longer accepted: clients that send it are rejected.`
          : `media type ${mediaType} no longer returned: clients that expect it cannot parse the response.`,
    });
  }
  for (const [mediaType, media] of Object.entries(afterContent)) {
    const previous = beforeContent[mediaType];
    const at = childPointer(pointer, "content", mediaType);
    if (previous === undefined) {
      push({
        kind: "media-type-added",
        breaking: false,
        pointer: at,
        message: `media type ${mediaType} added.`,
      });
      continue;
    }
    const beforeSchema = isObject(previous) ? previous.schema : undefined;
    const afterSchema = isObject(media) ? media.schema : undefined;
    diffSchema(ctx, beforeSchema, afterSchema, childPointer(at, "schema"), direction);
  }
}

function compareResponses(
  ctx: SchemaDiffContext,
  before: OperationEntry,
  after: OperationEntry,
  push: Push,
) {
  const beforeResponses = isObject(before.operation.responses) ? before.operation.responses : {};
  const afterResponses = isObject(after.operation.responses) ? after.operation.responses : {};
  for (const status of Object.keys(beforeResponses)) {
    if (status in afterResponses) continue;
    push({
      kind: "status-removed",
      breaking: true,
      pointer: childPointer(before.pointer, "responses", status),
      message: `response ${status} removed: clients that handle it by its documented shape lose that contract.`,
    });
  }
  for (const [status, raw] of Object.entries(afterResponses)) {
    const pointer = childPointer(after.pointer, "responses", status);
    if (!(status in beforeResponses)) {
      push({
        kind: "status-added",
        breaking: false,
        pointer,
        message: `response ${status} added.`,
      });
      continue;
    }
    const beforeResponse = resolve(ctx.base, beforeResponses[status]);
    const afterResponse = resolve(ctx.head, raw);
    if (!isObject(beforeResponse) || !isObject(afterResponse)) continue;
    compareHeaders(beforeResponse, afterResponse, pointer, push);
    compareContent(ctx, beforeResponse, afterResponse, pointer, "response", push);
  }
}

function compareHeaders(before: JsonObject, after: JsonObject, pointer: string, push: Push) {
  const beforeHeaders = isObject(before.headers) ? before.headers : {};
  const afterHeaders = isObject(after.headers) ? after.headers : {};
  const known = new Set(Object.keys(beforeHeaders).map((name) => name.toLowerCase()));
  const present = new Set(Object.keys(afterHeaders).map((name) => name.toLowerCase()));
  for (const name of Object.keys(beforeHeaders)) {
    if (present.has(name.toLowerCase())) continue;
    push({
      kind: "header-removed",
      breaking: true,
      pointer: childPointer(pointer, "headers", name),
      message: `response header ${name} removed: clients that read it get nothing.`,
    });
  }
  for (const name of Object.keys(afterHeaders)) {
    if (known.has(name.toLowerCase())) continue;
    push({
      kind: "header-added",
      breaking: false,
      pointer: childPointer(pointer, "headers", name),
      message: `response header ${name} added.`,
    });
  }
}
