// Generated from the API spec's info.version (spec/openapi.yaml) by
// scripts/generate-spec-version.mjs: pnpm --filter @cloud-api/client generate. Do not edit.

/** The `info.version` of the API spec this client was generated from. */
export const API_SPEC_VERSION = "1.0.0";
