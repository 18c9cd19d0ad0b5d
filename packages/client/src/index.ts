import createClient from "openapi-fetch";
import type { paths } from "./generated/schema.js";

export type { components, operations, paths } from "./generated/schema.js";

/** Creates a typed client for the API (placeholder surface; the client issue builds the full layer). */
export function createCloudClient(options: { token: string; baseUrl?: string }) {
  if (!options.token) throw new TypeError("createCloudClient: a token is required");
  return createClient<paths>({
    baseUrl: options.baseUrl ?? "https://api.hetzner.cloud/v1",
    headers: { Authorization: `Bearer ${options.token}` },
  });
}
