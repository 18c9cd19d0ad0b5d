// Loads the breaking-change fixture specs (test/fixtures/breaking) for the tests.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { OpenApiDocument } from "../src/openapi/document.js";

export const breakingFixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  "fixtures",
  "breaking",
);

export function loadSpec(path: string): OpenApiDocument {
  return parse(readFileSync(path, "utf8")) as OpenApiDocument;
}

/** The base and head spec of one fixture case; the shared base.yaml unless it has its own. */
export function fixturePair(name: string): { base: OpenApiDocument; head: OpenApiDocument } {
  const ownBase = join(breakingFixtures, name, "base.yaml");
  return {
    base: loadSpec(existsSync(ownBase) ? ownBase : join(breakingFixtures, "base.yaml")),
    head: loadSpec(join(breakingFixtures, name, "head.yaml")),
  };
}
