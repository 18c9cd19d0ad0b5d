// `pnpm --filter @cloud-api/docs build`: writes the static site to dist/.
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogDeprecations } from "@cloud-api/emulator";
import { buildSite, defaultSiteInputs } from "../src/build-site.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
// The catalog's deprecations come from the emulator's catalog data, the one the API's lists mirror.
const inputs = defaultSiteInputs(appRoot, catalogDeprecations());
const started = performance.now();
const report = buildSite(inputs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const sizes = Object.entries(report.files)
  .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`)
  .join(", ");
console.log(
  `docs: ${report.operations} operations with code samples -> ${relative(process.cwd(), inputs.outDir) || "."}/ in ${seconds}s (${sizes})`,
);
