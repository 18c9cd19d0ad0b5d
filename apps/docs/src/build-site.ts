// Builds the static site: the bundle plus generated code samples goes through `redocly
// build-docs` with our template, the page is pointed at the local Redoc bundle and checked to be
// self-contained, and the pristine bundle is published beside it for download.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SPEC_DOCUMENTS } from "@cloud-api/spec/documents";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { automationHtml, automationMarkdown, loadAutomationExamples } from "./automation-page.js";
import {
  type ChangelogEntry,
  changelogHtml,
  changelogMarkdown,
  changelogRss,
} from "./changelog-page.js";
import {
  CODE_SAMPLE_LANGUAGES,
  operationSamples,
  type UnavailableLanguages,
  withCodeSamples,
} from "./code-samples.js";
import {
  type CatalogItem,
  collectDeprecations,
  deprecationsHtml,
  deprecationsMarkdown,
} from "./deprecations-page.js";
import { llmsTxt, OPERATIONS_DIR, operationPage } from "./markdown-pages.js";
import {
  assertSelfContained,
  assertSubPathSafe,
  fragmentLinksForRedocRoutes,
  useLocalRedocBundle,
} from "./page.js";
import { LOCAL_ATTRIBUTION_LOGO, LOCAL_REDOC_FILE, readLocalRedocBundle } from "./redoc-bundle.js";

/** A further API on the same site: its own reference page and downloads. */
export interface SiteApi {
  specJsonPath: string;
  specYamlPath: string;
  /** Base name of its page and downloads: `<name>.html`, `<name>.json`, `<name>.yaml`. */
  name: string;
  /** Sample languages that cover none of its operations, with the reason. */
  unavailable?: UnavailableLanguages;
}

export interface SiteInputs {
  /** The main API: `index.html`, `openapi.json`, `openapi.yaml`, and the changelog. */
  specJsonPath: string;
  specYamlPath: string;
  /** Further APIs, one page each, listed in every page's bar and in `llms.txt`. */
  moreApis?: SiteApi[];
  templatePath: string;
  assetsDir: string;
  outDir: string;
  /** The published changelog (changelog/api-changelog.json, from `changelog:api entries --json`). */
  changelogPath: string;
  /** The build day: entries after it are upcoming (the feed leaves them out). Default: now. */
  now?: Date;
  /** Catalog items with a deprecation (the emulator's `catalogDeprecations()`). */
  catalog: CatalogItem[];
  /** Absolute URL the site is served at; only the RSS feed needs it (its links must be absolute). */
  siteUrl: string;
  /**
   * The official-clients package: its examples (the ones CI runs against the emulator) are the
   * page "Test your automation against the emulator". Absent: no such page.
   */
  officialClientsDir?: string;
}

/** Where `pnpm start` serves the site; set DOCS_SITE_URL to the real address when publishing. */
export const DEFAULT_SITE_URL = "http://127.0.0.1:4000/";

export interface SiteReport {
  operations: number;
  files: Record<string, number>;
}

/**
 * Redoc options (Redoc 3 names). build-docs overwrites `disableTelemetry` from its own telemetry
 * setting, hence REDOCLY_TELEMETRY=off below as well; assertSelfContained checks the result.
 */
export const REDOC_OPTIONS = {
  disableTelemetry: true,
  sortRequiredPropsFirst: true,
  jsonSamplesExpandLevel: 2,
  // Redoc shows an x-codeSamples entry only when its label is one of these languages.
  codeSamples: { languages: CODE_SAMPLE_LANGUAGES },
  downloadUrls: downloadUrls("openapi"),
};

function downloadUrls(name: string): { title: string; url: string }[] {
  return [
    { title: `${name}.json`, url: `./${name}.json` },
    { title: `${name}.yaml`, url: `./${name}.yaml` },
  ];
}

/** Environment for every Redocly CLI run: no telemetry, no update check. */
export const OFFLINE_ENV = {
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  DO_NOT_TRACK: "1",
};

export function defaultSiteInputs(appRoot: string, catalog: CatalogItem[]): SiteInputs {
  const require = createRequire(join(appRoot, "package.json"));
  const [main, ...more] = SPEC_DOCUMENTS;
  if (!main) throw new Error("@cloud-api/spec/documents lists no document");
  return {
    specJsonPath: main.bundleJsonPath,
    specYamlPath: main.bundleYamlPath,
    moreApis: more.map((document) => ({
      specJsonPath: document.bundleJsonPath,
      specYamlPath: document.bundleYamlPath,
      name: document.name,
    })),
    templatePath: join(appRoot, "src", "template.hbs"),
    assetsDir: join(appRoot, "assets"),
    outDir: join(appRoot, "dist"),
    changelogPath: join(appRoot, "changelog", "api-changelog.json"),
    siteUrl: process.env.DOCS_SITE_URL || DEFAULT_SITE_URL,
    catalog,
    officialClientsDir: dirname(require.resolve("@cloud-api/official-clients/package.json")),
  };
}

