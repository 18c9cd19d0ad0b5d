// `prepack`: copies into assets/ what the emulator serves but other workspace packages own, so
// the published package needs none of them (they are private and never installed with it):
//   assets/openapi.json                   the bundled public API document (@cloud-api/spec)
//   assets/console/dist/                  the console's built single-page app (@cloud-api/console)
//   assets/console/console-api/openapi.yaml   the console API's document
// src/assets.ts prefers these copies when they exist. `postpack` (--remove) deletes the folder
// again, so that runs from the monorepo never read a stale copy.
// The copies must be built: run after `pnpm build` (the smoke test and the release do).
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const assets = join(packageDir, "assets");
rmSync(assets, { recursive: true, force: true });
if (process.argv.includes("--remove")) process.exit(0);

const require = createRequire(join(packageDir, "package.json"));
const consoleDir = dirname(require.resolve("@cloud-api/console/package.json"));
const copies = [
  [require.resolve("@cloud-api/spec/openapi.json"), "openapi.json"],
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
console.log(`emulator: bundled ${copies.map(([, to]) => to).join(", ")} into assets/`);
