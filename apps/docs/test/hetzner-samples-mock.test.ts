// The Hetzner API's samples. Its only runnable sample language is curl (the TypeScript client
// covers only the Cloud API, hcloud-cli 1.30 predates Storage Boxes, and the Python and Go
// generators know only the Cloud API's families), and the emulator does not serve the API yet
// (issue 45), so its curl samples run against the Prism mock of its document instead: Prism
// validates each request (path, query, body, token) against the spec and answers a 4xx for one
// that breaks it, which fails curl (`--fail-with-body`). What this proves is that every published
// sample is a request the spec accepts; the behaviour is the emulator's to prove once it mounts
// the API.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningMock, startMock } from "@cloud-api/mock";
import { specDocument } from "@cloud-api/spec/documents";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_BY_DOCUMENT } from "../src/build-site.js";
import { samplesFor } from "../src/code-samples.js";
import { exampleRequest } from "../src/operation-example.js";
import { RUNNERS } from "./support/sample-runners.js";

const hetzner = specDocument("hetzner");
const bundle = JSON.parse(readFileSync(hetzner.bundleJsonPath, "utf8")) as OpenApiDocument;
const operations = listOperations(bundle);
const curl = RUNNERS.find((runner) => runner.label === "curl");
const samples = operations.map((entry) =>
  samplesFor(
    bundle,
    entry,
    exampleRequest(bundle, entry),
    undefined,
    UNAVAILABLE_BY_DOCUMENT.hetzner,
  ),
);

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

  it("says for every other language why it has no sample", () => {
    for (const sample of samples) {
      for (const label of ["TypeScript", "CLI", "Python", "Go"] as const) {
        const result = sample.results[label];
        expect(
          "unsupported" in result && result.unsupported,
          `${sample.operationId} ${label}`,
        ).toMatch(/\S/);
      }
    }
    expect(samples[0]?.results.CLI).toEqual({
      unsupported: "hcloud-cli 1.30 has no `storage-box` command",
    });
    // The libraries the Python and Go samples use do have Storage Box clients: the reason must
    // not say otherwise.
    expect(samples[0]?.results.Python).toEqual({
      unsupported:
        "hcloud-python 2.27 has a Storage Box client (`client.storage_boxes`), but the Python samples cover only the Cloud API so far",
    });
    expect(samples[0]?.results.Go).toEqual({
      unsupported:
        "hcloud-go v2.47 has a Storage Box client (`client.StorageBox`), but the Go samples cover only the Cloud API so far",
    });
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
