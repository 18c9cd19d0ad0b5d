// Structural requirements every operation of the spec must meet (spec/README.md
// "Conventions"). Each check returns human-readable problems; an empty list passes.
import {
  dereference,
  isObject,
  listOperations,
  type OpenApiDocument,
  type OperationEntry,
  operationLabel,
} from "../../lib/reader.mjs";

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const EXPLICIT_2XX = /^2\d\d$/;
const ANY_4XX = /^4(\d\d|XX)$/;

export function checkOperation(doc: OpenApiDocument, op: OperationEntry): string[] {
  const problems: string[] = [];
  const where = operationLabel(op);
  const { operation } = op;

  const operationId = operation.operationId;
  if (typeof operationId !== "string" || !SNAKE_CASE.test(operationId)) {
    problems.push(`${where}: operationId ${JSON.stringify(operationId)} is not snake_case`);
  }

  for (const field of ["summary", "description"]) {
    const text = operation[field];
    if (typeof text !== "string" || text.trim() === "") {
      problems.push(`${where}: no ${field}`);
    }
  }

  const tags = operation.tags;
  const declared = declaredTags(doc);
  if (!Array.isArray(tags) || tags.length !== 1 || !declared.has(String(tags[0]))) {
    problems.push(
      `${where}: needs exactly one tag declared in \`tags\` (got ${JSON.stringify(tags)})`,
    );
  }

  if (!hasSecurity(doc, operation)) {
    problems.push(`${where}: no security requirement (neither its own nor a global one)`);
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  const statuses = Object.keys(responses);
  const successStatuses = statuses.filter((status) => EXPLICIT_2XX.test(status));
  if (successStatuses.length === 0) {
    problems.push(`${where}: no documented 2xx status (got ${statuses.join(", ") || "none"})`);
  }
  if (!statuses.some((status) => ANY_4XX.test(status))) {
    problems.push(`${where}: no 4xx response`);
  }

  for (const status of successStatuses) {
    const { value: node, pointer } = dereference(
      doc,
      responses[status],
      `${op.pointer}/responses/${status}`,
    );
    for (const mediaType of mediaTypesWithoutExample(node)) {
      problems.push(`${where}: ${status} response ${mediaType} has no example (${pointer})`);
    }
  }

  if (operation.requestBody !== undefined) {
    const { value: node, pointer } = dereference(
      doc,
      operation.requestBody,
      `${op.pointer}/requestBody`,
    );
    const content = isObject(node) && isObject(node.content) ? node.content : {};
    if (Object.keys(content).length === 0) {
      problems.push(`${where}: request body has no content (${pointer})`);
    }
    for (const mediaType of mediaTypesWithoutExample(node)) {
      problems.push(`${where}: request body ${mediaType} has no example (${pointer})`);
    }
  }
  return problems;
}

export function checkAllOperations(doc: OpenApiDocument): string[] {
  return listOperations(doc).flatMap((op) => checkOperation(doc, op));
}

/** Every declared tag is shown in some `x-tagGroups` group (the docs hide ungrouped tags). */
export function checkTagGroups(doc: OpenApiDocument): string[] {
  const groups = Array.isArray(doc["x-tagGroups"]) ? doc["x-tagGroups"] : [];
  const grouped = new Set(
    groups.flatMap((group) => (isObject(group) && Array.isArray(group.tags) ? group.tags : [])),
  );
  return [...declaredTags(doc)]
    .filter((tag) => !grouped.has(tag))
    .map((tag) => `tag ${tag} is in no x-tagGroups group`);
}

function declaredTags(doc: OpenApiDocument): Set<string> {
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  return new Set(tags.filter(isObject).map((tag) => String(tag.name)));
}

/** An operation is secured by its own non-empty `security`, or by the global one. */
function hasSecurity(doc: OpenApiDocument, operation: Record<string, unknown>): boolean {
  const own = operation.security;
  if (own !== undefined) return Array.isArray(own) && own.length > 0 && !own.some(isEmptyObject);
  const global = doc.security;
  return Array.isArray(global) && global.length > 0 && !global.some(isEmptyObject);
}

/** `{}` in a security list means "no authentication", which our API never allows. */
function isEmptyObject(value: unknown): boolean {
  return isObject(value) && Object.keys(value).length === 0;
}

function mediaTypesWithoutExample(requestOrResponse: unknown): string[] {
  if (!isObject(requestOrResponse) || !isObject(requestOrResponse.content)) return [];
  return Object.entries(requestOrResponse.content)
    .filter(([, media]) => !hasExample(media))
    .map(([mediaType]) => mediaType);
}

function hasExample(media: unknown): boolean {
  if (!isObject(media)) return false;
  if (media.example !== undefined) return true;
  return isObject(media.examples) && Object.keys(media.examples).length > 0;
}
