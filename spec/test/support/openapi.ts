// A minimal model of the bundled OpenAPI document: just what the checks read.
// The bundle is plain JSON, so everything is typed loosely and narrowed where used.

export type JsonObject = { [key: string]: unknown };

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, JsonObject>;
  security?: unknown[];
  components?: JsonObject;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export interface OperationRef {
  method: string;
  path: string;
  /** The operation object, as found in the path item. */
  operation: JsonObject;
  /** Path-item level parameters, which apply to the operation too. */
  pathParameters: unknown[];
  /** JSON pointer of the operation inside the document. */
  pointer: string;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

export function operationsOf(doc: OpenApiDocument): OperationRef[] {
  const found: OperationRef[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation)) {
        const pointer = `#/paths/${pointerSegment(path)}/${method}`;
        found.push({ method, path, operation, pathParameters, pointer });
      }
    }
  }
  return found;
}

/** `GET /images/{id}`: how problems name an operation. */
export function operationLabel(op: Pick<OperationRef, "method" | "path">): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

/**
 * Follows local `$ref`s (`#/components/...`) until a non-reference node is reached.
 * Returns the node and the JSON pointer where it lives, so that validators can
 * point at the schema in place. Throws on a dangling or non-local reference.
 */
export function resolve(
  doc: OpenApiDocument,
  node: unknown,
  pointer: string,
): { node: unknown; pointer: string } {
  let current = node;
  let at = pointer;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) {
      throw new Error(`${at}: $ref ${ref} is not local; the checks expect a bundled document`);
    }
    if (seen.has(ref)) throw new Error(`${at}: $ref cycle through ${ref}`);
    seen.add(ref);
    current = lookup(doc, ref);
    if (current === undefined) throw new Error(`${at}: $ref ${ref} points at nothing`);
    at = ref;
  }
  return { node: current, pointer: at };
}

function lookup(doc: OpenApiDocument, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as JsonObject)[segment];
  }
  return node;
}
