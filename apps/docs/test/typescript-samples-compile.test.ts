// Every TypeScript sample generated from the real bundles (the Cloud API's and the Hetzner
// API's) must type-check against the real @cloud-api/client (and its @cloud-api/client/hetzner
// entry): a wrong path, method, parameter or body field is a compile error.
// The checker is TypeScript 7 (`tsc-native`, what `npm install typescript` gives a reader today;
// the client's own pack smoke test type-checks its published types with TypeScript 5.9): one
// program over every sample took 8-10 s of CPU with TypeScript 5.9's API, about 1.5 s with it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SPEC_DOCUMENTS } from "@cloud-api/spec/documents";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_SAMPLES_KEY, type CodeSample, withCodeSamples } from "../src/code-samples.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
// Inside the app's node_modules so that `@cloud-api/client` resolves as it would for a user.
const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "sample-typecheck-"));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("generated TypeScript samples", () => {
  it("type-check against @cloud-api/client for every operation of both bundles", () => {
    const require = createRequire(join(appRoot, "package.json"));
    const operations = SPEC_DOCUMENTS.flatMap((document) =>
      listOperations(
        withCodeSamples(
          JSON.parse(readFileSync(document.bundleJsonPath, "utf8")) as OpenApiDocument,
        ),
      ),
    );
    expect(operations.length).toBe(222);

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

    writeFileSync(
      join(workDir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM"],
          types: ["node"],
          typeRoots: [join(appRoot, "node_modules", "@types")],
          skipLibCheck: true,
        },
        files,
      }),
    );
    const tscNative = join(
      dirname(require.resolve("@cloud-api/typescript-native/package.json")),
      "bin",
      "tsc-native.mjs",
    );
    const check = spawnSync(process.execPath, [tscNative, "-p", workDir, "--pretty", "false"], {
      encoding: "utf8",
    });
    // One line per diagnostic: `<file>(<line>,<column>): error TS<code>: <message>`.
    const problems = check.stdout
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => line.replace(/^[^(]*\/(?=\d{3}-[^/(]+\.mts\()/, ""));
    if (check.status !== 0 && problems.length === 0) {
      problems.push(`tsc-native exited with ${check.status}: ${check.stderr || check.error}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
