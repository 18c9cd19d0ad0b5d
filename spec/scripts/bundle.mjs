// Bundles the split spec into spec/dist/openapi.yaml and spec/dist/openapi.json.
// Redocly resolves every $ref into one document; the JSON copy is written from
// the same parse so the two files can never disagree.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

mkdirSync(dist, { recursive: true });
execFileSync(
  process.execPath,
  [redocly, "bundle", "openapi.yaml", "--output", join(dist, "openapi.yaml")],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
const doc = parse(readFileSync(join(dist, "openapi.yaml"), "utf8"));
writeFileSync(join(dist, "openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
  Object.keys(item).filter((k) => ["get", "put", "post", "delete", "patch"].includes(k)),
);
console.log(
  `bundled ${Object.keys(doc.paths ?? {}).length} paths, ${operations.length} operations`,
);
