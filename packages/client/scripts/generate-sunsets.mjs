// The operations with an announced sunset (`deprecated` and `x-sunset` in the spec), with the
// date and what to use instead, as the table the client warns from: src/generated/sunsets.ts.
// Read from the bundled spec by the spec package's own reading of a deprecation. `--check` fails
// when the committed file is stale; `--out=<file>` writes or checks another file.
// Run: pnpm --filter @cloud-api/client generate
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { sunsetOperations } from "@cloud-api/spec/deprecations";

const out = process.argv.find((arg) => arg.startsWith("--out="))?.slice(6);
const output = out ?? new URL("../src/generated/sunsets.ts", import.meta.url).pathname;
const require = createRequire(import.meta.url);
const spec = JSON.parse(readFileSync(require.resolve("@cloud-api/spec/openapi.json"), "utf8"));
const entries = sunsetOperations(spec).map(
  ({ method, path, sunset, replacement }) =>
    `  ${JSON.stringify(`${method} ${path}`)}: ${JSON.stringify(`${sunset}; use ${replacement}`)},\n`,
);
const source = `// Generated from the API spec's deprecated operations with an x-sunset by
// scripts/generate-sunsets.mjs: pnpm --filter @cloud-api/client generate. Do not edit.

/**
 * \`METHOD /path\` of each operation with an announced sunset: the day it stops working and what
 * to use instead, as the warning says it after "<operation> is deprecated: sunset ".
 */
export const SUNSETS: Record<string, string | undefined> = {
${entries.join("")}};
`;

let current = "";
try {
  current = readFileSync(output, "utf8");
} catch {}
if (current === source) {
  console.log(`${output} is up to date (${entries.length} operations with a sunset)`);
} else if (process.argv.includes("--check")) {
  console.error(`${output} is stale: run pnpm --filter @cloud-api/client generate`);
  process.exit(1);
} else {
  writeFileSync(output, source);
  console.log(`${output}: ${entries.length} operations with a sunset`);
}
