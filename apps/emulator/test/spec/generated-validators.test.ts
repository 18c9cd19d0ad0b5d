import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiDocumentPath } from "../../src/mounts/console/server.js";
import { controlApiDocumentPath } from "../../src/mounts/control/mount.js";
import { compileOperationValidators, createSpecAjv } from "../../src/spec/ajv-compile.js";
import { type ApiDocument, loadApiDocument } from "../../src/spec/api-document.js";
import { writeValidatorModules } from "../../src/spec/generate-validators.js";
import { defaultSpecPath } from "../../src/spec/openapi-document.js";
import type { OperationValidators } from "../../src/spec/validators.js";
import { checkedFetch, specViolations } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

// Generated inside the package, so that the modules' `require("ajv/...")` resolves as in dist.
const cacheRoot = join(import.meta.dirname, "..", "..", "node_modules", ".cache");
mkdirSync(cacheRoot, { recursive: true });
const folder = mkdtempSync(join(cacheRoot, "validators-"));
const directory = pathToFileURL(`${folder}/`);
const sources = [
  { name: "public" as const, path: defaultSpecPath() },
  { name: "control" as const, path: controlApiDocumentPath() },
  { name: "console" as const, path: consoleApiDocumentPath() },
];

beforeAll(() => {
  writeValidatorModules(directory, sources);
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const BODIES: unknown[] = [
  {},
  [],
  "text",
  null,
  { name: 5 },
  { name: "web-1", labels: { env: "prod" } },
  { name: "", labels: { "bad key!": "x" }, type: "nope" },
  { name: "a".repeat(300), description: "d", extra: true },
];
const QUERIES: Record<string, unknown>[] = [
  {},
  { page: "0" },
  { per_page: "x" },
  { sort: ["bogus"] },
  { sort: "name:desc", label_selector: "env=prod", page: "2", per_page: "50" },
  { status: ["running", "nope"] },
];
const PATHS: Record<string, unknown>[] = [{ id: "1" }, { id: "x" }, { id: "1", action_id: "2" }];

/** The outcome of one validator on a fresh copy of the input (coercion changes it). */
function outcome(validate: OperationValidators["body"], input: unknown) {
  if (!validate) return "none";
  const data = structuredClone(input);
  const valid = validate(data);
  return {
    valid,
    data,
    errors: (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`),
  };
}

describe("validators generated at build", () => {
  for (const source of sources) {
    it(`give the same answers as ajv at run time for every ${source.name} API operation`, async () => {
      const generated: ApiDocument = await loadApiDocument(source.name, source.path, {
        generatedDirectory: directory,
      });
      expect(generated.validatorSource).toBe("generated");
      const document = JSON.parse(JSON.stringify(generated.document));
      const coercing = createSpecAjv(document, { coerce: true });
      const strict = createSpecAjv(document, { coerce: false });
      let compared = 0;
      for (const operation of generated.operations) {
        const fromBuild = generated.validators(operation);
        const atRunTime = compileOperationValidators(operation, coercing, strict);
        expect(fromBuild.integerParameters).toEqual(atRunTime.integerParameters);
        for (const body of BODIES) {
          expect(outcome(fromBuild.body, body)).toEqual(outcome(atRunTime.body, body));
          compared += 1;
        }
        for (const query of QUERIES) {
          expect(outcome(fromBuild.query, query)).toEqual(outcome(atRunTime.query, query));
          compared += 1;
        }
        for (const path of PATHS) {
          expect(outcome(fromBuild.path, path)).toEqual(outcome(atRunTime.path, path));
          compared += 1;
        }
      }
      expect(compared).toBe(generated.operations.length * 17);
    });
  }

  it("are not used for a document whose text differs from the one they were made from", async () => {
    const edited = join(folder, "control-edited.yaml");
    writeFileSync(edited, `${readFileSync(controlApiDocumentPath(), "utf8")}\n# edited\n`);
    const loaded = await loadApiDocument("control", edited, { generatedDirectory: directory });
    expect(loaded.validatorSource).toBe("compiled");
    // Still validating: a fault rule without its required fields is refused.
    const addFault = loaded.operations.find((operation) => operation.operationId === "add_fault");
    expect(addFault).toBeDefined();
    const body = loaded.validators(addFault as NonNullable<typeof addFault>).body;
    expect(body?.({})).toBe(false);
  });

  it("are what the built emulator starts with", async () => {
    const built = (await import(
      pathToFileURL(join(import.meta.dirname, "..", "..", "dist", "index.js")).href
    )) as typeof import("../../src/index.js");
    const emulator = await built.startEmulator({ host: "127.0.0.1", port: 0, env: {} });
    try {
      expect(emulator.validatorSource).toBe("generated");
      const token = emulator.tokens[0]?.token as string;
      const refused = await checkedFetch("public", emulator.url, "/ssh_keys", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name: 5 }),
      });
      expect(refused.status).toBe(422);
      const envelope = (await refused.json()) as {
        error: { details: { fields: { name: string }[] } };
      };
      expect(envelope.error.details.fields.map((field) => field.name).sort()).toEqual([
        "name",
        "public_key",
      ]);
    } finally {
      await emulator.close();
    }
  });
});
