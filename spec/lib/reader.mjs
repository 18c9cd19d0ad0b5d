// The one reader of OpenAPI documents in the repository: a bundled document loaded by its id in
// scripts/documents.mjs, JSON pointers, local `$ref` resolution, and the walk over operations
// with their parameters, request body and responses. The docs, the gate's scripts, the
// conformance suite, the emulator (and its validator generator) and this package's tests read
// documents through it; the types are in reader.d.mts.
import { readFileSync } from "node:fs";
import { specDocument } from "../scripts/documents.mjs";

export const HTTP_METHODS = Object.freeze([
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
]);

/** @param {string} key */
export function isHttpMethod(key) {
  return HTTP_METHODS.includes(key);
}

/** @param {unknown} value */
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** @param {unknown} value */
export function isReference(value) {
  return isObject(value) && typeof value.$ref === "string";
}

/** @param {string | number} segment */
export function escapePointerSegment(segment) {
  const text = String(segment);
  if (!text.includes("~") && !text.includes("/")) return text;
  return text.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** @param {string} segment */
export function unescapePointerSegment(segment) {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** @param {string} pointer @param {...(string | number)} segments */
export function childPointer(pointer, ...segments) {
  return pointer + segments.map((segment) => `/${escapePointerSegment(segment)}`).join("");
}

/**
 * The value at a local JSON pointer (`#/components/schemas/Server`, or `/components/...`), or
 * undefined where there is none.
 * @param {unknown} document @param {string} pointer
 */
export function resolvePointer(document, pointer) {
  const path = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (path !== "" && !path.startsWith("/")) {
    throw new Error(`only local $refs are supported, got '${pointer}'`);
  }
  let current = document;
  for (const raw of path.split("/").slice(1)) {
    if (typeof current !== "object" || current === null) return undefined;
    const token = unescapePointerSegment(decodeURIComponent(raw));
    if (!Object.hasOwn(current, token)) return undefined;
    current = /** @type {Record<string, unknown>} */ (current)[token];
  }
  return current;
}

/**
 * Follows local `$ref`s (chains too) to the value they name, and the pointer where it lives.
 * A `$ref` that is not local, names nothing or loops throws, naming the `$ref`; with
 * `lenient`, a dangling `$ref` gives undefined and a foreign or looping one stops the walk at
 * the value that holds it (comparing two revisions of a document must not stop at either).
 * @param {unknown} document @param {unknown} value @param {string} [pointer]
 * @param {{ lenient?: boolean }} [options]
 */
export function dereference(document, value, pointer = "#", options = {}) {
  let current = value;
  let at = pointer;
  const seen = new Set();
  while (isReference(current)) {
    const ref = current.$ref;
    let problem;
    if (!ref.startsWith("#")) problem = `$ref ${ref} is not local: a bundled document is expected`;
    else if (seen.has(ref)) problem = `circular $ref: ${[...seen, ref].join(" -> ")}`;
    const next = problem ? undefined : resolvePointer(document, ref);
    if (!problem && next === undefined)
      problem = `$ref ${ref} does not resolve (${missingToken(document, ref)})`;
    if (problem) {
      if (!options.lenient) throw new Error(problem);
      // Lenient: a dangling `$ref` names nothing; a foreign or looping one stays as it is.
      if (next === undefined && ref.startsWith("#") && !seen.has(ref)) {
        return { value: undefined, pointer: ref };
      }
      break;
    }
    seen.add(ref);
    current = next;
    at = ref;
  }
  return { value: current, pointer: at };
}

/** @param {unknown} document @param {string} ref */
function missingToken(document, ref) {
  let current = document;
  for (const raw of ref.slice(2).split("/")) {
    const token = unescapePointerSegment(decodeURIComponent(raw));
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, token)) {
      return `no "${token}"`;
    }
    current = /** @type {Record<string, unknown>} */ (current)[token];
  }
  return "no value";
}

/**
 * The value a `$ref` names (see `dereference`).
 * @param {unknown} document @param {unknown} value @param {{ lenient?: boolean }} [options]
 */
export function resolve(document, value, options) {
  return dereference(document, value, "#", options).value;
}

/**
 * `POST /servers`: how reports name an operation.
 * @param {{ method: string, path: string }} operation
 */
export function operationLabel(operation) {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/**
 * Every operation of the document in document order (paths as written, then methods as written
 * in each path item), path items behind a `$ref` followed.
 * @param {{ paths?: Record<string, unknown> }} document
 */
export function listOperations(document) {
  const entries = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = dereference(document, rawItem, childPointer("#/paths", path), { lenient: true });
    if (!isObject(item.value)) continue;
    const pathItem = item.value;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!isHttpMethod(method) || !isObject(operation)) continue;
      entries.push({
        method,
        path,
        operationId: typeof operation.operationId === "string" ? operation.operationId : undefined,
        label: operationLabel({ method, path }),
        pathItem,
        operation,
        pointer: `${item.pointer}/${method}`,
        pathItemPointer: item.pointer,
      });
    }
  }
  return entries;
}

