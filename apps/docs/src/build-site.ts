// Builds the static site: the bundle plus generated code samples goes through `redocly
// build-docs` with our template, the page is pointed at the local Redoc bundle and checked to be
// self-contained, and the pristine bundle is published beside it for download.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CODE_SAMPLE_LANGUAGES, operationSamples, withCodeSamples } from "./code-samples.js";
import { llmsTxt, OPERATIONS_DIR, operationPage } from "./markdown-pages.js";
import { listOperations, type OpenApiDocument } from "./openapi.js";
import { assertSelfContained, useLocalRedocBundle } from "./page.js";
import { LOCAL_ATTRIBUTION_LOGO, LOCAL_REDOC_FILE, readLocalRedocBundle } from "./redoc-bundle.js";

export interface SiteInputs {
  specJsonPath: string;
  specYamlPath: string;
  templatePath: string;
  assetsDir: string;
  outDir: string;
}

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

export function defaultSiteInputs(appRoot: string): SiteInputs {
  const require = createRequire(join(appRoot, "package.json"));
  return {
    specJsonPath: require.resolve("@cloud-api/spec/openapi.json"),
    specYamlPath: require.resolve("@cloud-api/spec/openapi.yaml"),
    templatePath: join(appRoot, "src", "template.hbs"),
    assetsDir: join(appRoot, "assets"),
    outDir: join(appRoot, "dist"),
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
    const html = useLocalRedocBundle(readFileSync(renderedPath, "utf8"), redoc.integrity);
    assertSelfContained(html);

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
  ]) {
    files[name] = readFileSync(join(inputs.outDir, name)).byteLength;
  }
  return { operations: listOperations(spec).length, files };
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
