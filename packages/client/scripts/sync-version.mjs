// Writes package.json's version into src/version.ts (sent in the User-Agent). `pnpm
// version-packages` runs it right after `changeset version` bumps package.json, so the
// "Version packages" pull request carries both; a unit test keeps them equal.
import { readFileSync, writeFileSync } from "node:fs";

const packageJson = new URL("../package.json", import.meta.url);
const versionFile = new URL("../src/version.ts", import.meta.url);
const { version } = JSON.parse(readFileSync(packageJson, "utf8"));
const source = readFileSync(versionFile, "utf8");
const updated = source.replace(
  /CLIENT_VERSION = "[^"]*"/,
  `CLIENT_VERSION = ${JSON.stringify(version)}`,
);
if (!updated.includes(`CLIENT_VERSION = ${JSON.stringify(version)}`)) {
  throw new Error(`${versionFile.pathname} has no CLIENT_VERSION = "..." line to update`);
}
writeFileSync(versionFile, updated);
console.log(`src/version.ts: CLIENT_VERSION = ${version}`);
