// The breaking-change gate on the whole spec: `compareSpecs` of the working tree's bundled spec
// against an edited copy of itself (every shared schema gains an optional property, so the
// walk reports findings everywhere a client would see them), in this process, after three
// warm-up runs. Beside it the same on a synthetic doubling (every path also under `/v2` with its
// own copy of every component: twice the operations and twice the schemas), and
// `check:breaking` end to end as CI runs it (both API documents of both sides bundled).
import { join } from "node:path";
import { compareSpecs } from "@cloud-api/scripts/breaking/compare";
import { bundleWorkingTree } from "@cloud-api/scripts/spec/bundle";
import { HTTP_METHODS, isObject, type JsonObject, listOperations } from "@cloud-api/spec/reader";
import { REPO_ROOT } from "../harness/paths.js";
import { runCommand } from "../harness/processes.js";
import { type Sampled, sampled } from "../harness/stats.js";

/** A bundled document as the gate reads and compares it. */
export type OpenApiDocument = ReturnType<typeof bundleWorkingTree>;

export interface BreakingCheckSettings {
  /** In-process comparisons per spec (after one warm-up). */
  repetitions: number;
  /** `check:breaking` processes. */
  endToEndRepetitions: number;
}

export interface BreakingCheckFigures {
  settings: BreakingCheckSettings;
  operations: number;
  findings: number;
  /** Wall time of one comparison. */
  compareMs: Sampled;
  /** CPU time of the same comparisons: on a shared machine the wall time includes waiting. */
  compareCpuMs: Sampled;
  doubled: { operations: number; findings: number; compareMs: Sampled; compareCpuMs: Sampled };
  endToEndSeconds: Sampled;
}

/** Every schema component with properties gains an optional one (a compatible change). */
export function editedCopy(spec: OpenApiDocument): OpenApiDocument {
  const head = structuredClone(spec);
  const schemas = isObject(head.components?.schemas) ? (head.components.schemas as JsonObject) : {};
  for (const schema of Object.values(schemas)) {
    if (isObject(schema) && isObject(schema.properties)) {
      schema.properties.bench_added = { type: "string", description: "Added by the benchmark." };
    }
  }
  return head;
}

/**
 * Twice the spec: every path also under `/v2` (operationIds suffixed), referring to a copy of
 * every component (`Server` → `Server_v2`), so nothing the copy walks is shared with the
 * original and no work is saved by caching.
 */
export function doubled(spec: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(spec);
  const renamed = JSON.parse(
    JSON.stringify({ paths: spec.paths ?? {}, components: spec.components ?? {} }).replace(
      /"#\/components\/([^/"]+)\/([^"]+)"/g,
      (_match, kind: string, name: string) => `"#/components/${kind}/${name}_v2"`,
    ),
  ) as { paths: Record<string, JsonObject>; components: Record<string, unknown> };
  const paths = (copy.paths ?? {}) as Record<string, JsonObject>;
  for (const [path, item] of Object.entries(renamed.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation) && typeof operation.operationId === "string") {
        operation.operationId = `${operation.operationId}_v2`;
      }
    }
    paths[`/v2${path}`] = item;
  }
  copy.paths = paths;
  const components = (copy.components ?? {}) as Record<string, unknown>;
  for (const [kind, entries] of Object.entries(renamed.components)) {
    const target = components[kind];
    if (!isObject(entries) || !isObject(target)) continue;
    for (const [name, value] of Object.entries(entries)) target[`${name}_v2`] = value;
  }
  copy.components = components;
  return copy;
}

function timeComparisons(base: OpenApiDocument, head: OpenApiDocument, repetitions: number) {
  // Warm-up: the first comparisons also compile the walk (JIT); they are not measured.
  let findings = 0;
  for (let warmup = 0; warmup < 3; warmup++) findings = compareSpecs(base, head).length;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let repetition = 0; repetition < repetitions; repetition++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    findings = compareSpecs(base, head).length;
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { findings, compareMs: sampled(wall, 1), compareCpuMs: sampled(cpu, 1) };
}

export async function measureBreakingCheck(
  settings: BreakingCheckSettings,
  log: (line: string) => void,
): Promise<BreakingCheckFigures> {
  const base = bundleWorkingTree(REPO_ROOT);
  const operations = listOperations(base).length;
  const whole = timeComparisons(base, editedCopy(base), settings.repetitions);
  log(`breakingCheck: ${operations} operations, median ${whole.compareMs.median} ms`);
  const baseDoubled = doubled(base);
  const twice = timeComparisons(baseDoubled, editedCopy(baseDoubled), settings.repetitions);
  log(`breakingCheck: doubled, median ${twice.compareMs.median} ms`);
  const endToEnd: number[] = [];
  for (let repetition = 0; repetition < settings.endToEndRepetitions; repetition++) {
    const run = await runCommand(
      process.execPath,
      [
        "--import",
        import.meta.resolve("tsx"),
        "src/cli/check-breaking.ts",
        "--base",
        "HEAD",
        "--json",
      ],
      { cwd: join(REPO_ROOT, "scripts"), timeoutMs: 120_000, acceptExitCodes: [0, 1] },
    );
    endToEnd.push(run.wallMs / 1000);
  }
  return {
    settings,
    operations,
    findings: whole.findings,
    compareMs: whole.compareMs,
    compareCpuMs: whole.compareCpuMs,
    doubled: {
      operations: listOperations(baseDoubled).length,
      findings: twice.findings,
      compareMs: twice.compareMs,
      compareCpuMs: twice.compareCpuMs,
    },
    endToEndSeconds: sampled(endToEnd),
  };
}
