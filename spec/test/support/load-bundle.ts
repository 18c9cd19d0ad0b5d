import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { OpenApiDocument } from "./openapi.js";

export const bundlePath = fileURLToPath(new URL("../../dist/openapi.json", import.meta.url));

/** Reads spec/dist/openapi.json; the `test` script bundles first so it is current. */
export function loadBundle(): OpenApiDocument {
  if (!existsSync(bundlePath)) {
    throw new Error(`${bundlePath} does not exist; run \`pnpm --filter @cloud-api/spec bundle\``);
  }
  return JSON.parse(readFileSync(bundlePath, "utf8")) as OpenApiDocument;
}
