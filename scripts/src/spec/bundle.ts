// Bundles the split spec's API documents (@cloud-api/spec/documents: the Cloud API's
// openapi.yaml, the Hetzner API's hetzner-api.yaml), either from the working tree or from any
// git ref, with the working tree's Redocly CLI (the one spec/package.json pins). Every document
// of one tree is bundled by one `redocly bundle` process.

import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OpenApiDocument } from "../openapi/document.js";
import { createSpecBundleCache, type SpecBundleCache } from "./bundle-cache.js";
import {
  API_DOCUMENTS,
  type ApiBundles,
  type ApiDocument,
  type ApiId,
  apiDocument,
  DEFAULT_API,
} from "./documents.js";
import { repoRoot } from "./repo.js";

export const SPEC_DIR = "spec";
/** The Cloud API's root file: what the single-document functions bundle unless told otherwise. */
const SPEC_ENTRY = apiDocument(DEFAULT_API).source;

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

/** One document for `runBundles`: its root file and where its JSON bundle goes. */
interface BundleTarget {
  name: string;
  entry: string;
  output: string;
}

/**
 * One `redocly bundle` of every target: the CLI takes a config that names each as an API of its
 * own, so no target pays for a process start. A config of our own: the tree's redocly.yaml may
 * name plugins or keys this CLI version does not load, and bundling needs none of the lint
 * rules. `ok` is false when the CLI failed on any target (its output says which and why).
 */
