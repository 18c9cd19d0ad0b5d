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

/** The fixture as a second API of the site: its own title, host and operation ids. */
function secondApi(): ReturnType<typeof fixtureDocument> {
  const spec = fixtureDocument();
  spec.info.title = "Second API";
  spec.servers = [{ url: "https://api.second.test/v1" }];
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === "object" && "operationId" in operation) {
        operation.operationId = `${String(operation.operationId)}_too`;
      }
    }
  }
  return spec;
}

describe("buildSite with a second API", () => {
  const inputs = inputsFor("main", fixtureDocument());
  const second = inputsFor("second", secondApi());
  inputs.moreApis = [
    {
      specJsonPath: second.specJsonPath,
      specYamlPath: second.specYamlPath,
      name: "second-api",
      unavailable: { TypeScript: "the client covers only the main API" },
    },
  ];
  let report: SiteReport;

  beforeAll(() => {
    report = buildSite(inputs);
  });

  it("writes a page and both downloads for each API, and counts the operations of both", () => {
    expect(report.operations).toBe(12);
    for (const name of ["index.html", "second-api.html", "second-api.json", "second-api.yaml"]) {
      expect(report.files[name], name).toBeGreaterThan(0);
    }
    expect(readFileSync(join(inputs.outDir, "second-api.json"), "utf8")).toBe(
      readFileSync(second.specJsonPath, "utf8"),
    );
  });

  it("links the APIs to each other in every page's bar, marking the current one", () => {
    const main = readFileSync(join(inputs.outDir, "index.html"), "utf8");
    const other = readFileSync(join(inputs.outDir, "second-api.html"), "utf8");
    expect(main).toContain('<a href="./" aria-current="page">Fixture API</a>');
    expect(main).toContain('<a href="./second-api.html">Second API</a>');
    expect(other).toContain('<a href="./">Fixture API</a>');
    expect(other).toContain('<a href="./second-api.html" aria-current="page">Second API</a>');
    expect(other).toContain("<title>Second API reference</title>");
    expect(other).toContain('href="./second-api.json" download');
    expect(other).toContain('href="./second-api.yaml" download');
    expect(rootAbsoluteUrls(other)).toEqual([]);
  });

  it("gives the second API its own host in curl and says why a language is not available", () => {
    const other = readFileSync(join(inputs.outDir, "second-api.html"), "utf8");
    expect(other).toContain("https://api.second.test/v1/things");
    expect(other).not.toContain("createCloudClient");
    const page = readFileSync(join(inputs.outDir, "operations", "list_things_too.md"), "utf8");
    expect(page).toContain("Not available: the client covers only the main API.");
    expect(page).toContain("curl");
  });

  it("lists both APIs in llms.txt, every link resolving to a file of the site", () => {
    const llms = readFileSync(join(inputs.outDir, "llms.txt"), "utf8");
    expect(llms.startsWith("# Fixture API\n")).toBe(true);
    expect(llms).toContain("## Second API: ");
    expect(llms).toContain("[second-api.json](second-api.json)");
    const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(links.filter((link) => link.startsWith("operations/"))).toHaveLength(12);
    for (const link of links) expect(existsSync(join(inputs.outDir, link)), link).toBe(true);
  });

  it("refuses two APIs that share an operation id (their Markdown pages would collide)", () => {
    const clash = inputsFor("clash", fixtureDocument());
    clash.moreApis = [{ ...inputs.moreApis?.[0], specJsonPath: inputs.specJsonPath } as never];
    expect(() => buildSite(clash)).toThrow(/operation id list_things is used by both/);
  });
});
