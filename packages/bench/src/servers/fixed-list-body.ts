// The one response of the client-overhead server: a full first page of SSH keys, as the API
// would send it, so that every client variant parses the same realistic JSON. The server
// (fixed-list-server.ts) and the tools' stub fetch (src/tools/client-cpu-ab.ts) send it alike.
import { sshPublicKeyFromSeed } from "@cloud-api/test-support/ssh-key";

export const FIXED_LIST_PATH = "/v1/ssh_keys";
export const FIXED_LIST_PAGE_SIZE = 25;

export function fixedListBody(): string {
  const sshKeys = Array.from({ length: FIXED_LIST_PAGE_SIZE }, (_, index) => ({
    id: index + 1,
    name: `key-${index + 1}`,
    fingerprint: "b7:2f:30:a0:2f:6c:58:6c:21:04:58:61:ba:06:3b:2f",
    public_key: sshPublicKeyFromSeed(`fixed-list-${index + 1}`, "bench@host"),
    labels: { env: "bench", team: "platform" },
    created: "2024-01-30T23:55:00Z",
  }));
  return JSON.stringify({
    ssh_keys: sshKeys,
    meta: {
      pagination: {
        page: 1,
        per_page: FIXED_LIST_PAGE_SIZE,
        previous_page: null,
        next_page: null,
        last_page: 1,
        total_entries: FIXED_LIST_PAGE_SIZE,
      },
    },
  });
}

/**
 * The headers sent with the body: the API's rate-limit headers too, since the client reads them
 * on every answer. `nowMs` sets RateLimit-Reset (a second later).
 */
export function fixedListHeaders(
  contentLength: number,
  nowMs = Date.now(),
): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "Content-Length": String(contentLength),
    "RateLimit-Limit": "3600",
    "RateLimit-Remaining": "3599",
    "RateLimit-Reset": String(Math.floor(nowMs / 1000) + 1),
  };
}
