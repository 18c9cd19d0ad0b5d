import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { OpenApiDocument } from "./openapi.js";

export const bundlePath = fileURLToPath(new URL("../../dist/openapi.json", import.meta.url));

/**
 * Reads spec/dist/openapi.json. Through turbo (the test command, `pnpm turbo run test`) the
 * `bundle` task runs before the tests (test -> build -> bundle) and keeps it current; running
 * vitest directly, bundle first. The tests no longer bundle themselves: the bundle rewrites the
 * file in place, and other packages' tests read it at the same time.
 */
export function loadBundle(): OpenApiDocument {
  if (!existsSync(bundlePath)) {
    throw new Error(`${bundlePath} does not exist; run \`pnpm --filter @cloud-api/spec bundle\``);
  }
  return JSON.parse(readFileSync(bundlePath, "utf8")) as OpenApiDocument;
}
