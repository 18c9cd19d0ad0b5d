// Measures the runtime a user ships, minified and gzipped with openapi-fetch bundled in:
// - minimal: `createCloudClient`, `unwrap` and `isCloudApiError`, the core every user imports;
//   must contain none of the helpers nor API_SPEC_VERSION (they are tree-shaken);
// - everything: every export of dist/index.js (what a user importing all helpers ships);
// - the Hetzner API (`@cloud-api/client/hetzner`, dist/hetzner.js), measured and printed, not yet
//   budgeted: its minimal import (createHetznerClient, unwrap, isCloudApiError) and every export
//   of both entries. Its ~120 B do not fit in the 25 B every-export left free (issue 45's report).
// Each must stay within its budget.
// Run after `build`: pnpm --filter @cloud-api/client size
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

// Every export: 6,600 B since issue 43 (room for the plain request path and the deprecation
// warnings); 6,400 B before, raised from 6,144 B for issue 19's fixes. The minimal import has
// its own, tighter budget, so that the core does not grow into what the helpers leave free.
const BUDGET_BYTES = 6600;
const MINIMAL_BUDGET_BYTES = 5000;
// Strings only the helpers contain: finding one in the minimal bundle means they were not shaken.
const HELPER_MARKERS = ["resource named", "bad next_page", "still running after", "label "];

const dist = new URL("../dist/index.js", import.meta.url).pathname;
const { API_SPEC_VERSION, CLIENT_VERSION } = await import(dist);
// The spec version is exported for whoever reads it; the minimal import must not carry it.
if (API_SPEC_VERSION !== CLIENT_VERSION) HELPER_MARKERS.push(JSON.stringify(API_SPEC_VERSION));

async function bundle(contents) {
  const result = await build({
    stdin: { contents, resolveDir: new URL("..", import.meta.url).pathname, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  return {
    text: result.outputFiles[0].text,
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const minimal = await bundle(
  `export { createCloudClient, unwrap, isCloudApiError } from ${JSON.stringify(dist)};`,
);
const everything = await bundle(`export * from ${JSON.stringify(dist)};`);
const hetzner = new URL("../dist/hetzner.js", import.meta.url).pathname;
const hetznerMinimal = await bundle(
  `export { createHetznerClient } from ${JSON.stringify(hetzner)}; export { unwrap, isCloudApiError } from ${JSON.stringify(dist)};`,
);
const withHetzner = await bundle(
  `export * from ${JSON.stringify(dist)}; export * from ${JSON.stringify(hetzner)};`,
);
console.log(
  `minimal import (createCloudClient, unwrap, isCloudApiError + openapi-fetch): ${kb(minimal.min)} min, ${minimal.gzip} B min+gzip (budget ${MINIMAL_BUDGET_BYTES} B)`,
);
console.log(
  `every export (all helpers + openapi-fetch): ${kb(everything.min)} min, ${everything.gzip} B min+gzip (budget ${BUDGET_BYTES} B)`,
);
console.log(
  `Hetzner minimal import (createHetznerClient, unwrap, isCloudApiError + openapi-fetch): ${kb(hetznerMinimal.min)} min, ${hetznerMinimal.gzip} B min+gzip`,
);
console.log(
  `every export of both entries (+ @cloud-api/client/hetzner): ${kb(withHetzner.min)} min, ${withHetzner.gzip} B min+gzip`,
);
const problems = [];
for (const [what, measured, budget] of [
  ["the minimal import", minimal, MINIMAL_BUDGET_BYTES],
  ["every export", everything, BUDGET_BYTES],
]) {
  if (measured.gzip > budget) {
    problems.push(`${what} is over its ${budget} B budget by ${measured.gzip - budget} bytes`);
  }
}
for (const marker of HELPER_MARKERS) {
  if (minimal.text.includes(marker)) {
    problems.push(`the minimal import contains helper code (${JSON.stringify(marker)})`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
