// Bundles the split spec into one document, either from the working tree or from any git
// ref, with the working tree's Redocly CLI (the one spec/package.json pins).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OpenApiDocument } from "../openapi/document.js";
import { repoRoot } from "./repo.js";

export const SPEC_DIR = "spec";
const SPEC_ENTRY = "openapi.yaml";

const redoclyEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  DO_NOT_TRACK: "1",
};

/** The Redocly CLI installed for this repository's spec package (not the compared tree's). */
function redoclyCli(): string {
  return createRequire(join(repoRoot(), SPEC_DIR, "package.json")).resolve(
    "@redocly/cli/bin/cli.js",
  );
}

/** Runs `redocly bundle` on `entry` and returns the parsed result. */
function bundleEntry(entry: string, workDir: string): OpenApiDocument {
  const output = join(workDir, "bundled.json");
  // A config of our own: the ref's redocly.yaml may name plugins or keys this CLI version
  // does not load, and bundling needs none of the lint rules.
  const config = join(workDir, "bundle-config.yaml");
  writeFileSync(config, 'telemetry: "off"\n');
  try {
    execFileSync(
      process.execPath,
      [redoclyCli(), "bundle", entry, "--config", config, "--ext", "json", "--output", output],
      { env: redoclyEnv, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`redocly bundle ${entry} failed:\n${stderr}`);
  }
  return JSON.parse(readFileSync(output, "utf8")) as OpenApiDocument;
}

/** The spec of the working tree (uncommitted edits included). */
export function bundleWorkingTree(root: string): OpenApiDocument {
  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-spec-"));
  try {
    return bundleEntry(join(root, SPEC_DIR, SPEC_ENTRY), workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The spec as committed at `ref`, extracted with `git archive` into a temporary folder. */
export function bundleAtRef(root: string, ref: string): OpenApiDocument {
  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-spec-"));
  try {
    const tree = join(workDir, "tree");
    mkdirSync(tree);
    let archive: Buffer;
    try {
      archive = execFileSync("git", ["archive", "--format=tar", ref, SPEC_DIR], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 256 * 1024 * 1024,
      });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(`git archive ${ref} ${SPEC_DIR} failed: ${stderr || String(error)}`);
    }
    execFileSync("tar", ["-x", "-C", tree], { input: archive });
    return bundleEntry(join(tree, SPEC_DIR, SPEC_ENTRY), workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
