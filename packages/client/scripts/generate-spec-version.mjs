// The API spec's `info.version` as a constant the client exports (API_SPEC_VERSION), read from the
// bundled spec this client is built from: src/generated/spec-version.ts. `--check` fails when the
// committed file is stale; `--out=<file>` writes or checks another file (the tests use it).
// Run: pnpm --filter @cloud-api/client generate
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const out = process.argv.find((arg) => arg.startsWith("--out="))?.slice(6);
const output = out ?? new URL("../src/generated/spec-version.ts", import.meta.url).pathname;
const require = createRequire(import.meta.url);
const { info } = JSON.parse(readFileSync(require.resolve("@cloud-api/spec/openapi.json"), "utf8"));
if (typeof info?.version !== "string" || info.version === "") {
  throw new Error("@cloud-api/spec/openapi.json has no info.version");
}
const source = `// Generated from the API spec's info.version (spec/openapi.yaml) by
// scripts/generate-spec-version.mjs: pnpm --filter @cloud-api/client generate. Do not edit.

/** The \`info.version\` of the API spec this client was generated from. */
export const API_SPEC_VERSION = ${JSON.stringify(info.version)};
`;

let current = "";
try {
  current = readFileSync(output, "utf8");
} catch {}
if (current === source) {
  console.log(`${output} is up to date (${info.version})`);
} else if (process.argv.includes("--check")) {
  console.error(`${output} is stale: run pnpm --filter @cloud-api/client generate`);
  process.exit(1);
} else {
  writeFileSync(output, source);
  console.log(`${output}: API_SPEC_VERSION = ${info.version}`);
}
