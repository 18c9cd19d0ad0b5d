// What a deprecation in an OpenAPI document says, read by the spec's convention (openapi.yaml,
// "Deprecations"): `deprecated: true` marks the item, `x-sunset` (YYYY-MM-DD) is the day it stops
// working, and the description names the replacement in a "use `...`" sentence. One reading for
// the generated types' `@deprecated` notes (generate-types.mjs) and the client's table of
// operations with an announced sunset (packages/client/scripts/generate-sunsets.mjs).
import { HTTP_METHODS } from "../lib/reader.mjs";

/**
 * The sentence of a description that names the replacement: from its first "use" (or "Use") to
 * the end of that sentence (a period outside backticks followed by a space or the end), without
 * the trailing period; undefined when the description names none.
 * @param {string | undefined} description
 * @returns {string | undefined}
 */
export function replacementOf(description) {
  const text = (description ?? "").replace(/\s+/g, " ");
  const start = /\b[Uu]se /.exec(text);
  if (!start) return undefined;
  let sentence = "";
  let inCode = false;
  for (let index = start.index + 4; index < text.length; index++) {
    const char = text[index];
    if (char === "`") inCode = !inCode;
    else if (char === "." && !inCode && (index + 1 === text.length || text[index + 1] === " ")) {
      break;
    }
    sentence += char;
  }
  return sentence.trim() || undefined;
}

/**
 * The operations (`METHOD /path`) a replacement sentence names in code spans, joined with "and";
 * the sentence itself when it names none. Short enough for a warning at run time.
 * @param {string} replacement
 * @returns {string}
 */
export function replacementOperations(replacement) {
  const operations = [...replacement.matchAll(/`((?:GET|PUT|POST|DELETE|PATCH) \/[^`]*)`/g)].map(
    (match) => match[1],
  );
  return operations.length > 0 ? operations.join(" and ") : replacement.replaceAll("`", "");
}

/**
 * The text after `@deprecated` for a deprecated item: its sunset (or that there is none yet)
 * and its replacement, in one line.
 * @param {{ description?: string, "x-sunset"?: string }} item
 * @param {boolean} isOperation an operation answers 410 from its sunset on
 * @returns {string}
 */
export function deprecationNote(item, isOperation) {
  const sunset = item["x-sunset"];
  const replacement = replacementOf(item.description);
  const when = sunset
    ? `Sunset ${sunset}${isOperation ? " (answers 410 `deprecated_api_endpoint` from then on)" : ""}.`
    : "No sunset date announced yet.";
  return `${when} ${replacement ? `Use ${replacement}.` : "The spec names no replacement."}`;
}

/**
 * Every deprecated operation of a document with an `x-sunset`, in document order.
 * @param {{ paths?: Record<string, Record<string, any>> }} document
 * @returns {{ method: string, path: string, sunset: string, replacement: string }[]}
 */
export function sunsetOperations(document) {
  const found = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation?.deprecated || !operation["x-sunset"]) continue;
      const replacement = replacementOf(operation.description);
      found.push({
        method: method.toUpperCase(),
        path,
        sunset: operation["x-sunset"],
        replacement: replacement ? replacementOperations(replacement) : "nothing named yet",
      });
    }
  }
  return found;
}

/**
 * Calls `visit(item, isOperation)` for every deprecated object of a document (operations,
 * parameters, schemas and properties), each object once, also when several places refer to it.
 * @param {any} document
 * @param {(item: any, isOperation: boolean) => void} visit
 */
export function forEachDeprecated(document, visit) {
  const seen = new Set();
  const walk = (node, isOperation) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (node.deprecated === true) visit(node, isOperation);
    for (const [key, value] of Object.entries(node)) {
      if (key === "paths" && node === document) {
        for (const pathItem of Object.values(value ?? {})) {
          for (const [method, operation] of Object.entries(pathItem ?? {})) {
            walk(operation, HTTP_METHODS.includes(method));
          }
        }
      } else walk(value, false);
    }
  };
  walk(document, false);
}
