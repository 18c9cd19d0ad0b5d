import { ApiError } from "../../http/api-error.js";

/** 422 `unsupported_error`: the request is valid but the resource cannot do this. */
export function unsupported(message: string): ApiError {
  return new ApiError(422, "unsupported_error", message);
}
