// The public API's types: generated once, in the spec package (spec/generated/openapi.d.ts).
// The published package cannot depend on the private @cloud-api/spec, so the build copies that
// file verbatim into dist/generated/ and points this module's declarations at the copy
// (scripts/bundle-spec-types.mjs).
export type { components, operations, paths } from "@cloud-api/spec/types";
