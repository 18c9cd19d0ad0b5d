/** Finds the operation of a concrete request from path templates; literal segments win. */
export declare class OperationMatcher<T extends { method: string; path: string }> {
  /**
   * `greedyParameters`: parameter names that, as the last segment of a path, take the rest of
   * the path, slashes included (a pass-through like `/projects/{id}/api/{path}`).
   */
  constructor(operations: readonly T[], options?: { greedyParameters?: readonly string[] });
  /** `path` is relative to the API base URL (`/servers/42`); the method's case does not matter. */
  match(method: string, path: string): T | undefined;
}
