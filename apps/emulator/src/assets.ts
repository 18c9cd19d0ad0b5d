// Where the emulator finds the files it serves but does not own: the public API document (from
// @cloud-api/spec), the console's built app and its API document (from @cloud-api/console).
// The published package carries copies in its `assets/` folder (written by
// scripts/bundle-assets.mjs when packing, removed after), because those workspace packages are
// private and never installed with it; they are preferred when present. In the monorepo there is
// no `assets/` and the workspace packages are read directly.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package's `assets/` folder: `src/assets.ts` and `dist/assets.js` are both one level down. */
const bundledAssets = fileURLToPath(new URL("../assets/", import.meta.url));

function bundledOr(relative: string, fromWorkspace: () => string): string {
  const bundled = join(bundledAssets, relative);
  return existsSync(bundled) ? bundled : fromWorkspace();
}

const resolveWorkspace = (specifier: string) => createRequire(import.meta.url).resolve(specifier);

/** The bundled public OpenAPI document (JSON). */
export function publicApiDocumentAsset(): string {
  return bundledOr("openapi.json", () => resolveWorkspace("@cloud-api/spec/openapi.json"));
}

/** The bundled Hetzner API document (Storage Boxes, JSON). */
export function hetznerApiDocumentAsset(): string {
  return bundledOr("hetzner-api.json", () => resolveWorkspace("@cloud-api/spec/hetzner-api.json"));
}

/** The console's folder: `dist/` (the built app) and `console-api/openapi.yaml` in it. */
export function consoleAssets(): string {
  return bundledOr("console", () => dirname(resolveWorkspace("@cloud-api/console/package.json")));
}