function runBundles(
  targets: readonly BundleTarget[],
  workDir: string,
): { ok: boolean; output: string } {
  const config = join(workDir, "bundle-config.yaml");
  // JSON is YAML: the paths need no quoting of their own.
  const apis = Object.fromEntries(
    targets.map((target) => [target.name, { root: target.entry, output: target.output }]),
  );
  writeFileSync(config, JSON.stringify({ telemetry: "off", apis }));
  const run = spawnSync(
    process.execPath,
    [redoclyCli(), "bundle", "--config", config, "--ext", "json"],
    { env: redoclyEnv, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}${run.error ? String(run.error) : ""}`;
  return { ok: run.status === 0 && targets.every((target) => existsSync(target.output)), output };
}

/**
 * The JSON text of each document of one tree, by API id, bundled by one process; throws naming
 * the root files that did not bundle, with what the CLI said.
 */
function bundleDocumentsJson(
  documents: readonly { api: ApiId; entry: string }[],
  workDir: string,
): Map<ApiId, string> {
  const targets = documents.map((document) => ({
    name: document.api,
    entry: document.entry,
    output: join(workDir, `${document.api}.json`),
  }));
  const bundled = new Map<ApiId, string>();
  if (targets.length === 0) return bundled;
  const run = runBundles(targets, workDir);
  if (!run.ok) {
    const failed = targets.filter((target) => !existsSync(target.output));
    const which = (failed.length > 0 ? failed : targets).map((target) => target.entry).join(", ");
    throw new Error(`redocly bundle ${which} failed:\n${run.output}`);
  }
  for (const document of documents) {
    bundled.set(document.api, readFileSync(join(workDir, `${document.api}.json`), "utf8"));
  }
  return bundled;
}

function withWorkDir<T>(prefix: string, work: (workDir: string) => T): T {
  const workDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return work(workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The root file `entry` (relative to spec/) of the working tree (uncommitted edits included). */
export function bundleWorkingTree(root: string, entry = SPEC_ENTRY): OpenApiDocument {
  return withWorkDir("cloud-api-spec-", (workDir) => {
    const api = API_DOCUMENTS.find((document) => document.source === entry)?.id ?? DEFAULT_API;
    const json = bundleDocumentsJson([{ api, entry: join(root, SPEC_DIR, entry) }], workDir);
    return JSON.parse(json.get(api) as string) as OpenApiDocument;
  });
}

/**
 * Every API document of the working tree by its id in `@cloud-api/spec/documents`, each one
 * whose root file the tree has (a scratch repository may hold the Cloud API's only).
 */
export function bundleWorkingTreeDocuments(root: string): ApiBundles {
  const present = API_DOCUMENTS.filter((document) =>
    existsSync(join(root, SPEC_DIR, document.source)),
  );
  return withWorkDir("cloud-api-spec-", (workDir) =>
    parsed(
      bundleDocumentsJson(
        present.map((document) => ({
          api: document.id,
          entry: join(root, SPEC_DIR, document.source),
        })),
        workDir,
      ),
    ),
  );
}

function parsed(texts: Map<ApiId, string>): ApiBundles {
  const bundles: ApiBundles = {};
  for (const [api, text] of texts) bundles[api] = JSON.parse(text) as OpenApiDocument;
  return bundles;
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
 * The API documents as committed at `ref` (all of them, or those of `apis`), by API id; one
 * whose root file `ref` does not have is absent (a base from before the document existed).
 * Committed spec files bundle to the same document however often they are asked for (one base
 * against many working trees, as in the gate's tests; every version of the history): the bundle
 * of each document of each `specInputsId` is made once (bundle-cache.ts), and the ones not made
 * yet are made by one `redocly bundle` process.
 */
export function bundleDocumentsAtRef(
  root: string,
  ref: string,
  apis: readonly ApiId[] = API_DOCUMENTS.map((document) => document.id),
): ApiBundles {
  const listing = specListing(root, ref);
  const inputs = inputsIdOf(listing);
  const paths = new Set(listing.map((entry) => entry.slice(entry.indexOf("\t") + 1)));
  const present = API_DOCUMENTS.filter(
    (document) => apis.includes(document.id) && paths.has(`${SPEC_DIR}/${document.source}`),
  );
  const texts = new Map<ApiId, string>();
  const missing: ApiDocument[] = [];
  for (const document of present) {
    const cached = committedBundles().get(inputs, document.source);
    if (cached === undefined) missing.push(document);
    else texts.set(document.id, cached);
  }
  if (missing.length > 0) {
    withWorkDir("cloud-api-spec-", (workDir) => {
      const tree = join(workDir, "tree");
      extractSpec(root, ref, tree);
      const made = bundleDocumentsJson(
        missing.map((document) => ({
          api: document.id,
          entry: join(tree, SPEC_DIR, document.source),
        })),
        workDir,
      );
      for (const document of missing) {
        const json = made.get(document.id) as string;
        committedBundles().set(inputs, document.source, json);
        texts.set(document.id, json);
      }
    });
  }
  // A document of its own for each call: the caller may change it.
  return parsed(
    new Map(present.map((document) => [document.id, texts.get(document.id) as string])),
  );
}

/** The Cloud API's document as committed at `ref` (bundleDocumentsAtRef); throws without one. */
export function bundleAtRef(root: string, ref: string): OpenApiDocument {
  const document = bundleDocumentsAtRef(root, ref, [DEFAULT_API])[DEFAULT_API];
  if (document === undefined) {
    throw new Error(`redocly bundle: ${ref} has no ${SPEC_DIR}/${SPEC_ENTRY}`);
  }
  return document;
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
 * The spec files of `ref` a bundle can read, as `git ls-tree` lists them (mode, type, blob id,
 * path), sorted.
 */
function specListing(root: string, ref: string): string[] {
  let listing: string;
  try {
    listing = execFileSync("git", ["ls-tree", "-r", "-z", ref, "--", `${SPEC_DIR}/`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.toString().trim();
    throw new Error(`git ls-tree ${ref} ${SPEC_DIR} failed: ${stderr || String(error)}`);
  }
  return listing
    .split("\0")
    .filter((entry) => {
      const path = entry.slice(entry.indexOf("\t") + 1);
      return entry !== "" && !NOT_BUNDLE_INPUT.test(path);
    })
    .sort();
}

function inputsIdOf(listing: readonly string[]): string {
  return createHash("sha256").update(listing.join("\0")).digest("hex");
}

/**
 * What the bundles of `ref` are made of: the git blob ids (content hashes) of the spec files a
 * bundle can read, hashed together. Two refs with the same id bundle to the same documents.
 */
export function specInputsId(root: string, ref: string): string {
  return inputsIdOf(specListing(root, ref));
}

/**
 * The Cloud API's documents as committed at each of `refs`, keyed by ref; a ref whose document does not bundle is
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
      const cached = committedBundles().get(inputs, SPEC_ENTRY);
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
      const failed = !runBundles(pending, workDir).ok;
      const missing = pending.filter((version) => !existsSync(version.output));
      pending = failed ? missing.slice(1) : [];
    }
    for (const version of versions) {
      if (!existsSync(version.output)) continue;
      const text = readFileSync(version.output, "utf8");
      committedBundles().set(version.inputs, SPEC_ENTRY, text);
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
