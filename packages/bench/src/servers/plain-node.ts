// TypeScript entries bundled into one .mjs file, so a child runs as plain `node file.mjs`: a
// limit server started through tsx would pay tsx's start-up time and memory, which no plain
// node:http server pays.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";
import { type ChildService, spawnService } from "../harness/processes.js";

let outputDirectory: string | undefined;
const bundles = new Map<string, Promise<string>>();

function directory(): string {
  if (!outputDirectory) {
    const created = mkdtempSync(join(tmpdir(), "cloud-api-bench-node-"));
    outputDirectory = created;
    process.once("exit", () => rmSync(created, { recursive: true, force: true }));
  }
  return outputDirectory;
}

/** Path of `entry` bundled for Node (ESM, node: built-ins external); built once per process. */
export function bundleForPlainNode(entry: string): Promise<string> {
  const known = bundles.get(entry);
  if (known) return known;
  const outfile = join(directory(), `${bundles.size}-${basename(entry).replace(/\.ts$/, "")}.mjs`);
  const bundled = build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "silent",
  }).then(() => outfile);
  bundles.set(entry, bundled);
  return bundled;
}

/**
 * Starts a TypeScript entry as plain `node <file>.mjs` (no loader in the process), announcing
 * itself like the tsx-started services (announceReady).
 */
export async function startPlainNodeService<Info>(
  entry: string,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<ChildService<Info>> {
  const bundled = await bundleForPlainNode(entry);
  return spawnService(entry, [bundled], env, readyTimeoutMs);
}
