// Build step after `tsc`: makes dist/ self-contained. The API's types are generated once, in the
// spec package (`@cloud-api/spec/types`), which is private and never published. This copies that
// file verbatim into dist/generated/openapi.d.ts (a copy, not a second generation) and points
// dist/api-types.d.ts, the one module that imports it, at the copy. Fails if anything in dist/
// still imports @cloud-api/spec, so the published package never asks for it.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SPECIFIER = "@cloud-api/spec/types";
const COPY = "./generated/openapi.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(packageDir, "dist");
const specManifestPath = createRequire(join(packageDir, "package.json")).resolve(
  "@cloud-api/spec/package.json",
);
const specManifest = JSON.parse(readFileSync(specManifestPath, "utf8"));
const source = join(dirname(specManifestPath), specManifest.exports["./types"].types);

mkdirSync(join(dist, "generated"), { recursive: true });
copyFileSync(source, join(dist, "generated", "openapi.d.ts"));

const apiTypes = join(dist, "api-types.d.ts");
const declaration = readFileSync(apiTypes, "utf8");
const quoted = `"${SPECIFIER}"`;
if (declaration.split(quoted).length !== 2) {
  throw new Error(`${apiTypes} should import ${quoted} exactly once:\n${declaration}`);
}
writeFileSync(apiTypes, declaration.replace(quoted, `"${COPY}"`));

const leftovers = readdirSync(dist, { recursive: true })
  .filter((name) => /\.(js|d\.ts)$/.test(name))
  .filter((name) =>
    /(from|import\()\s*["']@cloud-api\/spec/.test(readFileSync(join(dist, name), "utf8")),
  );
if (leftovers.length > 0) {
  throw new Error(`dist/ still imports @cloud-api/spec in: ${leftovers.join(", ")}`);
}
console.log(`copied ${SPECIFIER} to dist/generated/openapi.d.ts`);
