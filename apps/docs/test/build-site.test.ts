// Builds the site from a small fixture spec with the real Redocly CLI and checks what lands in
// the output directory.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSite,
  OPERATION_LINKS_PLACEHOLDER,
  type SiteInputs,
  type SiteReport,
  withOperationLinks,
} from "../src/build-site.js";
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
    changelogPath: join(appRoot, "changelog", "api-changelog.json"),
    siteUrl: "https://docs.example.com/api/",
    catalog: [
      {
        type: "server_type",
        name: "cx11",
        id: 1,
        announced: "2024-06-06T06:00:00Z",
        unavailable_after: "2024-09-06T06:00:00Z",
      },
    ],
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
      "changelog.html",
      "changelog.xml",
      "deprecations.html",
      "favicon.svg",
      "index.html",
      "llms.txt",
      "openapi.json",
      "openapi.yaml",
      "redoc-logo.svg",
      "redoc.standalone.js",
    ]);
    for (const [name, bytes] of Object.entries(report.files))
      expect(bytes, name).toBeGreaterThan(0);
  });

  it("writes llms.txt whose every link resolves to a file of the site", () => {
    const llms = readFileSync(join(inputs.outDir, "llms.txt"), "utf8");
    const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(links.filter((link) => link.startsWith("operations/"))).toHaveLength(6);
    for (const link of links) {
      expect(link, "relative link").not.toMatch(/^(\/|[a-z]+:)/);
      expect(existsSync(join(inputs.outDir, link)), link).toBe(true);
    }
    const page = readFileSync(join(inputs.outDir, "operations", "create_thing.md"), "utf8");
    expect(page).toContain("## Request body");
    expect(page).toContain("### TypeScript");
    expect(page).toContain("### curl");
  });

  it("fills the table that maps the provider's deep links to Redoc's routes", () => {
    const spec = fixtureDocument();
    const get = spec.paths?.["/things"]?.get;
    if (!get) throw new Error("fixture changed");
    get.tags = ["Shared Things"];
    const tagged = withOperationLinks(
      `<script>var links = ${OPERATION_LINKS_PLACEHOLDER};</script>`,
      spec,
    );
    expect(tagged).toBe(
      '<script>var links = {"list_things":"shared-things/list_things"};</script>',
    );
    expect(html).not.toContain(OPERATION_LINKS_PLACEHOLDER);
    expect(() => withOperationLinks("<html></html>", spec)).toThrow(
      /lost its operation link table/,
    );
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
