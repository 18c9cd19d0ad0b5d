// Every generated sample of every operation runs against a started emulator, with the fixtures
// it needs, and must succeed: TypeScript (@cloud-api/client), curl, the hcloud CLI, Python and
// Go (hcloud-go). "Succeed" is the tool's exit status and the emulator's journal: the sample's
// own operation was requested and answered with a 2xx.
// A language whose tool is missing is skipped with what to install (a Debian package, or
// `bash tools/install.sh python|go` for hcloud-python and hcloud-go), except in CI
// (CI=true), where that fails. What a tool version cannot do is listed by the generator itself
// (`unsupported` with its reason) and printed here with the counts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CODE_SAMPLE_LANGUAGES, type SampleLabel, samplesFor } from "../src/code-samples.js";
import { SampleFixtures } from "./support/sample-fixtures.js";
import { RUNNERS } from "./support/sample-runners.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(appRoot, "package.json"));
const bundle = JSON.parse(
  readFileSync(require.resolve("@cloud-api/spec/openapi.json"), "utf8"),
) as OpenApiDocument;
const operations = listOperations(bundle);
// Operations past their sunset (spec "Deprecations": `x-sunset`) answer 410 on the emulator's
// clock, as on the real API: their samples must reach it and get that 410.
const removedOperations = new Set(
  operations
    .filter(({ operation }) => {
      const sunset = (operation as { "x-sunset"?: string })["x-sunset"];
      return (
        operation.deprecated === true && sunset !== undefined && Date.parse(sunset) <= Date.now()
      );
    })
    .map(({ operation, path }) => operation.operationId ?? path),
);

const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "sample-run-"));
// One project per language, so the languages run side by side on one emulator; a runner that
// runs samples side by side (`concurrency`) has one project for each of its lanes.
const runnerOf = (label: SampleLabel) => RUNNERS.find((runner) => runner.label === label);
const tokens = Object.fromEntries(
  CODE_SAMPLE_LANGUAGES.map(({ label }) => [
    label,
    Array.from(
      { length: runnerOf(label)?.concurrency ?? 1 },
      (_, lane) => `sample-${label.toLowerCase()}-${lane}`,
    ),
  ]),
) as Record<SampleLabel, string[]>;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    actionMs: 0,
    // Every request of the whole run stays in the journal, so no language's requests push out
    // those of a sample another language is checking.
    journalSize: 200_000,
    tokens: Object.values(tokens)
      .flat()
      .map((token) => `${token}=${token}`)
      .join(","),
    env: {},
  });
});
afterAll(async () => {
  await emulator?.close();
  rmSync(workDir, { recursive: true, force: true });
});

// The languages run side by side (each in its own project): the CLI's samples mostly wait (hcloud
// 1.30 watches an action's progress for half a second, whatever its poll interval), while the
// others compile or run; one after another they took a minute longer.
describe.concurrent("every generated sample runs against the emulator", () => {
  for (const runner of RUNNERS) {
    it(`${runner.label}: every sample of the ${operations.length} operations succeeds`, async ({
      expect,
      onTestFinished,
    }) => {
      const missing = runner.missing();
      if (missing) {
        if (process.env.CI) throw new Error(`${runner.label} samples need \`${missing}\` in CI`);
        console.warn(
          `skipped ${runner.label} samples: ${missing} is missing (${runner.install ?? `apt-get install -y ${missing}`})`,
        );
        return;
      }
      const lanes = tokens[runner.label];
      const callAs = (token: string) => async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${emulator.url}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
      };
      const failures: string[] = [];
      const unsupported: string[] = [];
      // First every operation's fixtures and sample, each kept as a snapshot of the project of
      // the lane that will run it; then the runner's preparation (Go builds all samples at
      // once); then each sample runs on its own fixtures restored, the lanes side by side.
      const pending: {
        operationId: string;
        source: string;
        token: string;
        snapshot: ReturnType<Emulator["control"]["exportSnapshot"]>;
        log: string[];
      }[] = [];
      for (const [index, entry] of operations.entries()) {
        const operationId = entry.operation.operationId ?? entry.path;
        const token = lanes[index % lanes.length] as string;
        emulator.control.reset(token);
        const fixtures = new SampleFixtures(bundle, callAs(token));
        let request: Awaited<ReturnType<SampleFixtures["prepare"]>>;
        try {
          request = await fixtures.prepare(entry);
        } catch (error) {
          failures.push(`${operationId}: ${(error as Error).message}`);
          continue;
        }
        const result = samplesFor(bundle, entry, request).results[runner.label];
        if ("unsupported" in result) {
          unsupported.push(`${operationId}: ${result.unsupported}`);
          continue;
        }
        const snapshot = emulator.control.exportSnapshot(token);
        pending.push({ operationId, source: result.source, token, snapshot, log: fixtures.log });
      }
      if (runner.prepare) {
        const prepared = await runner.prepare(
          pending.map(({ operationId, source }) => ({ name: operationId, source })),
          workDir,
        );
        expect(prepared.ok, prepared.output).toBe(true);
      }
      let green = 0;
      onTestFinished(() => runner.finish?.());
      const runSample = async ({
        operationId,
        source,
        token,
        snapshot,
        log,
      }: (typeof pending)[number]) => {
        try {
          emulator.control.importSnapshot(snapshot, token);
        } catch (error) {
          throw new Error(
            `${operationId}: restoring its fixtures: ${JSON.stringify((error as { details?: unknown }).details ?? (error as Error).message)}`,
          );
        }
        // The journal is shared by the languages running beside this one: what this sample
        // did is what its project's journal gained for its operation while it ran.
        const before = new Set(
          emulator.control.journal
            .list({ project: token, operation_id: operationId })
            .map((request) => request.correlation_id),
        );
        const run = await runner.run(source, {
          baseUrl: emulator.url,
          token,
          workDir,
          name: `${runner.label}-${operationId}`,
          operationId,
        });
        // The sample must have made the request it documents, and had it succeed: a tool that
        // exits 0 after a lookup alone (a `nil` result on 404) does not count.
        const seen = emulator.control.journal
          .list({ project: token, operation_id: operationId })
          .filter((request) => !before.has(request.correlation_id));
        const removed = removedOperations.has(operationId);
        const answered = removed
          ? seen.some((request) => request.status === 410)
          : seen.some((request) => request.status < 300);
        if ((run.ok || removed) && answered) green++;
        else
          failures.push(
            `${operationId}:\n${source}\n${run.output}\n${
              answered
                ? ""
                : `the emulator saw no successful ${operationId} (${seen.map((request) => request.status).join(", ") || "no request"})\n`
            }${log.join("; ")}`,
          );
      };
      // Each lane takes the next sample of its own project until none is left.
      await Promise.all(
        lanes.map(async (token) => {
          for (const sample of pending.filter((sample) => sample.token === token)) {
            await runSample(sample);
          }
        }),
      );
      console.log(
        `${runner.label} samples: ${operations.length} operations, ${green} executed green, ${failures.length} failed, ${unsupported.length} not available:\n  ${unsupported.join("\n  ")}`,
      );
      expect(failures).toEqual([]);
      expect(green + unsupported.length).toBe(operations.length);
    }, 600_000);
  }
});
