import {
  listOperations as listDocumentOperations,
  loadSpecDocument,
  type OpenApiDocument,
} from "@cloud-api/spec/reader";

/** An operation as the suite counts it for coverage. */
export interface SpecOperation {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template as written in the spec, relative to the server URL (`/servers/{id}`). */
  path: string;
  deprecated: boolean;
  /** `x-sunset` of a deprecated operation: from that day on it answers 410. */
  sunset?: string;
  /** Response keys as written: "200", "4XX", "default". */
  statuses: string[];
}

/** Every operation of the bundle: the source of truth for coverage, never a hand-kept list. */
export function listOperations(
  document: OpenApiDocument = loadSpecDocument("cloud"),
): SpecOperation[] {
  return listDocumentOperations(document).map(({ method, path, operation, operationId }) => {
    if (!operationId) {
      throw new Error(`${method.toUpperCase()} ${path} in the bundle has no operationId`);
    }
    const sunset = operation["x-sunset"];
    return {
      operationId,
      method: method.toUpperCase(),
      path,
      deprecated: operation.deprecated === true,
      ...(operation.deprecated === true && typeof sunset === "string" && sunset ? { sunset } : {}),
      statuses: Object.keys(operation.responses ?? {}),
    };
  });
}
