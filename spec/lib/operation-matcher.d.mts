/** Finds the operation of a concrete request from path templates; literal segments win. */
export declare class OperationMatcher<T extends { method: string; path: string }> {
  constructor(operations: readonly T[]);
  /** `path` is relative to the API base URL (`/servers/42`); the method's case does not matter. */
  match(method: string, path: string): T | undefined;
}
