// Bundles the split spec into one document, either from the working tree or from any git
// ref, with the working tree's Redocly CLI (the one spec/package.json pins).

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SPEC_DOCUMENTS } from "@cloud-api/spec/documents";
import type { OpenApiDocument } from "../openapi/document.js";
import { createSpecBundleCache, type SpecBundleCache } from "./bundle-cache.js";
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

let bundleCache: SpecBundleCache | undefined;
/**
 * The bundles of committed versions (bundle-cache.ts) for the Redocly CLI `redoclyCli()` runs:
 * on disk under this repository's node_modules/.cache/spec-bundles, or in memory only when
 * CLOUD_API_SPEC_BUNDLE_CACHE=memory (this package's tests: each of them bundles with the CLI
 * what it reads, whatever earlier runs left).
 */
function committedBundles(): SpecBundleCache {
  if (bundleCache) return bundleCache;
  const cli = redoclyCli();
  const { version } = JSON.parse(readFileSync(join(cli, "..", "..", "package.json"), "utf8")) as {
    version: string;
  };
  const onDisk = process.env.CLOUD_API_SPEC_BUNDLE_CACHE !== "memory";
  bundleCache = createSpecBundleCache(
    onDisk ? join(repoRoot(), "node_modules", ".cache", "spec-bundles") : undefined,
    version,
  );
  return bundleCache;
}

/** Runs `redocly bundle` on `entry` and returns the parsed result. */
function bundleEntry(entry: string, workDir: string): OpenApiDocument {
  return JSON.parse(bundleEntryJson(entry, workDir)) as OpenApiDocument;
}

/** Runs `redocly bundle` on `entry` and returns the bundle's JSON text. */
function bundleEntryJson(entry: string, workDir: string): string {
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
  return readFileSync(output, "utf8");
}

