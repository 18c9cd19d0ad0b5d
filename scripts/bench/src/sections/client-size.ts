// What a user ships: the client's built entry bundled with its one dependency (openapi-fetch),
// minified and gzipped; openapi-fetch alone beside it shows what our layer adds.

import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { REPO_ROOT } from "../paths.js";

export interface BundleSize {
  minifiedBytes: number;
  gzipBytes: number;
}

export interface ClientSizeFigures {
  /** Every export of the client's entry. */
  client: BundleSize;
  /** Only `createCloudClient`, `unwrap` and `isCloudApiError`: the helpers must shake out. */
  minimalImport?: BundleSize;
  openapiFetchAlone: BundleSize;
  /** client.gzipBytes - openapiFetchAlone.gzipBytes. */
  addedGzipBytes: number;
}

async function bundleSize(entry: { path: string } | { contents: string; resolveDir: string }) {
  const result = await build({
    ...("path" in entry
      ? { entryPoints: [entry.path] }
      : { stdin: { contents: entry.contents, resolveDir: entry.resolveDir, loader: "js" } }),
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "error",
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error("client size: esbuild produced no output");
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

export async function measureClientSize(): Promise<ClientSizeFigures> {
  const clientDir = join(REPO_ROOT, "packages", "client");
  const client = await bundleSize({ path: join(clientDir, "dist", "index.js") });
  const minimalImport = await bundleSize({
    contents: `export { createCloudClient, unwrap, isCloudApiError } from ${JSON.stringify(join(clientDir, "dist", "index.js"))};`,
    resolveDir: clientDir,
  });
  // Resolved from the client's folder, so it is the very openapi-fetch the client bundles.
  const openapiFetchAlone = await bundleSize({
    contents: 'export { default } from "openapi-fetch";',
    resolveDir: clientDir,
  });
  return {
    client,
    minimalImport,
    openapiFetchAlone,
    addedGzipBytes: client.gzipBytes - openapiFetchAlone.gzipBytes,
  };
}