/**
 * The operation with this id, or undefined.
 * @param {{ paths?: Record<string, unknown> }} document @param {string} operationId
 */
export function findOperation(document, operationId) {
  return listOperations(document).find((entry) => entry.operationId === operationId);
}

/**
 * The parameters that apply to an operation, resolved: the path item's, then the operation's
 * (an operation's parameter replaces the path item's of the same name and location, in place).
 * @param {unknown} document
 * @param {{ pathItem: Record<string, unknown>, operation: Record<string, unknown>, pointer: string, pathItemPointer: string }} entry
 */
export function operationParameters(document, entry) {
  const byKey = new Map();
  const lists = [
    [entry.pathItem.parameters, `${entry.pathItemPointer}/parameters`],
    [entry.operation.parameters, `${entry.pointer}/parameters`],
  ];
  for (const [list, base] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const { value, pointer } = dereference(document, raw, `${base}/${index}`);
      if (!isObject(value) || typeof value.name !== "string") return;
      const schema = dereference(document, value.schema, `${pointer}/schema`);
      byKey.set(`${String(value.in)}:${value.name}`, {
        name: value.name,
        in: value.in,
        required: value.required === true,
        parameter: value,
        pointer,
        schema: isObject(schema.value) ? schema.value : {},
        schemaPointer: `${pointer}/schema`,
      });
    });
  }
  return [...byKey.values()];
}

/**
 * The operation's request body, resolved, with the pointer of its `application/json` schema.
 * @param {unknown} document
 * @param {{ operation: Record<string, unknown>, pointer: string }} entry
 */
export function operationRequestBody(document, entry) {
  if (entry.operation.requestBody === undefined) return undefined;
  const { value, pointer } = dereference(
    document,
    entry.operation.requestBody,
    `${entry.pointer}/requestBody`,
  );
  if (!isObject(value)) return undefined;
  const json = isObject(value.content) ? value.content["application/json"] : undefined;
  return {
    requestBody: value,
    pointer,
    required: value.required === true,
    jsonSchemaPointer:
      isObject(json) && json.schema !== undefined
        ? `${pointer}/content/application~1json/schema`
        : undefined,
  };
}

/**
 * The response key that documents `status`: exact ("404"), then range ("4XX"), then "default".
 * @param {Record<string, unknown>} responses @param {number} status
 */
export function documentedResponseKey(responses, status) {
  const exact = String(status);
  if (Object.hasOwn(responses, exact)) return exact;
  const range = `${exact[0]}XX`;
  for (const key of Object.keys(responses)) {
    if (key.toUpperCase() === range) return key;
  }
  return Object.hasOwn(responses, "default") ? "default" : undefined;
}

/**
 * The response an operation documents for `status`, resolved, or undefined.
 * @param {unknown} document
 * @param {{ operation: Record<string, unknown>, pointer: string }} entry
 * @param {number} status
 */
export function operationResponse(document, entry, status) {
  const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
  const key = documentedResponseKey(responses, status);
  if (key === undefined) return undefined;
  const { value, pointer } = dereference(
    document,
    responses[key],
    childPointer(`${entry.pointer}/responses`, key),
  );
  const json =
    isObject(value) && isObject(value.content) ? value.content["application/json"] : undefined;
  return {
    key,
    response: isObject(value) ? value : {},
    pointer,
    jsonSchemaPointer:
      isObject(json) && json.schema !== undefined
        ? `${pointer}/content/application~1json/schema`
        : undefined,
  };
}

/**
 * The first server's URL with its variables replaced by their defaults.
 * @param {{ servers?: Array<{ url: string, variables?: Record<string, { default: string }> }> }} document
 */
export function defaultServerUrl(document) {
  const server = document.servers?.[0];
  if (!server) throw new Error("the document declares no servers: a base URL is needed");
  return server.url.replace(/\{([^}]+)\}/g, (_match, name) => {
    const variable = server.variables?.[name];
    if (!variable) throw new Error(`server URL ${server.url} uses {${name}} without a default`);
    return variable.default;
  });
}

/**
 * Reads a JSON document and checks that it is one (it has `paths`).
 * @param {string} path
 */
export function readDocumentFile(path) {
  const document = JSON.parse(readFileSync(path, "utf8"));
  if (!isObject(document) || !isObject(document.paths)) {
    throw new Error(`${path} is not an OpenAPI document: it has no 'paths'`);
  }
  return document;
}

const bundles = new Map();

/**
 * The bundle of one document of scripts/documents.mjs (`cloud`, `hetzner`), read once per
 * process; it must have been bundled (`pnpm --filter @cloud-api/spec bundle`).
 * @param {string} [id]
 */
export function loadSpecDocument(id = "cloud") {
  let document = bundles.get(id);
  if (!document) {
    const path = specDocument(id).bundleJsonPath;
    try {
      document = readDocumentFile(path);
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== "ENOENT") throw error;
      throw new Error(`${path} does not exist; run \`pnpm --filter @cloud-api/spec bundle\``);
    }
    bundles.set(id, document);
  }
  return document;
}
