import { expect } from "vitest";

interface FetchResult {
  response: Response;
  error?: unknown;
}

/** Asserts the HTTP status and, on mismatch, shows the error envelope the target sent. */
export function expectStatus(result: FetchResult, status: number): void {
  expect(
    result.response.status,
    `${result.response.url}: ${JSON.stringify(result.error ?? null)}`,
  ).toBe(status);
}
