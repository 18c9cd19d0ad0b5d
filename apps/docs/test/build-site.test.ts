// Builds the site from a small fixture spec with the real Redocly CLI and checks what lands in
// the output directory.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type SiteInputs, type SiteReport } from "../src/build-site.js";
import { CODE_SAMPLES_KEY } from "../src/code-samples.js";
import { rootAbsoluteUrls } from "../src/page.js";
import { REDOC_CDN_URL, sha384Base64 } from "../src/redoc-bundle.js";
import { fixtureDocument } from "./support/fixture-document.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const workDir = mkdtempSync(join(tmpdir(), "docs-build-test-"));

function inputsFor(name: string, spec: object): SiteInputs {
  const specJsonPath = join(workDir, `${name}.json`);
  const specYamlPath = join(workDir, `${name}.yaml`);
  writeFileSync(specJsonPath, JSON.stringify(spec));
  writeFileSync(specYamlPath, "# the YAML form of the fixture\n");
  return {
    specJsonPath,
    specYamlPath,
    templatePath: join(appRoot, "src", "template.hbs"),
    assetsDir: join(appRoot, "assets"),
    outDir: join(workDir, `${name}-site`),
  };
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("buildSite", () => {
  const inputs = inputsFor("fixture", fixtureDocument());
  let report: SiteReport;
  let html: string;

  beforeAll(() => {
    report = buildSite(inputs);
    html = readFileSync(join(inputs.outDir, "index.html"), "utf8");
  });

  it("reports the operations and writes every file of the site", () => {
    expect(report.operations).toBe(6);
    expect(Object.keys(report.files).sort()).toEqual([
      "favicon.svg",
      "index.html",
      "openapi.json",
      "openapi.yaml",
      "redoc-logo.svg",
      "redoc.standalone.js",
    ]);
    for (const [name, bytes] of Object.entries(report.files))
      expect(bytes, name).toBeGreaterThan(0);
  });

  it("loads Redoc from the copy beside the page, pinned by its integrity", () => {
    expect(html).not.toContain(REDOC_CDN_URL);
    const script = readFileSync(join(inputs.outDir, "redoc.standalone.js"));
    expect(html).toContain(`integrity="sha384-${sha384Base64(script)}"`);
    expect(html).toContain('from "./redoc.standalone.js"');
  });

  it("has no root-absolute URL, so the site works under a sub-path such as /<repo>/", () => {
    expect(rootAbsoluteUrls(html)).toEqual([]);
    // Redoc's sidebar is rendered with links; they are fragment routes now.
    expect(html).toMatch(/<a [^>]*href="#\/[^"]*" data-discover="true"/);
  });

  it("brands the page and links the downloads", () => {
    expect(html).toContain("<title>Fixture API reference</title>");
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="./favicon.svg" />');
    expect(html).toContain('href="./openapi.json" download');
    expect(html).toContain('href="./openapi.yaml" download');
  });

  it("embeds the generated samples in the page but publishes the spec without them", () => {
    expect(html).toContain("createCloudClient");
    expect(html).toContain("Bearer $CLOUD_API_TOKEN");
    const published = readFileSync(join(inputs.outDir, "openapi.json"), "utf8");
    expect(published).toBe(readFileSync(inputs.specJsonPath, "utf8"));
    expect(published).not.toContain(CODE_SAMPLES_KEY);
  });

  it("fails before writing anything when the spec carries hand-written samples", () => {
    const spec = fixtureDocument();
    const get = spec.paths?.["/things"]?.get;
    if (!get) throw new Error("fixture changed");
    get[CODE_SAMPLES_KEY] = [];
    const broken = inputsFor("hand-written", spec);
    expect(() => buildSite(broken)).toThrow(/already has x-codeSamples/);
    expect(existsSync(broken.outDir)).toBe(false);
  });

  it("says how to produce the bundle when it is missing", () => {
    const missing = { ...inputs, specJsonPath: join(workDir, "nope.json") };
    expect(() => buildSite(missing)).toThrow(/cannot read the spec bundle .*nope\.json .*bundle/);
  });
});
