// `prepack`: copies into assets/ what the emulator serves but other workspace packages own, so
// the published package needs none of them (they are private and never installed with it):
//   assets/openapi.json                   the bundled public API document (@cloud-api/spec)
//   assets/hetzner-api.json               the bundled Hetzner API document (@cloud-api/spec)
//   assets/spec/lib/{reader,ajv}.mjs      @cloud-api/spec's document reader and ajv setup, with
//   assets/spec/scripts/documents.mjs     the list of documents the reader imports: publishConfig
//                                         points the `#spec/*` imports of dist/ here
//   assets/console/dist/                  the console's built single-page app (@cloud-api/console)
//   assets/console/console-api/openapi.yaml   the console API's document
//   assets/index.d.ts                     the package's types in one file (publishConfig points
//                                         `exports.types` here): dist/'s declarations import the
//                                         private @cloud-api/spec types and the generated control
//                                         API types, which tsc does not copy; this file inlines
//                                         both, so a user's `tsc` works without skipLibCheck
// src/assets.ts prefers these copies when they exist. `postpack` (--remove) deletes the folder
// again, so that runs from the monorepo never read a stale copy.
// The copies must be built: run after `pnpm build` (the smoke test and the release do).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateDtsBundle } from "dts-bundle-generator";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const assets = join(packageDir, "assets");
rmSync(assets, { recursive: true, force: true });
if (process.argv.includes("--remove")) process.exit(0);

const require = createRequire(join(packageDir, "package.json"));
const consoleDir = dirname(require.resolve("@cloud-api/console/package.json"));
const specDir = dirname(require.resolve("@cloud-api/spec/package.json"));
const copies = [
  [require.resolve("@cloud-api/spec/openapi.json"), "openapi.json"],
  [require.resolve("@cloud-api/spec/hetzner-api.json"), "hetzner-api.json"],
  [join(specDir, "lib", "reader.mjs"), "spec/lib/reader.mjs"],
  [join(specDir, "lib", "ajv.mjs"), "spec/lib/ajv.mjs"],
  [join(specDir, "scripts", "documents.mjs"), "spec/scripts/documents.mjs"],
  [join(consoleDir, "dist"), "console/dist"],
  [join(consoleDir, "console-api", "openapi.yaml"), "console/console-api/openapi.yaml"],
  // The generated validators carry the SHA-256 of these documents: copies keep them valid.
];
for (const [from, to] of copies) {
  if (!existsSync(from)) {
    console.error(`emulator: ${from} does not exist; run \`pnpm build\` first`);
    process.exit(1);
  }
  mkdirSync(dirname(join(assets, to)), { recursive: true });
  cpSync(from, join(assets, to), { recursive: true });
}
if (!existsSync(join(packageDir, "dist", "cli.js"))) {
  console.error("emulator: dist/cli.js does not exist; run `pnpm build` first");
  process.exit(1);
}

// From the sources, not dist/: the generated control API types live in src/generated only.
const started = performance.now();
const [declarations] = generateDtsBundle(
  [
    {
      filePath: join(packageDir, "src", "index.ts"),
      libraries: { inlinedLibraries: ["@cloud-api/spec"] },
      output: { noBanner: true },
    },
  ],
  { preferredConfigPath: join(packageDir, "tsconfig.build.json") },
);
if (!declarations || /from ["']@cloud-api\//.test(declarations)) {
  console.error("emulator: the bundled declarations still import a workspace package");
  process.exit(1);
}
writeFileSync(
  join(assets, "index.d.ts"),
  `// Generated at pack time by scripts/bundle-assets.mjs (dts-bundle-generator); do not edit.\n${declarations}`,
);
console.log(
  `emulator: bundled ${copies.map(([, to]) => to).join(", ")} and index.d.ts (${((performance.now() - started) / 1000).toFixed(1)} s) into assets/`,
);
