// Post-processing of the HTML that `build-docs` writes: the Redoc script moves from the CDN to the
// file beside the page, and the result is checked to load nothing from another host.
import { LOCAL_REDOC_FILE, REDOC_CDN_URL } from "./redoc-bundle.js";

/**
 * build-docs references the CDN bundle twice: a `<link rel="modulepreload" integrity=...>` in the
 * head and `import { hydrate } from "<cdn>"` in the module script. Both now point at the local
 * copy, and the preload's integrity becomes that of the local copy.
 */
export function useLocalRedocBundle(html: string, integrity: string): string {
  const occurrences = html.split(REDOC_CDN_URL).length - 1;
  if (occurrences !== 2) {
    throw new Error(
      `expected the page to reference ${REDOC_CDN_URL} twice (modulepreload and import), found ${occurrences}: has build-docs' output changed?`,
    );
  }
  const withLocalScript = html.replaceAll(REDOC_CDN_URL, `./${LOCAL_REDOC_FILE}`);
  const preload =
    /(<link rel="modulepreload" href="\.\/redoc\.standalone\.js" integrity=")[^"]*(")/;
  if (!preload.test(withLocalScript)) {
    throw new Error("the page has no modulepreload link with an integrity attribute for Redoc");
  }
  return withLocalScript.replace(preload, `$1${integrity}$2`);
}

/**
 * Absolute http(s) URLs the page would fetch by itself: sources of scripts, images, frames and
 * media, `<link>` targets (stylesheets, preloads, icons) and CSS `url(...)`/`@import`. Anchors
 * are not fetched, so they are allowed to point anywhere.
 */
export function externalResourceUrls(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<(?:script|img|iframe|source|video|audio|embed|track|input)\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    /<link\b[^>]*\bhref\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    /url\(\s*["']?(https?:\/\/[^"')\s]+)/gi,
    /@import\s+["'](https?:\/\/[^"']+)/gi,
    /\bimport\s*(?:[^"';]*\bfrom\s*)?["'](https?:\/\/[^"']+)/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return [...found];
}

/** Fails when the built page still fetches something from another host. */
export function assertSelfContained(html: string): void {
  const external = externalResourceUrls(html);
  if (external.length > 0) {
    throw new Error(`the page would load resources from other hosts: ${external.join(", ")}`);
  }
  if (!html.includes('"disableTelemetry":true')) {
    throw new Error("Redoc's options in the page do not disable telemetry");
  }
}

/**
 * Root-absolute URLs (`/servers`) in attributes and CSS `url(/...)`. They break a site served
 * under a sub-path (GitHub Pages serves `https://<owner>.github.io/<repo>/`): `/servers` would
 * leave the site. Protocol-relative `//host` URLs are not root-absolute.
 */
export function rootAbsoluteUrls(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(
    /\b(?:href|src|action|formaction|poster|data)\s*=\s*["'](\/(?!\/)[^"']*)/gi,
  )) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  for (const match of html.matchAll(/url\(\s*["']?(\/(?!\/)[^"')\s]*)/gi)) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  return [...found];
}

/**
 * Redoc renders its sidebar on the server with path links (`href="/servers"`), and in the
 * browser routes by fragment (`#/servers`): the server-rendered links become those fragment
 * links, which work under any sub-path even before (or without) the script.
 */
export function fragmentLinksForRedocRoutes(html: string): string {
  return html.replace(/\bhref="\/(?!\/)/g, 'href="#/');
}

/** Fails when the page still has a URL that would leave a sub-path deployment. */
export function assertSubPathSafe(html: string): void {
  const rootAbsolute = rootAbsoluteUrls(html);
  if (rootAbsolute.length > 0) {
    throw new Error(
      `the page has root-absolute URLs, which break under a sub-path: ${rootAbsolute.slice(0, 5).join(", ")}`,
    );
  }
}
