// Types of an operation's validated input, read from the operations of a document's generated
// types (openapi-typescript's `operations`). The pipeline validates and coerces path, query and
// body before a handler runs, so handlers typed with these need no casts.

/** The `application/json` content of a request body or response, or never. */
export type JsonContent<T> = T extends { content: { "application/json": infer Body } }
  ? Body
  : never;

// An operation without parameters of a kind gets `Record<string, never>` (not `never`, which
// would let a handler read any parameter).
type Section<Operation, Where extends "path" | "query"> = Operation extends {
  parameters: { [W in Where]?: infer Values };
}
  ? [NonNullable<Values>] extends [never]
    ? Record<string, never>
    : NonNullable<Values>
  : Record<string, never>;

/** Path parameters of an operation (ids are numbers once validated). */
export type PathParams<Operation> = Section<Operation, "path">;
/** Query parameters of an operation (arrays for repeatable ones). */
export type QueryParams<Operation> = Section<Operation, "query">;

/** The JSON request body (`undefined` when it has none, or when it is optional and absent). */
export type JsonRequestBody<Operation> = Operation extends { requestBody: infer Body }
  ? JsonContent<Body>
  : Operation extends { requestBody?: infer Body }
    ? JsonContent<NonNullable<Body>> | undefined
    : undefined;

/** Path, query and body of one operation, as its handler receives them. */
export interface TypedInput<Operation> {
  params: PathParams<Operation>;
  query: QueryParams<Operation>;
  body: JsonRequestBody<Operation>;
}
