/** A failed request, rendered as the API's envelope `{"error":{"code","message","details"}}`. */
export interface FieldProblem {
  name: string;
  messages?: string[];
}

export type ErrorDetails =
  | { fields: FieldProblem[] }
  | { limits: { name: string }[] }
  | { announcement: string }
  | null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody(): { error: { code: string; message: string; details: ErrorDetails } } {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

export function invalidInput(fields: FieldProblem[]): ApiError {
  const names = fields.map((field) => `'${field.name}'`).join(", ");
  // The API's own wording: "invalid input in fields 'server', 'home_location'" for several.
  const noun = fields.length > 1 ? "fields" : "field";
  return new ApiError(422, "invalid_input", `invalid input in ${noun} ${names}`, { fields });
}

export function invalidField(name: string, message: string): ApiError {
  return invalidInput([{ name, messages: [message] }]);
}

export function notFound(kind: string, id: number | string): ApiError {
  return new ApiError(404, "not_found", `${kind} with ID ${id} not found`);
}

export function uniquenessError(field: string, kind: string): ApiError {
  return new ApiError(409, "uniqueness_error", `${kind} ${field} is already used`, {
    fields: [{ name: field }],
  });
}

export function protectedError(kind: string, id: number): ApiError {
  return new ApiError(423, "protected", `${kind} ${id} is protected against this operation`);
}

export function lockedError(kind: string, id: number): ApiError {
  return new ApiError(423, "locked", `${kind} ${id} is locked by a running action`);
}

/** An operation-specific 422 (e.g. `server_not_stopped`, `resource_in_use`). */
export function conflictState(code: string, message: string, status = 422): ApiError {
  return new ApiError(status, code, message);
}