/** One page of the site: an API's document, where it is published, and what its bar shows. */
interface SitePage {
  spec: OpenApiDocument;
  specJsonPath: string;
  specYamlPath: string;
  /** `index` for the main API, else the API's name. */
  page: string;
  /** Base name of the downloads (`openapi`, `hetzner-api`). */
  download: string;
  unavailable: UnavailableLanguages;
}

export function buildSite(inputs: SiteInputs): SiteReport {
  const pages: SitePage[] = [
    {
      spec: readSpec(inputs.specJsonPath),
      specJsonPath: inputs.specJsonPath,
      specYamlPath: inputs.specYamlPath,
      page: "index",
      download: "openapi",
      unavailable: {},
    },
    ...(inputs.moreApis ?? []).map((api) => ({
      spec: readSpec(api.specJsonPath),
      specJsonPath: api.specJsonPath,
      specYamlPath: api.specYamlPath,
      page: api.name,
      download: api.name,
      unavailable: api.unavailable ?? {},
    })),
  ];
  assertDistinctOperationIds(pages);
  const redoc = readLocalRedocBundle();

  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-docs-"));
  try {
    const rendered = pages.map((page) => ({
      page,
      html: renderPage(page, pages, inputs.templatePath, workDir, redoc.integrity),
    }));

    rmSync(inputs.outDir, { recursive: true, force: true });
    mkdirSync(inputs.outDir, { recursive: true });
    for (const { page, html } of rendered) {
      writeFileSync(join(inputs.outDir, `${page.page}.html`), html);
      copyFileSync(page.specJsonPath, join(inputs.outDir, `${page.download}.json`));
      copyFileSync(page.specYamlPath, join(inputs.outDir, `${page.download}.yaml`));
    }
    writeFileSync(join(inputs.outDir, LOCAL_REDOC_FILE), redoc.source);
    copyFileSync(join(inputs.assetsDir, "favicon.svg"), join(inputs.outDir, "favicon.svg"));
    copyFileSync(
      join(inputs.assetsDir, LOCAL_ATTRIBUTION_LOGO),
      join(inputs.outDir, LOCAL_ATTRIBUTION_LOGO),
    );
    writeMarkdown(pages, inputs.outDir);
    const [main] = pages;
    if (!main) throw new Error("the site has no API page");
    // One changelog for both APIs (an entry of the Hetzner API names it beside its operations);
    // the deprecations and the automation page read the Cloud API, the one the emulator serves.
    writeChangelog(main.spec, inputs);
    if (inputs.officialClientsDir !== undefined) {
      const examples = loadAutomationExamples(inputs.officialClientsDir);
      writeFileSync(
        join(inputs.outDir, "automation.html"),
        automationHtml(main.spec.info.title, examples),
      );
      writeFileSync(
        join(inputs.outDir, "automation.md"),
        automationMarkdown(main.spec.info.title, examples),
      );
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  const files: Record<string, number> = {};
  for (const name of [
    ...pages.flatMap((page) => [
      `${page.page}.html`,
      `${page.download}.json`,
      `${page.download}.yaml`,
    ]),
    LOCAL_REDOC_FILE,
    "favicon.svg",
    LOCAL_ATTRIBUTION_LOGO,
    "llms.txt",
    "changelog.html",
    "changelog.xml",
    "deprecations.html",
    ...(inputs.officialClientsDir !== undefined ? ["automation.html"] : []),
  ]) {
    files[name] = readFileSync(join(inputs.outDir, name)).byteLength;
  }
  return {
    operations: pages.reduce((sum, page) => sum + listOperations(page.spec).length, 0),
    files,
  };
}

/** The reference page of one API: samples added, rendered by Redoc, made self-contained. */
function renderPage(
  page: SitePage,
  pages: readonly SitePage[],
  templatePath: string,
  workDir: string,
  redocIntegrity: string,
): string {
  const docsSpecPath = join(workDir, `${page.page}.docs.json`);
  const renderedPath = join(workDir, `${page.page}.html`);
  writeFileSync(docsSpecPath, JSON.stringify(withCodeSamples(page.spec, page.unavailable)));
  renderWithRedocly(docsSpecPath, renderedPath, templatePath, page, pages);
  const html = withOperationLinks(
    fragmentLinksForRedocRoutes(
      useLocalRedocBundle(readFileSync(renderedPath, "utf8"), redocIntegrity),
    ),
    page.spec,
  );
  assertSelfContained(html);
  assertSubPathSafe(html);
  return html;
}

/** The APIs share `operations/<operationId>.md`: an id used by two of them would lose a page. */
function assertDistinctOperationIds(pages: readonly SitePage[]): void {
  const owner = new Map<string, SitePage>();
  for (const page of pages) {
    for (const { operation } of listOperations(page.spec)) {
      const id = operation.operationId;
      if (!id) continue;
      const other = owner.get(id);
      if (other && other !== page) {
        throw new Error(
          `operation id ${id} is used by both the ${other.spec.info.title} (${other.page}) and the ${page.spec.info.title} (${page.page})`,
        );
      }
      owner.set(id, page);
    }
  }
}

/** The links between the APIs' pages in the bar (nothing when the site has one API). */
function apiNavigation(current: SitePage, pages: readonly SitePage[]): string {
  if (pages.length < 2) return "";
  return pages
    .map((page) => {
      const href = page.page === "index" ? "./" : `./${page.page}.html`;
      const currentMark = page === current ? ' aria-current="page"' : "";
      return `<a href="${href}"${currentMark}>${escapeHtml(page.spec.info.title)}</a>`;
    })
    .join("");
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function writeChangelog(spec: OpenApiDocument, inputs: SiteInputs): void {
  const entries = JSON.parse(readFileSync(inputs.changelogPath, "utf8")) as ChangelogEntry[];
  const title = spec.info.title;
  const now = inputs.now ?? new Date();
  writeFileSync(join(inputs.outDir, "changelog.html"), changelogHtml(title, entries, now));
  writeFileSync(join(inputs.outDir, "changelog.md"), changelogMarkdown(title, entries, now));
  writeFileSync(
    join(inputs.outDir, "changelog.xml"),
    changelogRss(title, inputs.siteUrl, entries, now),
  );
  const deprecations = collectDeprecations(spec, inputs.catalog, entries);
  writeFileSync(
    join(inputs.outDir, "deprecations.html"),
    deprecationsHtml(title, deprecations, now),
  );
  writeFileSync(
    join(inputs.outDir, "deprecations.md"),
    deprecationsMarkdown(title, deprecations, now),
  );
}

/** `llms.txt` and one Markdown page per operation of every API (see markdown-pages.ts). */
function writeMarkdown(pages: readonly SitePage[], outDir: string): void {
  writeFileSync(
    join(outDir, "llms.txt"),
    llmsTxt(pages.map((page) => ({ document: page.spec, json: `${page.download}.json` }))),
  );
  mkdirSync(join(outDir, OPERATIONS_DIR), { recursive: true });
  for (const page of pages) {
    const samples = operationSamples(page.spec, undefined, page.unavailable);
    listOperations(page.spec).forEach((entry, index) => {
      const sample = samples[index];
      if (!sample) throw new Error(`no samples for ${entry.path}`);
      const markdown = operationPage(page.spec, entry, sample);
      writeFileSync(join(outDir, markdown.path), markdown.text);
    });
  }
}

export const OPERATION_LINKS_PLACEHOLDER = "/*OPERATION_LINKS*/ {}";

/**
 * Fills the template's operationId -> Redoc route table (`servers/create_server`), which maps
 * the provider's deep links to ours in the page.
 */
export function withOperationLinks(html: string, spec: OpenApiDocument): string {
  if (!html.includes(OPERATION_LINKS_PLACEHOLDER)) {
    throw new Error("the page template lost its operation link table");
  }
  const links: Record<string, string> = {};
  for (const { operation } of listOperations(spec)) {
    const tag = (operation.tags as string[] | undefined)?.[0];
    if (!operation.operationId || !tag) continue;
    links[operation.operationId] = `${redocSlug(tag)}/${operation.operationId}`;
  }
  return html.replace(
    OPERATION_LINKS_PLACEHOLDER,
    JSON.stringify(links).replaceAll("<", "\\u003c"),
  );
}

/** Redoc's route segment for a tag name. */
export function redocSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function readSpec(path: string): OpenApiDocument {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(
      `cannot read the spec bundle ${path} (run \`pnpm --filter @cloud-api/spec bundle\`): ${(error as Error).message}`,
    );
  }
  const document = JSON.parse(text) as OpenApiDocument;
  if (typeof document.openapi !== "string" || !document.info?.title) {
    throw new Error(`${path} is not an OpenAPI document (no openapi version or info.title)`);
  }
  return document;
}

function renderWithRedocly(
  specPath: string,
  outputPath: string,
  templatePath: string,
  page: SitePage,
  pages: readonly SitePage[],
): void {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
  const { spec } = page;
  const version = typeof spec.info.version === "string" ? spec.info.version : "";
  const summary = typeof spec.info.summary === "string" ? spec.info.summary : "";
  const args = [
    cli,
    "build-docs",
    specPath,
    "--output",
    outputPath,
    "--template",
    templatePath,
    "--title",
    `${spec.info.title} reference`,
    `--templateOptions.apiTitle=${spec.info.title}`,
    `--templateOptions.version=${version}`,
    `--templateOptions.description=${summary}`,
    `--templateOptions.apiNavigation=${apiNavigation(page, pages)}`,
    `--templateOptions.download=${page.download}`,
    "--openapi",
    JSON.stringify({ ...REDOC_OPTIONS, downloadUrls: downloadUrls(page.download) }),
    "--lint-config",
    "off",
  ];
  try {
    execFileSync(process.execPath, args, {
      cwd: dirname(specPath),
      env: { ...process.env, ...OFFLINE_ENV },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(
      `redocly build-docs failed: ${failure.message}\n${failure.stdout?.toString() ?? ""}${failure.stderr?.toString() ?? ""}`,
    );
  }
}
