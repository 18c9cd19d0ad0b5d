// The Hetzner API's types (Storage Boxes): generated once, in the spec package
// (spec/generated/hetzner-api.d.ts), and copied verbatim into dist/generated/ by the build, like
// the Cloud API's (see api-types.ts and scripts/copy-spec-types.mjs).
export type { components, operations, paths } from "@cloud-api/spec/hetzner-api-types";
