// Bundles every public API document (scripts/documents.mjs) into dist/<name>.yaml and
// dist/<name>.json: dist/openapi.* (the Cloud API) and dist/hetzner-api.* (the Hetzner API).
// Redocly resolves every $ref into one document; the JSON copy is written from the same parse
// so the two files can never disagree. One Redocly process bundles all documents.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { listOperations } from "../lib/reader.mjs";
import { SPEC_DOCUMENTS } from "./documents.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

mkdirSync(dist, { recursive: true });
// With several inputs, `--output` is a directory and each bundle is named after its input file.
execFileSync(
  process.execPath,
  [redocly, "bundle", ...SPEC_DOCUMENTS.map((document) => document.source), "--output", dist],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
for (const document of SPEC_DOCUMENTS) {
  const bundled = parse(readFileSync(document.bundleYamlPath, "utf8"));
  writeFileSync(document.bundleJsonPath, `${JSON.stringify(bundled, null, 2)}\n`);
  const operations = listOperations(bundled);
  console.log(
    `bundled ${document.title}: ${Object.keys(bundled.paths ?? {}).length} paths, ${operations.length} operations -> dist/${document.name}.json`,
  );
}
