// Every TypeScript, Python and Go sample of the Hetzner API (Storage Boxes) runs against the
// emulator's /hetzner/v1 mount (its actions polled through the Cloud API's /actions, as the
// libraries do), with a box, a subaccount and a snapshot made for it first, and must succeed: the
// tool exits 0 and the emulator's journal shows the sample's own operation answered with a 2xx.
// The Go samples are also gofmt-clean and built in the go-samples module (the runner's prepare).
// As in samples-run.test.ts, a missing tool skips its language except in CI.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAndWait, unwrap } from "@cloud-api/client";
import { createHetznerClient } from "@cloud-api/client/hetzner";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { specDocument } from "@cloud-api/spec/documents";
import { listOperations, type OpenApiDocument, type OperationEntry } from "@cloud-api/spec/reader";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type SampleLabel, samplesFor } from "../src/code-samples.js";
import { type ExampleRequest, exampleRequest } from "../src/operation-example.js";
import { RUNNERS } from "./support/sample-runners.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundle = JSON.parse(
  readFileSync(specDocument("hetzner").bundleJsonPath, "utf8"),
) as OpenApiDocument;
const operations = listOperations(bundle);
const LANGUAGES: SampleLabel[] = ["TypeScript", "Python", "Go"];
const password = "1-secret-PASSW0RD-=)";

const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "storage-box-samples-"));

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    actionMs: 0,
    journalSize: 50_000,
    tokens: LANGUAGES.map((label) => `sb-${label.toLowerCase()}=sb-${label.toLowerCase()}`).join(
      ",",
    ),
    env: {},
  });
});
afterAll(async () => {
  await emulator?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A box with a subaccount (home under `backups/`) and a snapshot, in the token's project. */
async function makeFixtures(token: string) {
  const hetzner = createHetznerClient({
    token,
    baseUrl: emulator.hetznerUrl,
    cloudBaseUrl: emulator.url,
  });
  const wait = { pollIntervalMs: 5 };
  const { data: created } = await createAndWait(
    hetzner,
    hetzner.POST("/storage_boxes", {
      body: { name: "fixture-box", location: "hel1", storage_box_type: "bx11", password },
    }),
    wait,
  );
  const box = { params: { path: { id: created.storage_box.id } } };
  const { data: sub } = await createAndWait(
    hetzner,
    hetzner.POST("/storage_boxes/{id}/subaccounts", {
      ...box,
      body: { name: "fixture-sub", home_directory: "backups/fixture", password },
    }),
    wait,
  );
  const { data: snap } = await createAndWait(
    hetzner,
    hetzner.POST("/storage_boxes/{id}/snapshots", { ...box, body: {} }),
    wait,
  );
  const { snapshot } = await unwrap(
    hetzner.GET("/storage_boxes/{id}/snapshots/{snapshot_id}", {
      params: { path: { id: created.storage_box.id, snapshot_id: snap.snapshot.id } },
    }),
  );
  return {
    box: created.storage_box.id,
    action: created.action.id,
    subaccount: sub.subaccount.id,
    snapshot,
  };
}

/** The example request with the fixtures' ids (and the snapshot's name for a rollback). */
function withFixtures(
  entry: OperationEntry,
  example: ExampleRequest,
  fixtures: Awaited<ReturnType<typeof makeFixtures>>,
): ExampleRequest {
  const pathParams = { ...example.pathParams };
  if ("id" in pathParams) {
    pathParams.id = entry.path.startsWith("/storage_box_types")
      ? 1333
      : entry.path === "/storage_boxes/actions/{id}"
        ? fixtures.action
        : fixtures.box;
  }
  if ("action_id" in pathParams) pathParams.action_id = fixtures.action;
  if ("subaccount_id" in pathParams) pathParams.subaccount_id = fixtures.subaccount;
  if ("snapshot_id" in pathParams) pathParams.snapshot_id = fixtures.snapshot.id;
  const body =
    example.body && entry.path.endsWith("/rollback_snapshot")
      ? { ...example.body, value: { snapshot: fixtures.snapshot.name } }
      : example.body;
  return { ...example, pathParams, body };
}

describe("every Storage Box sample runs against the emulator's Hetzner API", () => {
  for (const label of LANGUAGES) {
    const runner = RUNNERS.find((candidate) => candidate.label === label);
    it(`${label}: every sample of the ${operations.length} operations succeeds`, async ({
      expect,
      onTestFinished,
    }) => {
      if (!runner) throw new Error(`no ${label} runner`);
      const missing = runner.missing();
      if (missing) {
        if (process.env.CI) throw new Error(`${label} samples need \`${missing}\` in CI`);
        console.warn(`skipped ${label} Storage Box samples: ${missing} is missing`);
        return;
      }
      const token = `sb-${label.toLowerCase()}`;
      const pending: { operationId: string; source: string; snapshot: unknown }[] = [];
      const unsupported: string[] = [];
      for (const entry of operations) {
        const operationId = entry.operation.operationId ?? entry.path;
        emulator.control.reset(token);
        const fixtures = await makeFixtures(token);
        const request = withFixtures(entry, exampleRequest(bundle, entry), fixtures);
        const result = samplesFor(bundle, entry, request).results[label];
        if ("unsupported" in result) {
          unsupported.push(`${operationId}: ${result.unsupported}`);
          continue;
        }
        const snapshot = emulator.control.exportSnapshot(token);
        pending.push({ operationId, source: result.source, snapshot });
      }
      if (runner.prepare) {
        const prepared = await runner.prepare(
          pending.map(({ operationId, source }) => ({ name: operationId, source })),
          join(workDir, label),
        );
        expect(prepared.ok, prepared.output).toBe(true);
      }
      onTestFinished(() => runner.finish?.());
      const failures: string[] = [];
      for (const { operationId, source, snapshot } of pending) {
        emulator.control.importSnapshot(snapshot, token);
        const before = new Set(
          emulator.control.journal
            .list({ project: token, operation_id: operationId })
            .map((request) => request.correlation_id),
        );
        mkdirSync(join(workDir, label), { recursive: true });
        const run = await runner.run(source, {
          baseUrl: emulator.url,
          hetznerUrl: emulator.hetznerUrl,
          token,
          workDir: join(workDir, label),
          name: `${label}-${operationId}`,
          operationId,
        });
        const seen = emulator.control.journal
          .list({ project: token, operation_id: operationId })
          .filter((request) => !before.has(request.correlation_id));
        if (!run.ok || !seen.some((request) => request.status < 300)) {
          failures.push(
            `${operationId}:\n${source}\n${run.output}\nthe emulator saw: ${seen.map((request) => request.status).join(", ") || "no request"}`,
          );
        }
      }
      console.log(
        `${label} Storage Box samples: ${pending.length - failures.length} green, ${unsupported.length} not available${unsupported.length ? ` (${unsupported.join("; ")})` : ""}`,
      );
      expect(failures).toEqual([]);
      // Only the deprecated per-box action path lacks a Python and a Go sample.
      expect(pending.length).toBe(label === "TypeScript" ? 32 : 31);
    }, 600_000);
  }
});
