// Where the emulator finds the files it reads: its own (package.json, the control API's document)
// and those it serves but does not own: the public API document (from @cloud-api/spec), the
// console's built app and its API document (from @cloud-api/console).
// Every path is named from the package's root folder, found once from this module's location:
// the same folder from src/ (tests), dist/ (tsc's output) and dist/command/ (the published
// command's bundle, scripts/bundle-command.mjs, where every module shares one import.meta.url).
// The published package carries copies in its `assets/` folder (written by
// scripts/bundle-assets.mjs when packing, removed after), because those workspace packages are
// private and never installed with it; they are preferred when present. In the monorepo there is
// no `assets/` and the workspace packages are read directly.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@cloud-api/emulator";

/** The nearest folder above this module whose package.json is the emulator's. */
function findPackageRoot(): { root: string; version: string } {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifestPath = join(folder, "package.json");
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === PACKAGE_NAME)
        return { root: folder, version: String(manifest.version) };
    }
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(`no package.json of ${PACKAGE_NAME} above ${fileURLToPath(import.meta.url)}`);
    }
    folder = parent;
  }
}

const PACKAGE = findPackageRoot();

/** The emulator package's folder (where its package.json is). */
export const PACKAGE_ROOT: string = PACKAGE.root;

/** The emulator package's version. */
export const PACKAGE_VERSION: string = PACKAGE.version;

const bundledAssets = join(PACKAGE_ROOT, "assets");

function bundledOr(relative: string, fromWorkspace: () => string): string {
  const bundled = join(bundledAssets, relative);
  return existsSync(bundled) ? bundled : fromWorkspace();
}

const resolveWorkspace = (specifier: string) =>
  createRequire(join(PACKAGE_ROOT, "package.json")).resolve(specifier);

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

/** The control API's own OpenAPI document (spec-first, like the public API). */
export function controlApiDocumentAsset(): string {
  return join(PACKAGE_ROOT, "control-api", "openapi.yaml");
}
