// `pnpm changelog:api draft`: an entry file for spec/changes/ pre-filled from the breaking
// gate's findings of one API (its `api`, kind, breaking, operations, fields, the sunset of a
// deprecation). What only a person can write, the sentence for users, is left as a
// DRAFT_MARKER line, which `changelog:api check` refuses until it is replaced.
import { type Change, isBreaking } from "../breaking/change.js";
import { parseSunsetDate } from "../breaking/sunset.js";
import { isObject, type OpenApiDocument } from "../openapi/document.js";
import { DEFAULT_API } from "../spec/documents.js";
import { sectionOf } from "./changelog.js";
import { DRAFT_MARKER, type Kind } from "./entries.js";

/** The value at a JSON pointer of the document, if any. */
function at(doc: OpenApiDocument, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The strongest kind among the findings: a removal outweighs a deprecation, a change, an addition. */
function kindOf(changes: Change[]): Kind {
  const sections = new Set(changes.map((change) => sectionOf(change.id)));
  if (sections.has("Removed")) return "removed";
  if (sections.has("Deprecated")) return "deprecated";
  if (sections.has("Changed")) return "changed";
  return "added";
}

/** `request body property \`a.b\`` → `a.b`, from the findings' messages. */
function fieldsOf(changes: Change[]): string[] {
  const fields = new Set<string>();
  for (const change of changes) {
    const match = /(parameter|property) `([^`]+)`/.exec(change.message);
    if (match?.[2]) fields.add(`${match[1]} ${match[2]}`);
  }
  return [...fields];
}

/** The sunset day of deprecated operations among the findings, when they share one. */
function sunsetOf(changes: Change[], head: OpenApiDocument): string | undefined {
  const days = new Set<string>();
  for (const change of changes) {
    if (change.id !== "operation-deprecated") continue;
    const operation = at(head, change.pointer.replace(/\/deprecated$/, ""));
    const date = isObject(operation) ? parseSunsetDate(operation["x-sunset"]) : undefined;
    if (date) days.add(date.toISOString().slice(0, 10));
  }
  return days.size === 1 ? [...days][0] : undefined;
}

function yamlList(items: string[]): string {
  return items.length === 0
    ? " []"
    : `\n${items.map((item) => `  - ${JSON.stringify(item)}`).join("\n")}`;
}

/**
 * The draft of the entry for `changes`, findings of one API (an entry speaks of one document);
 * `head` is that API's document of the working tree.
 */
export function draftEntry(changes: Change[], head: OpenApiDocument, effective: string): string {
  const apis = [...new Set(changes.map((change) => change.api))];
  if (apis.length > 1) {
    throw new Error(`one entry per API: these findings are of ${apis.join(" and ")}`);
  }
  const api = apis[0] ?? DEFAULT_API;
  const kind = kindOf(changes);
  const operations = [...new Set(changes.map((change) => change.operation))];
  const sunset = kind === "deprecated" ? sunsetOf(changes, head) : undefined;
  const findings = changes.map(
    (change) => `  - ${change.level} [${change.id}] ${change.operation}: ${change.message}`,
  );
  return `---
effective: ${effective}
kind: ${kind}
breaking: ${changes.some(isBreaking)}
${api === DEFAULT_API ? "" : `api: ${api}\n`}title: "${DRAFT_MARKER}: one line saying what changed"
operations:${yamlList(operations)}
fields:${yamlList(fieldsOf(changes))}
${sunset ? `sunset: ${sunset}\nreplacement: "${DRAFT_MARKER}: what to use instead"\n` : ""}---
${DRAFT_MARKER}: say what changed for users, who is affected and what to do (set \`effective\`
to the day it takes effect for them, and \`announced\`/\`announcement\` when it was announced).

<!-- The breaking gate's findings this entry was drafted from (a note for you, not published):
${findings.join("\n").replaceAll("--", "- -")}
-->
`;
}
