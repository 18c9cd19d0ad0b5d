// The public surface of @cloud-api/client.

export {
  type Action,
  type ActionCarrier,
  ActionFailedError,
  ActionTimeoutError,
  actionsOf,
  type CreateAndWaitOptions,
  createAndWait,
  type Reread,
  type WaitOptions,
  waitForAction,
  waitForActions,
} from "./actions.js";
export type { components, operations, paths } from "./api-types.js";
export {
  type CloudClient,
  type CloudClientOptions,
  createCloudClient,
  DEFAULT_BASE_URL,
} from "./client.js";
export {
  CloudAbortError,
  CloudApiError,
  CloudError,
  CloudNetworkError,
  CloudResponseFormatError,
  CloudTimeoutError,
  type DataOf,
  type ErrorCode,
  type ErrorDetailsByCode,
  type ErrorDetailsFor,
  type ErrorEnvelope,
  type FetchResult,
  type InvalidInputDetails,
  isCloudApiError,
  type Unwrapped,
  unwrap,
} from "./errors.js";
export { getByName, type NamedListPath, ResourceNotFoundError } from "./find-by-name.js";
export { API_SPEC_VERSION } from "./generated/spec-version.js";
export {
  assertLabelKey,
  assertLabels,
  assertLabelValue,
  type LabelSelector,
  LabelSyntaxError,
  labelSelector,
} from "./label-selector.js";
export { collectAll, type ListInit, type ListItem, type ListPath, paginate } from "./pagination.js";
export { type RateLimitState, readRateLimit } from "./rate-limit.js";
export type { RetryOptions } from "./retry.js";
export type { Sleep } from "./sleep.js";
export { CLIENT_VERSION } from "./version.js";
