// Measures the runtime a user ships, minified and gzipped with openapi-fetch bundled in:
// - minimal: `createCloudClient`, `unwrap` and `isCloudApiError`, the core every user imports;
//   must contain none of the helpers nor API_SPEC_VERSION (they are tree-shaken);
// - everything: every export of dist/index.js (what a user importing all helpers ships);
// - the Hetzner API's entry (`@cloud-api/client/hetzner`, dist/hetzner.js): its minimal import
//   (createHetznerClient, unwrap, isCloudApiError) and every export of both entries;
// - openapi-fetch alone, beside them, to show what this package's layer adds.
// Each of the first four must stay within its budget.
// Run after `build`: pnpm --filter @cloud-api/client size. `pnpm bench` (its clientSize section)
// imports measureClientSize from here, so the benchmark reports what this check measures.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

// Every export: 6,600 B since issue 43 (room for the plain request path and the deprecation
// warnings); 6,400 B before, raised from 6,144 B for issue 19's fixes. The minimal import has
// its own, tighter budget, so that the core does not grow into what the helpers leave free.
export const BUDGET_BYTES = 6600;
export const MINIMAL_BUDGET_BYTES = 5000;
// The Hetzner API's entry (issue 45) is a subpath of its own, so a Cloud-only user ships none of
// it: its ~120 B are budgeted on top of the main entry's, for those who import it.
export const HETZNER_MINIMAL_BUDGET_BYTES = 5200;
export const BOTH_ENTRIES_BUDGET_BYTES = 6800;
// Strings only the helpers contain: finding one in the minimal bundle means they were not shaken.
const HELPER_MARKERS = ["resource named", "bad next_page", "still running after", "label "];

const packageDir = new URL("..", import.meta.url).pathname;
const dist = new URL("../dist/index.js", import.meta.url).pathname;
const hetzner = new URL("../dist/hetzner.js", import.meta.url).pathname;

async function bundle(contents) {
  const result = await build({
    // Resolved from this package's folder, so openapi-fetch is the very one the client bundles.
    stdin: { contents, resolveDir: packageDir, loader: "js" },
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
    minifiedBytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
  };
}

/**
 * Sizes (minified, min+gzip) of the minimal import, of every export and of openapi-fetch alone,
 * and what breaks the budgets (empty when both hold and the minimal import is shaken clean).
 */
export async function measureClientSize() {
  const { API_SPEC_VERSION, CLIENT_VERSION } = await import(dist);
  // The spec version is exported for whoever reads it; the minimal import must not carry it.
  const markers =
    API_SPEC_VERSION === CLIENT_VERSION
      ? HELPER_MARKERS
      : [...HELPER_MARKERS, JSON.stringify(API_SPEC_VERSION)];
  const minimal = await bundle(
    `export { createCloudClient, unwrap, isCloudApiError } from ${JSON.stringify(dist)};`,
  );
  const everything = await bundle(`export * from ${JSON.stringify(dist)};`);
  const hetznerMinimal = await bundle(
    `export { createHetznerClient } from ${JSON.stringify(hetzner)}; export { unwrap, isCloudApiError } from ${JSON.stringify(dist)};`,
  );
  const bothEntries = await bundle(
    `export * from ${JSON.stringify(dist)}; export * from ${JSON.stringify(hetzner)};`,
  );
  const openapiFetchAlone = await bundle('export { default } from "openapi-fetch";');
  const problems = [];
  for (const [what, measured, budget] of [
    ["the minimal import", minimal, MINIMAL_BUDGET_BYTES],
    ["every export", everything, BUDGET_BYTES],
    ["the Hetzner API's minimal import", hetznerMinimal, HETZNER_MINIMAL_BUDGET_BYTES],
    ["every export of both entries", bothEntries, BOTH_ENTRIES_BUDGET_BYTES],
  ]) {
    if (measured.gzipBytes > budget) {
      problems.push(
        `${what} is over its ${budget} B budget by ${measured.gzipBytes - budget} bytes`,
      );
    }
  }
  for (const marker of markers) {
    if (minimal.text.includes(marker)) {
      problems.push(`the minimal import contains helper code (${JSON.stringify(marker)})`);
    }
  }
  const sizes = ({ minifiedBytes, gzipBytes }) => ({ minifiedBytes, gzipBytes });
  return {
    minimal: sizes(minimal),
    everything: sizes(everything),
    hetznerMinimal: sizes(hetznerMinimal),
    bothEntries: sizes(bothEntries),
    openapiFetchAlone: sizes(openapiFetchAlone),
    problems,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { minimal, everything, hetznerMinimal, bothEntries, openapiFetchAlone, problems } =
    await measureClientSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
  console.log(
    `minimal import (createCloudClient, unwrap, isCloudApiError + openapi-fetch): ${kb(minimal.minifiedBytes)} min, ${minimal.gzipBytes} B min+gzip (budget ${MINIMAL_BUDGET_BYTES} B)`,
  );
  console.log(
    `every export (all helpers + openapi-fetch): ${kb(everything.minifiedBytes)} min, ${everything.gzipBytes} B min+gzip (budget ${BUDGET_BYTES} B)`,
  );
  console.log(
    `Hetzner minimal import (createHetznerClient, unwrap, isCloudApiError + openapi-fetch): ${kb(hetznerMinimal.minifiedBytes)} min, ${hetznerMinimal.gzipBytes} B min+gzip (budget ${HETZNER_MINIMAL_BUDGET_BYTES} B)`,
  );
  console.log(
    `every export of both entries (+ @cloud-api/client/hetzner): ${kb(bothEntries.minifiedBytes)} min, ${bothEntries.gzipBytes} B min+gzip (budget ${BOTH_ENTRIES_BUDGET_BYTES} B)`,
  );
  console.log(
    `openapi-fetch alone: ${kb(openapiFetchAlone.minifiedBytes)} min, ${openapiFetchAlone.gzipBytes} B min+gzip`,
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
