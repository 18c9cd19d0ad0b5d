// Builds the static site: the bundle plus generated code samples goes through `redocly
// build-docs` with our template, the page is pointed at the local Redoc bundle and checked to be
// self-contained, and the pristine bundle is published beside it for download.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { automationHtml, automationMarkdown, loadAutomationExamples } from "./automation-page.js";
import {
  type ChangelogEntry,
  changelogHtml,
  changelogMarkdown,
  changelogRss,
} from "./changelog-page.js";
import { CODE_SAMPLE_LANGUAGES, operationSamples, withCodeSamples } from "./code-samples.js";
import {
  type CatalogItem,
  collectDeprecations,
  deprecationsHtml,
  deprecationsMarkdown,
} from "./deprecations-page.js";
import { llmsTxt, OPERATIONS_DIR, operationPage } from "./markdown-pages.js";
import { listOperations, type OpenApiDocument } from "./openapi.js";
import {
  assertSelfContained,
  assertSubPathSafe,
  fragmentLinksForRedocRoutes,
  useLocalRedocBundle,
} from "./page.js";
import { LOCAL_ATTRIBUTION_LOGO, LOCAL_REDOC_FILE, readLocalRedocBundle } from "./redoc-bundle.js";

export interface SiteInputs {
  specJsonPath: string;
  specYamlPath: string;
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
  downloadUrls: [
    { title: "openapi.json", url: "./openapi.json" },
    { title: "openapi.yaml", url: "./openapi.yaml" },
  ],
};

/** Environment for every Redocly CLI run: no telemetry, no update check. */
export const OFFLINE_ENV = {
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  DO_NOT_TRACK: "1",
};

export function defaultSiteInputs(appRoot: string, catalog: CatalogItem[]): SiteInputs {
  const require = createRequire(join(appRoot, "package.json"));
  return {
    specJsonPath: require.resolve("@cloud-api/spec/openapi.json"),
    specYamlPath: require.resolve("@cloud-api/spec/openapi.yaml"),
    templatePath: join(appRoot, "src", "template.hbs"),
    assetsDir: join(appRoot, "assets"),
    outDir: join(appRoot, "dist"),
    changelogPath: join(appRoot, "changelog", "api-changelog.json"),
    siteUrl: process.env.DOCS_SITE_URL || DEFAULT_SITE_URL,
    catalog,
    officialClientsDir: dirname(require.resolve("@cloud-api/official-clients/package.json")),
  };
}

export function buildSite(inputs: SiteInputs): SiteReport {
  const spec = readSpec(inputs.specJsonPath);
  const docsDocument = withCodeSamples(spec);
  const redoc = readLocalRedocBundle();

  const workDir = mkdtempSync(join(tmpdir(), "cloud-api-docs-"));
  try {
    const docsSpecPath = join(workDir, "openapi.docs.json");
    const renderedPath = join(workDir, "index.html");
    writeFileSync(docsSpecPath, JSON.stringify(docsDocument));
    renderWithRedocly(docsSpecPath, renderedPath, inputs.templatePath, spec);
    const html = withOperationLinks(
      fragmentLinksForRedocRoutes(
        useLocalRedocBundle(readFileSync(renderedPath, "utf8"), redoc.integrity),
      ),
      spec,
    );
    assertSelfContained(html);
    assertSubPathSafe(html);

    rmSync(inputs.outDir, { recursive: true, force: true });
    mkdirSync(inputs.outDir, { recursive: true });
    writeFileSync(join(inputs.outDir, "index.html"), html);
    writeFileSync(join(inputs.outDir, LOCAL_REDOC_FILE), redoc.source);
    copyFileSync(inputs.specJsonPath, join(inputs.outDir, "openapi.json"));
    copyFileSync(inputs.specYamlPath, join(inputs.outDir, "openapi.yaml"));
    copyFileSync(join(inputs.assetsDir, "favicon.svg"), join(inputs.outDir, "favicon.svg"));
    copyFileSync(
      join(inputs.assetsDir, LOCAL_ATTRIBUTION_LOGO),
      join(inputs.outDir, LOCAL_ATTRIBUTION_LOGO),
    );
    writeMarkdown(spec, inputs.outDir);
    writeChangelog(spec, inputs);
    if (inputs.officialClientsDir !== undefined) {
      const examples = loadAutomationExamples(inputs.officialClientsDir);
      writeFileSync(
        join(inputs.outDir, "automation.html"),
        automationHtml(spec.info.title, examples),
      );
      writeFileSync(
        join(inputs.outDir, "automation.md"),
        automationMarkdown(spec.info.title, examples),
      );
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  const files: Record<string, number> = {};
  for (const name of [
    "index.html",
    LOCAL_REDOC_FILE,
    "openapi.json",
    "openapi.yaml",
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
  return { operations: listOperations(spec).length, files };
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

/** `llms.txt` and one Markdown page per operation (see markdown-pages.ts). */
function writeMarkdown(spec: OpenApiDocument, outDir: string): void {
  writeFileSync(join(outDir, "llms.txt"), llmsTxt(spec));
  mkdirSync(join(outDir, OPERATIONS_DIR), { recursive: true });
  const samples = operationSamples(spec);
  listOperations(spec).forEach((entry, index) => {
    const sample = samples[index];
    if (!sample) throw new Error(`no samples for ${entry.path}`);
    const page = operationPage(spec, entry, sample);
    writeFileSync(join(outDir, page.path), page.text);
  });
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
  spec: OpenApiDocument,
): void {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
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
    "--openapi",
    JSON.stringify(REDOC_OPTIONS),
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
