// Every TypeScript sample generated from the real bundle must type-check against the real
// @cloud-api/client: a wrong path, method, parameter or body field is a compile error.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_SAMPLES_KEY, type CodeSample, withCodeSamples } from "../src/code-samples.js";
import { listOperations, type OpenApiDocument } from "../src/openapi.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
// Inside the app's node_modules so that `@cloud-api/client` resolves as it would for a user.
const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "sample-typecheck-"));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("generated TypeScript samples", () => {
  it("type-check against @cloud-api/client for every operation of the bundle", () => {
    const require = createRequire(join(appRoot, "package.json"));
    const bundle = JSON.parse(
      readFileSync(require.resolve("@cloud-api/spec/openapi.json"), "utf8"),
    ) as OpenApiDocument;
    const operations = listOperations(withCodeSamples(bundle));
    expect(operations.length).toBeGreaterThan(0);

    const files: string[] = [];
    for (const [index, { operation }] of operations.entries()) {
      const typescript = (operation[CODE_SAMPLES_KEY] as CodeSample[]).find(
        (sample) => sample.label === "TypeScript",
      );
      if (!typescript) throw new Error(`${operation.operationId} has no TypeScript sample`);
      // .mts: each sample is an ES module with top-level await, as users would run it.
      const file = join(workDir, `${String(index).padStart(3, "0")}-${operation.operationId}.mts`);
      writeFileSync(file, typescript.source);
      files.push(file);
    }

    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: ["node"],
      typeRoots: [join(appRoot, "node_modules", "@types")],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.fileName.slice(workDir.length + 1)}:${line + 1}: ${message}`;
    });
    expect(problems).toEqual([]);
    // One program over every operation's sample: about 10 s alone, longer beside other work.
  }, 120_000);
});
