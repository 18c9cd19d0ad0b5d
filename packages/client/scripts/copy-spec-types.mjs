// Build step after `tsc`: makes dist/ self-contained. The APIs' types are generated once, in the
// spec package (`@cloud-api/spec/types` for the Cloud API, `@cloud-api/spec/hetzner-api-types`
// for the Hetzner API), which is private and never published. This copies each file verbatim into
// dist/generated/ (a copy, not a second generation) and points the one module that imports it
// (dist/api-types.d.ts, dist/hetzner-api-types.d.ts) at the copy. Fails if anything in dist/
// still imports @cloud-api/spec, so the published package never asks for it.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const COPIES = [
  { specifier: "@cloud-api/spec/types", module: "api-types.d.ts", copy: "openapi" },
  {
    specifier: "@cloud-api/spec/hetzner-api-types",
    module: "hetzner-api-types.d.ts",
    copy: "hetzner-api",
  },
];

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(packageDir, "dist");
const specManifestPath = createRequire(join(packageDir, "package.json")).resolve(
  "@cloud-api/spec/package.json",
);
const specManifest = JSON.parse(readFileSync(specManifestPath, "utf8"));
mkdirSync(join(dist, "generated"), { recursive: true });

for (const { specifier, module, copy } of COPIES) {
  const exported = `./${specifier.slice("@cloud-api/spec/".length)}`;
  const source = join(dirname(specManifestPath), specManifest.exports[exported].types);
  copyFileSync(source, join(dist, "generated", `${copy}.d.ts`));

  const declarationPath = join(dist, module);
  const declaration = readFileSync(declarationPath, "utf8");
  const quoted = `"${specifier}"`;
  if (declaration.split(quoted).length !== 2) {
    throw new Error(`${declarationPath} should import ${quoted} exactly once:\n${declaration}`);
  }
  writeFileSync(declarationPath, declaration.replace(quoted, `"./generated/${copy}.js"`));
  console.log(`copied ${specifier} to dist/generated/${copy}.d.ts`);
}

const leftovers = readdirSync(dist, { recursive: true })
  .filter((name) => /\.(js|d\.ts)$/.test(name))
  .filter((name) =>
    /(from|import\()\s*["']@cloud-api\/spec/.test(readFileSync(join(dist, name), "utf8")),
  );
if (leftovers.length > 0) {
  throw new Error(`dist/ still imports @cloud-api/spec in: ${leftovers.join(", ")}`);
}
