// Minimal docs build (the docs issue replaces it): Redocly build-docs of the bundle.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const dist = join(root, "dist");
const specJson = require.resolve("@cloud-api/spec/openapi.json");
mkdirSync(dist, { recursive: true });
copyFileSync(specJson, join(dist, "openapi.json"));
copyFileSync(require.resolve("@cloud-api/spec/openapi.yaml"), join(dist, "openapi.yaml"));
execFileSync(
  process.execPath,
  [
    require.resolve("@redocly/cli/bin/cli.js"),
    "build-docs",
    specJson,
    "--output",
    join(dist, "index.html"),
    "--inlineBundle",
  ],
  {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
