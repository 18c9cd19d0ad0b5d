/**
 * Types of the API, generated from the spec into @cloud-api/client. Every handler's body and
 * response types come from here, so a spec change that breaks a handler breaks `tsc`.
 */
import type { components, operations } from "@cloud-api/client";

export type { components, operations };
export type Schemas = components["schemas"];
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** The JSON request body of an operation. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody?: infer Body;
}
  ? JsonContent<NonNullable<Body>>
  : never;

/** The JSON body of an operation's 200/201 response. */
export type ResponseBody<K extends OperationId> = operations[K]["responses"] extends infer R
  ? R extends { 200: infer Ok }
    ? JsonContent<Ok>
    : R extends { 201: infer Created }
      ? JsonContent<Created>
      : never
  : never;
