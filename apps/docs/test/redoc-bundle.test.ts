import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_LOGO_URLS,
  LOCAL_ATTRIBUTION_LOGO,
  localRedocBundle,
  locateRedocStandalone,
  REDOC_VERSION,
  sha384Base64,
} from "../src/redoc-bundle.js";

describe("localRedocBundle", () => {
  const path = locateRedocStandalone();
  const pristine = readFileSync(path);

  it("accepts the installed CLI's copy as redoc's published bundle", () => {
    const bundle = localRedocBundle(pristine, path);
    expect(bundle.source).toContain(`version:\`${REDOC_VERSION}\``);
  });

  it("points the attribution logo at the local file and at no other host", () => {
    const bundle = localRedocBundle(pristine, path);
    for (const url of ATTRIBUTION_LOGO_URLS) expect(bundle.source).not.toContain(url);
    expect(bundle.source).not.toContain("cdn.redoc.ly");
    expect(bundle.source.split(`./${LOCAL_ATTRIBUTION_LOGO}`)).toHaveLength(3);
    // Nothing else changed: the copy is exactly as long as the substitutions explain.
    const delta = ATTRIBUTION_LOGO_URLS.reduce(
      (sum, url) => sum + `./${LOCAL_ATTRIBUTION_LOGO}`.length - url.length,
      0,
    );
    expect(Buffer.byteLength(bundle.source)).toBe(pristine.byteLength + delta);
  });

  it("returns the subresource integrity of the copy it returns", () => {
    const bundle = localRedocBundle(pristine, path);
    expect(bundle.integrity).toBe(`sha384-${sha384Base64(bundle.source)}`);
  });

  it("refuses a bundle that is not the verified release, naming the file and both hashes", () => {
    const tampered = Buffer.concat([pristine, Buffer.from("\n// changed")]);
    expect(() => localRedocBundle(tampered, "/somewhere/redoc.standalone.js")).toThrow(
      /\/somewhere\/redoc\.standalone\.js is not redoc@3\.0\.1's redoc\.standalone\.js \(sha384 \S+, expected j07q/,
    );
  });
});
