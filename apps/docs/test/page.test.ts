import { describe, expect, it } from "vitest";
import {
  assertSelfContained,
  assertSubPathSafe,
  externalResourceUrls,
  fragmentLinksForRedocRoutes,
  rootAbsoluteUrls,
  useLocalRedocBundle,
} from "../src/page.js";
import { REDOC_CDN_URL } from "../src/redoc-bundle.js";

// The two places build-docs (without --inlineBundle) references the CDN bundle.
const rendered = `<head><link rel="modulepreload" href="${REDOC_CDN_URL}" integrity="sha384-cdn" crossorigin="anonymous" /></head>
<body><div id="redoc"></div><script type="module">
import { hydrate } from "${REDOC_CDN_URL}";
const __redoc_options = {"disableTelemetry":true};
</script></body>`;

describe("useLocalRedocBundle", () => {
  it("loads Redoc from beside the page with the local copy's integrity", () => {
    const html = useLocalRedocBundle(rendered, "sha384-local");
    expect(html).not.toContain(REDOC_CDN_URL);
    expect(html).toContain(
      '<link rel="modulepreload" href="./redoc.standalone.js" integrity="sha384-local"',
    );
    expect(html).toContain('import { hydrate } from "./redoc.standalone.js";');
  });

  it("fails when build-docs' output no longer references the CDN bundle as expected", () => {
    expect(() => useLocalRedocBundle("<html></html>", "sha384-local")).toThrow(
      /reference https:\/\/cdn\.redocly\.com\/.* twice .* found 0/,
    );
  });
});

describe("externalResourceUrls", () => {
  it("finds scripts, stylesheets, images, CSS urls and module imports from other hosts", () => {
    const html = `<script src="https://cdn.example/a.js"></script>
<link rel="stylesheet" href="https://fonts.example/css">
<img alt="" src="https://img.example/logo.svg">
<style>body { background: url("https://img.example/bg.png") } @import "https://fonts.example/b.css";</style>
<script type="module">import { x } from "https://esm.example/x.js";</script>`;
    expect(externalResourceUrls(html).sort()).toEqual([
      "https://cdn.example/a.js",
      "https://esm.example/x.js",
      "https://fonts.example/b.css",
      "https://fonts.example/css",
      "https://img.example/bg.png",
      "https://img.example/logo.svg",
    ]);
  });

  it("ignores links the reader may follow and resources on the same host", () => {
    const html = `<a href="https://redocly.com/redoc/">by Redoc</a><img src="./favicon.svg"><script src="./redoc.standalone.js"></script>`;
    expect(externalResourceUrls(html)).toEqual([]);
  });
});

describe("assertSelfContained", () => {
  it("passes a page with local resources and telemetry off", () => {
    expect(() => assertSelfContained(useLocalRedocBundle(rendered, "sha384-x"))).not.toThrow();
  });

  it("names the off-host resources it found", () => {
    expect(() => assertSelfContained(rendered)).toThrow(
      `the page would load resources from other hosts: ${REDOC_CDN_URL}`,
    );
  });

  it("fails when Redoc's options leave telemetry on", () => {
    const html = useLocalRedocBundle(rendered, "sha384-x").replace(
      '"disableTelemetry":true',
      '"disableTelemetry":false',
    );
    expect(() => assertSelfContained(html)).toThrow(/do not disable telemetry/);
  });
});

describe("sub-path deployment", () => {
  it("finds root-absolute URLs in attributes and CSS, not relative, fragment or protocol-relative ones", () => {
    const html = `<a href="/servers">s</a><img src='/logo.svg'><form action="/x"></form>
      <div style="background:url(/bg.png)"></div><a href="./openapi.json">j</a>
      <a href="#/servers">f</a><script src="//cdn.example/x.js"></script><a href="https://a/b">e</a>`;
    expect(rootAbsoluteUrls(html).sort()).toEqual(["/bg.png", "/logo.svg", "/servers", "/x"]);
  });

  it("turns Redoc's server-rendered path links into the fragment routes it uses in the browser", () => {
    const html = fragmentLinksForRedocRoutes(
      '<a href="/" data-discover="true">Overview</a><a href="/section/sorting">Sorting</a><a href="//host/x">x</a>',
    );
    expect(html).toBe(
      '<a href="#/" data-discover="true">Overview</a><a href="#/section/sorting">Sorting</a><a href="//host/x">x</a>',
    );
    expect(() => assertSubPathSafe(html)).not.toThrow();
  });

  it("fails the build for a root-absolute resource it cannot rewrite", () => {
    expect(() => assertSubPathSafe('<img src="/logo.svg">')).toThrow(
      /root-absolute URLs.*\/logo\.svg/,
    );
  });
});
