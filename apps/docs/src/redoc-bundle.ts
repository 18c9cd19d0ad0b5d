// The Redoc browser bundle the page loads from its own host instead of Redocly's CDN.
//
// `build-docs` of @redocly/cli 2.77.0 renders with Redoc 3.0.1 and makes the page import
// `https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js`. The `redoc` npm package
// cannot be installed from our registry (its dependency @redocly/redoc-opentelemetry@^0.5.1 is
// not published there), but the CLI ships the byte-identical file as
// `lib/chunks/redoc.standalone.js`. We take it from there, prove it is the published 3.0.1 file
// by its SHA-384, and make one documented substitution (see ATTRIBUTION_LOGO_URLS).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export const REDOC_VERSION = "3.0.1";
export const REDOC_CDN_URL = `https://cdn.redocly.com/redoc/v${REDOC_VERSION}/bundles/redoc.standalone.js`;
/** SHA-384 of redoc@3.0.1's `bundles/redoc.standalone.js` (the CDN file build-docs points at). */
export const REDOC_STANDALONE_SHA384 =
  "j07qRKHNNmcwU1/Y1elJc7pDLHXP/QfbQXTtSkbOJ7uYGJikqAzsFVbY2zR9FqOT";

/** Name of the bundle and of the local attribution logo beside `index.html`. */
export const LOCAL_REDOC_FILE = "redoc.standalone.js";
export const LOCAL_ATTRIBUTION_LOGO = "redoc-logo.svg";

/**
 * Redoc 3.0.1 always renders an "API docs by Redocly" badge whose <img> loads from
 * cdn.redoc.ly; no option turns it off. Both URLs become the local logo, so the page makes
 * no request off its host while keeping the attribution and its link.
 */
export const ATTRIBUTION_LOGO_URLS = [
  "https://cdn.redoc.ly/redoc/logo-mini-full.svg",
  "https://cdn.redoc.ly/redoc/logo-mini.svg",
];

export function sha384Base64(content: string | Buffer): string {
  return createHash("sha384").update(content).digest("base64");
}

/** Path of the bundle inside the installed @redocly/cli. */
export function locateRedocStandalone(): string {
  const require = createRequire(import.meta.url);
  const cliRoot = dirname(require.resolve("@redocly/cli/package.json"));
  return join(cliRoot, "lib", "chunks", LOCAL_REDOC_FILE);
}

export interface LocalRedocBundle {
  /** The script to write beside the page. */
  source: string;
  /** Subresource-integrity value of `source` (`sha384-...`). */
  integrity: string;
}

/** Verifies the pristine bundle and returns the copy the page loads (logo URLs made local). */
export function localRedocBundle(pristine: Buffer, sourcePath: string): LocalRedocBundle {
  const actual = sha384Base64(pristine);
  if (actual !== REDOC_STANDALONE_SHA384) {
    throw new Error(
      `${sourcePath} is not redoc@${REDOC_VERSION}'s redoc.standalone.js (sha384 ${actual}, expected ${REDOC_STANDALONE_SHA384}). ` +
        "Was @redocly/cli upgraded? Re-check what the new bundle loads from the network, then update REDOC_VERSION and the hash.",
    );
  }
  let source = pristine.toString("utf8");
  for (const url of ATTRIBUTION_LOGO_URLS) {
    const count = source.split(url).length - 1;
    if (count !== 1) {
      throw new Error(`expected ${url} once in ${sourcePath}, found it ${count} times`);
    }
    source = source.replace(url, `./${LOCAL_ATTRIBUTION_LOGO}`);
  }
  return { source, integrity: `sha384-${sha384Base64(source)}` };
}

export function readLocalRedocBundle(): LocalRedocBundle {
  const path = locateRedocStandalone();
  return localRedocBundle(readFileSync(path), path);
}
