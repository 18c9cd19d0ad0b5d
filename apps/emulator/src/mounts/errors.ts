// The one place where errors of the emulator's parts (the store, the account, snapshots) become
// the API's envelope. Every mount passes it as its `mapError` hook; the pipeline itself knows only
// ApiError (answered as it is) and anything else (a bug: 500, logged).
import { AccountError } from "../account/account.js";
import { ApiError, invalidInput } from "../http/api-error.js";
import { StateFileError } from "../store/state-file.js";
import { StoreConflictError, StoreWriteError } from "../store/store.js";

/** The envelope of a known error of the emulator's parts, or undefined (a bug: 500). */
export function mapEmulatorError(error: unknown): ApiError | undefined {
  if (error instanceof StoreWriteError) {
    // The disk refused the change; the store undid it, so the client may simply retry.
    console.error(`emulator: ${error.message}`);
    return new ApiError(500, "server_error", error.message);
  }
  if (error instanceof AccountError) return new ApiError(error.status, error.code, error.message);
  // A snapshot to import that is off, or whose ids another project holds.
  if (error instanceof StateFileError) {
    return invalidInput([{ name: "body", messages: [error.message] }]);
  }
  if (error instanceof StoreConflictError) return new ApiError(409, "conflict", error.message);
  return undefined;
}
