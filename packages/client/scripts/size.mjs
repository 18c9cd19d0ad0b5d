// Measures the whole runtime a user ships (dist/index.js bundled with openapi-fetch), minified and
// gzipped, and fails above the budget. Run after `build`: pnpm --filter @cloud-api/client size
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET_BYTES = 6 * 1024;

const result = await build({
  entryPoints: [new URL("../dist/index.js", import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "neutral",
  write: false,
  logLevel: "error",
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
console.log(
  `runtime (client + openapi-fetch): ${kb(code.length)} min, ${kb(gzipped)} min+gzip (budget ${kb(BUDGET_BYTES)})`,
);
if (gzipped > BUDGET_BYTES) {
  console.error(
    `over budget by ${gzipped - BUDGET_BYTES} bytes: keep the runtime at or below ${kb(BUDGET_BYTES)} min+gzip`,
  );
  process.exit(1);
}
