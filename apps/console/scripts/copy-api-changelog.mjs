// The API changelog the docs publish (apps/docs/changelog/api-changelog.json, the entries of
// spec/changes/ as `changelog:api entries --json` publishes them), copied into src/generated/
// for the console's changelog page. A file
// copy, not a package import: the docs depend on the emulator, which depends on this package.
// `--check` fails when the committed copy is stale.
import { readFileSync, writeFileSync } from "node:fs";

const source = new URL("../../docs/changelog/api-changelog.json", import.meta.url);
const target = new URL("../src/generated/api-changelog.json", import.meta.url);
const fresh = readFileSync(source, "utf8");
let current = "";
try {
  current = readFileSync(target, "utf8");
} catch {
  current = "";
}
if (process.argv.includes("--check")) {
  if (current !== fresh) {
    console.error(
      "src/generated/api-changelog.json is stale: run pnpm --filter @cloud-api/console generate",
    );
    process.exit(1);
  }
} else if (current !== fresh) {
  writeFileSync(target, fresh);
  console.log(`wrote ${target.pathname}`);
}
