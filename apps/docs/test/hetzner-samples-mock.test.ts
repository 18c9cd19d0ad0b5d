// The Hetzner API's samples. TypeScript (`createHetznerClient`), Python
// (`client.storage_boxes`) and Go (`client.StorageBox`) cover its operations, and run against the
// emulator's /hetzner/v1 in test/storage-box-samples-run.test.ts; hcloud-cli 1.30 predates
// Storage Boxes. Its curl samples run here against the Prism mock of its document: Prism
// validates each request (path, query, body, token) against the spec and answers a 4xx for one
// that breaks it, which fails curl (`--fail-with-body`). What this proves is that every published
// sample is a request the spec accepts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningMock, startMock } from "@cloud-api/mock";
import { specDocument } from "@cloud-api/spec/documents";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplesFor } from "../src/code-samples.js";
import { exampleRequest } from "../src/operation-example.js";
import { RUNNERS } from "./support/sample-runners.js";

const hetzner = specDocument("hetzner");
const bundle = JSON.parse(readFileSync(hetzner.bundleJsonPath, "utf8")) as OpenApiDocument;
const operations = listOperations(bundle);
const curl = RUNNERS.find((runner) => runner.label === "curl");
const samples = operations.map((entry) => samplesFor(bundle, entry, exampleRequest(bundle, entry)));

let mock: RunningMock;
const workDir = mkdtempSync(join(tmpdir(), "hetzner-samples-"));
beforeAll(async () => {
  mock = await startMock({ document: "hetzner", port: 0 });
});
afterAll(async () => {
  await mock?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe("the Hetzner API's samples", () => {
  it("has a curl sample for each of its 32 operations, on its own host", () => {
    expect(operations).toHaveLength(32);
    for (const sample of samples) {
      const result = sample.results.curl;
      expect("source" in result && result.source, sample.operationId).toContain(
        `${hetzner.baseUrl}/storage_box`,
      );
    }
  });

  it("has TypeScript, Python and Go samples on the Hetzner API's clients; the CLI says why not", () => {
    const deprecated = "get_storage_box_action";
    for (const sample of samples) {
      const { TypeScript, CLI, Python, Go } = sample.results;
      expect("source" in TypeScript && TypeScript.source, sample.operationId).toContain(
        'import { createHetznerClient } from "@cloud-api/client/hetzner";',
      );
      expect(CLI).toMatchObject({
        unsupported: expect.stringMatching(
          /^hcloud-cli 1\.30 has no `storage-box(-type)?` command$/,
        ),
      });
      if (sample.operationId === deprecated) continue;
      const operationOf = sample.path.startsWith("/storage_box_types")
        ? /client\.storage_box_types\./
        : /client\.storage_boxes\./;
      expect("source" in Python && Python.source, sample.operationId).toMatch(operationOf);
      expect("source" in Go && Go.source, sample.operationId).toMatch(/client\.StorageBox/);
    }
    // The deprecated per-box action path: both libraries read an action by its id alone.
    const byBox = samples.find((sample) => sample.operationId === deprecated);
    expect(byBox?.results.Python).toEqual({
      unsupported:
        "hcloud-python 2.27 reads one action through `client.storage_boxes.actions.get_by_id`, not this deprecated path",
    });
    expect(byBox?.results.Go).toMatchObject({ unsupported: expect.stringContaining("GetByID") });
  });

  it("runs every curl sample against the Prism mock of the Hetzner API, each accepted (2xx)", async () => {
    if (!curl || curl.missing()) {
      if (process.env.CI) throw new Error("curl samples need `curl` in CI");
      console.warn("skipped the Hetzner API's curl samples: install Debian's curl");
      return;
    }
    const failures: string[] = [];
    for (const sample of samples) {
      const result = sample.results.curl;
      if (!("source" in result)) continue;
      const run = await curl.run(result.source, {
        baseUrl: mock.url,
        token: "sample-token",
        workDir,
        name: `curl-${sample.operationId}`,
        operationId: sample.operationId,
      });
      if (!run.ok) failures.push(`${sample.operationId}:\n${result.source}\n${run.output}`);
    }
    expect(failures).toEqual([]);
  });

  it("would fail a sample the spec refuses (the check is not a wall that lets everything pass)", async () => {
    if (!curl || curl.missing()) return;
    const run = await curl.run(
      `curl -X POST "${hetzner.baseUrl}/storage_boxes/1/actions/reset_password" \\\n  -H "Authorization: Bearer $CLOUD_API_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"password":"too-simple"}'\n`,
      { baseUrl: mock.url, token: "sample-token", workDir, name: "bad", operationId: "bad" },
    );
    expect(run.ok).toBe(false);
    expect(run.output).toContain("invalid_input");
  });
});
