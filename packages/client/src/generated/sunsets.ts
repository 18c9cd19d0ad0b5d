// Generated from the API spec's deprecated operations with an x-sunset by
// scripts/generate-sunsets.mjs: pnpm --filter @cloud-api/client generate. Do not edit.

/**
 * `METHOD /path` of each operation with an announced sunset: the day it stops working and what
 * to use instead, as the warning says it after "<operation> is deprecated: sunset ".
 */
export const SUNSETS: Record<string, string | undefined> = {
  "GET /datacenters": "2026-10-01; use GET /locations and GET /server_types",
  "GET /datacenters/{id}": "2026-10-01; use GET /locations/{id} and GET /server_types",
};