/** The spec of the working tree (uncommitted edits included): the Cloud API's document. */
export function bundleWorkingTree(root: string, entry = SPEC_ENTRY): OpenApiDocument {
  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-spec-"));
  try {
    return bundleEntry(join(root, SPEC_DIR, entry), workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Every API document of the working tree by its id in `@cloud-api/spec/documents`: `cloud`
 * (given, when the caller has bundled it already) and each further document whose root file
 * the tree has (a scratch repository may hold the Cloud API's only).
 */
export function bundleWorkingTreeDocuments(
  root: string,
  cloud: OpenApiDocument = bundleWorkingTree(root),
): Record<string, OpenApiDocument> {
  const documents: Record<string, OpenApiDocument> = { cloud };
  for (const document of SPEC_DOCUMENTS) {
    if (document.id === "cloud" || !existsSync(join(root, SPEC_DIR, document.source))) continue;
    documents[document.id] = bundleWorkingTree(root, document.source);
  }
  return documents;
}

/** Extracts `SPEC_DIR` as committed at `ref` into `tree` with `git archive`. */
function extractSpec(root: string, ref: string, tree: string): void {
  mkdirSync(tree, { recursive: true });
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
}

/**
 * The spec as committed at `ref`, extracted with `git archive` into a temporary folder. Committed
 * spec files bundle to the same document however often they are asked for (one base against
 * many working trees, as in the gate's tests; every version of the history): the bundle of each
 * `specInputsId` is made once (bundle-cache.ts).
 */
export function bundleAtRef(root: string, ref: string): OpenApiDocument {
  let inputs: string | undefined;
  try {
    inputs = specInputsId(root, ref);
  } catch {
    inputs = undefined; // `git archive` below says what is wrong with the ref
  }
  const bundled = inputs === undefined ? undefined : committedBundles().get(inputs);
  // A document of its own for each call: the caller may change it.
  if (bundled !== undefined) return JSON.parse(bundled) as OpenApiDocument;
  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-spec-"));
  try {
    const tree = join(workDir, "tree");
    extractSpec(root, ref, tree);
    const json = bundleEntryJson(join(tree, SPEC_DIR, SPEC_ENTRY), workDir);
    if (inputs !== undefined) committedBundles().set(inputs, json);
    return JSON.parse(json) as OpenApiDocument;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Files of the spec package that a bundle never reads: its build outputs and dependencies, its
 * tests (their fixtures are documents of their own), lint plugins and build scripts, its tools'
 * configuration (bundling uses a config of its own), the gate's ignore file and the README.
 * Every other file counts, whatever its type: a `$ref` may load any file, YAML, JSON or text.
 */
const NOT_BUNDLE_INPUT = new RegExp(
  `^${SPEC_DIR}/(?:(?:dist|generated|node_modules|test|plugins|scripts)/|(?:package|tsconfig)\\.json$|vitest\\.config\\.ts$|redocly\\.yaml$|breaking-changes-ignore\\.yaml$|README\\.md$)`,
);

/**
 * What the bundle of `ref` is made of: the git blob ids (content hashes) of the spec files a
 * bundle can read, hashed together. Two refs with the same id bundle to the same document.
 */
export function specInputsId(root: string, ref: string): string {
  const listing = execFileSync("git", ["ls-tree", "-r", "-z", ref, "--", `${SPEC_DIR}/`], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const inputs = listing
    .split("\0")
    .filter((entry) => {
      const path = entry.slice(entry.indexOf("\t") + 1);
      return entry !== "" && !NOT_BUNDLE_INPUT.test(path);
    })
    .sort();
  return createHash("sha256").update(inputs.join("\0")).digest("hex");
}

/**
 * The specs as committed at each of `refs`, keyed by ref; a ref whose spec does not bundle is
 * missing from the result. Refs whose spec inputs are the same (`specInputsId`) are bundled
 * once, and all the bundles are made by one `redocly bundle` process: the CLI takes a config
 * that names each version as an API of its own, so no version pays for a process start, and
 * the bundler is the very one `bundleAtRef` runs. Versions bundled before (bundle-cache.ts) are
 * not bundled again.
 */
export function bundleRefs(root: string, refs: readonly string[]): Map<string, OpenApiDocument> {
  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-specs-"));
  try {
    const refsByInputs = new Map<string, string[]>();
    for (const ref of refs) {
      let id: string;
      try {
        id = specInputsId(root, ref);
      } catch {
        continue; // not a commit of this repository: nothing to bundle
      }
      refsByInputs.set(id, [...(refsByInputs.get(id) ?? []), ref]);
    }
    // The JSON text of each spec inputs id that bundles, from the cache or from this run.
    const texts = new Map<string, string>();
    const versions: {
      name: string;
      inputs: string;
      entry: string;
      output: string;
      refs: string[];
    }[] = [];
    for (const [inputs, sameInputs] of refsByInputs) {
      const cached = committedBundles().get(inputs);
      if (cached !== undefined) {
        texts.set(inputs, cached);
        continue;
      }
      const name = `v${versions.length}`;
      const tree = join(workDir, name);
      try {
        extractSpec(root, sameInputs[0] as string, tree);
      } catch {
        continue; // no spec at this ref
      }
      const entry = join(tree, SPEC_DIR, SPEC_ENTRY);
      if (!existsSync(entry)) continue;
      versions.push({
        name,
        inputs,
        entry,
        output: join(workDir, `${name}.json`),
        refs: sameInputs,
      });
    }
    // The CLI stops at the first version that throws (an unreadable entry, broken YAML) and
    // skips one with errors: the first version without output is one that does not bundle,
    // and the ones after it are bundled again by the next run.
    let pending = versions;
    while (pending.length > 0) {
      const failed = !runBundles(pending, workDir);
      const missing = pending.filter((version) => !existsSync(version.output));
      pending = failed ? missing.slice(1) : [];
    }
    for (const version of versions) {
      if (!existsSync(version.output)) continue;
      const text = readFileSync(version.output, "utf8");
      committedBundles().set(version.inputs, text);
      texts.set(version.inputs, text);
    }
    const bundles = new Map<string, OpenApiDocument>();
    for (const [inputs, sameInputs] of refsByInputs) {
      const text = texts.get(inputs);
      if (text === undefined) continue;
      // A document of its own for each ref: callers may hold on to one while reading another.
      for (const ref of sameInputs) bundles.set(ref, JSON.parse(text) as OpenApiDocument);
    }
    return bundles;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** One `redocly bundle` of every version; false when the CLI failed on any of them. */
function runBundles(
  versions: readonly { name: string; entry: string; output: string }[],
  workDir: string,
): boolean {
  const config = join(workDir, "bundle-config.yaml");
  // JSON is YAML: the paths need no quoting of their own.
  const apis = Object.fromEntries(
    versions.map((version) => [version.name, { root: version.entry, output: version.output }]),
  );
  writeFileSync(config, JSON.stringify({ telemetry: "off", apis }));
  try {
    execFileSync(process.execPath, [redoclyCli(), "bundle", "--config", config, "--ext", "json"], {
      env: redoclyEnv,
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
    return true;
  } catch {
    return false;
  }
}
