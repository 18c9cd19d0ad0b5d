// Part of `pnpm lint`: the resource families (src/resources/<family>/) reach each other only
// through domain modules (README "Families and their domain modules"):
//   1. a family's file imports another family only if it is the family's domain module
//      (`domain.ts`), and only that family's domain module;
//   2. the kit (src/resources/kit/) imports a family only through its domain module;
//   3. a family names another family's store collection (`COLLECTIONS.<name>`) nowhere: its
//      records are the owner's, changed through the owner's domain module.
// Exits 1 listing every violation. `node scripts/check-family-imports.mjs [folder]` checks another
// resources folder (the test of this rule gives it one with a violation).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The family that owns each store collection (`COLLECTIONS` in kit/collections.ts). */
const COLLECTION_OWNERS = {
  servers: "servers",
  primaryIps: "primary-ips",
  floatingIps: "floating-ips",
  networks: "networks",
  firewalls: "firewalls",
  sshKeys: "ssh-keys",
  images: "images",
  placementGroups: "placement-groups",
  volumes: "volumes",
  loadBalancers: "load-balancers",
  certificates: "certificates",
  zones: "zones",
};

const KIT = "kit";
const DOMAIN = "domain.ts";
const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function lineOf(text, index) {
  return text.slice(0, index).split("\n").length;
}

/** Every violation under `resources` (the src/resources folder), as `file:line: message`. */
export function checkFamilyImports(resources) {
  const problems = [];
  for (const family of readdirSync(resources, { withFileTypes: true })) {
    if (!family.isDirectory()) continue;
    for (const file of readdirSync(join(resources, family.name), { recursive: true })) {
      if (!String(file).endsWith(".ts")) continue;
      const path = join(resources, family.name, String(file));
      const text = readFileSync(path, "utf8");
      const where = (index) => `${relative(resources, path)}:${lineOf(text, index)}`;
      const isDomain = String(file) === DOMAIN;
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? "";
        const target = /^\.\.\/([a-z][a-z0-9-]*)\/(.+)$/.exec(specifier);
        if (!target || target[1] === family.name || target[1] === KIT) continue;
        const other = target[1];
        const targetsDomain = target[2] === "domain.js";
        if (family.name === KIT) {
          if (!targetsDomain) {
            problems.push(
              `${where(match.index)}: the kit imports ${specifier}; reach the ${other} family through its domain module (../${other}/domain.js)`,
            );
          }
          continue;
        }
        if (!isDomain) {
          problems.push(
            `${where(match.index)}: cross-family import of ${specifier} into ${family.name}/${file}; only ${family.name}/domain.ts may use another family, through ../${other}/domain.js`,
          );
        } else if (!targetsDomain) {
          problems.push(
            `${where(match.index)}: ${family.name}/domain.ts imports ${specifier}; another family is reached only through its domain module (../${other}/domain.js)`,
          );
        }
      }
      if (family.name === KIT) continue;
      for (const match of text.matchAll(/\bCOLLECTIONS\.(\w+)/g)) {
        const owner = COLLECTION_OWNERS[match[1]];
        if (owner !== undefined && owner !== family.name) {
          problems.push(
            `${where(match.index)}: ${family.name} names the ${owner} family's collection (COLLECTIONS.${match[1]}); change its records through ../${owner}/domain.js`,
          );
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const resources = process.argv[2] ?? fileURLToPath(new URL("../src/resources/", import.meta.url));
  const problems = checkFamilyImports(resources);
  if (problems.length > 0) {
    console.error(
      `Resource families reach each other only through their domain modules (apps/emulator/README.md, "Families and their domain modules"):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("family imports: every cross-family import goes through a domain module");
}
