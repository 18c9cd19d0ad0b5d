// `pnpm bench`: every benchmark in one run, side by side, then results.json and results.md.
// Flags: --quick (short settings, results go to a temp folder), --only=build,codegen,...,
// --results=<name> (write <name>.json and <name>.md here instead of results.*: e.g. the client
// rows measured on another Node version, issue 43's results-node24).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureBreakingCheck } from "../sections/breaking-check.js";
import { measureBuild } from "../sections/build-time.js";
import { measureClientOverhead } from "../sections/client-overhead.js";
import { measureClientSize } from "../sections/client-size.js";
import { measureCodegen } from "../sections/codegen.js";
import { measureDocsSite } from "../sections/docs-site.js";
import { measureDurableWrites } from "../sections/durable-writes.js";
import { measureEmulatorStartup } from "../sections/emulator-startup.js";
import { measureListLatency } from "../sections/list-latency.js";
import { measureMixedTraffic } from "../sections/mixed-traffic.js";
import { measureServerThroughput } from "../sections/server-throughput.js";
import { measureTypeCost } from "../sections/type-cost.js";
import { judgeGoals } from "./goals.js";
import { describeMachine } from "./machine.js";
import {
  BENCH_DIR,
  BESIDE_NODE_MAJORS,
  RESULTS_JSON,
  RESULTS_MD,
  resultsJsonForNode,
} from "./paths.js";
import { renderMarkdown } from "./report.js";
import type { BenchResults, SectionResult, SectionResults } from "./results.js";
import { FULL_SETTINGS, QUICK_SETTINGS } from "./settings.js";
import { round } from "./stats.js";

type SectionName = keyof SectionResults;
const SECTION_ORDER: readonly SectionName[] = [
  // First, because it builds every dist/ the later sections load.
  "build",
  "codegen",
  "clientSize",
  "typeCost",
  "clientOverhead",
  "serverThroughput",
  "mixedTraffic",
  "listLatency",
  "emulatorStartup",
  "breakingCheck",
  "durableWrites",
  "docsSite",
];

function parseArguments(argv: readonly string[]): {
  quick: boolean;
  only: Set<SectionName>;
  files: { json: string; md: string };
} {
  let quick = false;
  let only = new Set<SectionName>(SECTION_ORDER);
  let files = { json: RESULTS_JSON, md: RESULTS_MD };
  for (const argument of argv) {
    if (argument === "--") continue;
    if (argument === "--quick") quick = true;
    else if (argument.startsWith("--only=")) {
      const names = argument.slice("--only=".length).split(",");
      const unknown = names.filter((name) => !SECTION_ORDER.includes(name as SectionName));
      if (unknown.length > 0) {
        throw new Error(
          `bench: unknown section(s) ${unknown.join(", ")}; known: ${SECTION_ORDER.join(", ")}`,
        );
      }
      only = new Set(names as SectionName[]);
    } else if (argument.startsWith("--results=")) {
      const name = argument.slice("--results=".length);
      if (!/^results[\w-]*$/.test(name)) {
        throw new Error(`bench: --results=${name}: the name must start with "results"`);
      }
      files = { json: join(BENCH_DIR, `${name}.json`), md: join(BENCH_DIR, `${name}.md`) };
    } else
      throw new Error(
        `bench: unknown argument ${argument}; use --quick, --only=<sections>, --results=<name>`,
      );
  }
  return { quick, only, files };
}

const log = (line: string) => console.log(`[bench] ${line}`);

async function main(): Promise<void> {
  const { quick, only, files } = parseArguments(process.argv.slice(2));
  const settings = quick ? QUICK_SETTINGS : FULL_SETTINGS;
  const started = new Date();
  const machine = describeMachine(started);
  const elapsedSeconds = () => (Date.now() - started.getTime()) / 1000;
  log(`${machine.cores} cores, Node ${machine.node}, ${quick ? "quick" : "full"} settings`);

  const measurers: { [Name in SectionName]: () => Promise<unknown> } = {
    build: () => measureBuild(settings.build, log),
    codegen: () => measureCodegen(settings.codegen, log),
    clientSize: () => measureClientSize(),
    typeCost: () => measureTypeCost(settings.typeCost, log),
    clientOverhead: () => measureClientOverhead(settings.clientOverhead, log),
    serverThroughput: () => measureServerThroughput(settings.serverThroughput, log),
    mixedTraffic: () => measureMixedTraffic(settings.mixedTraffic, log),
    listLatency: () => measureListLatency(settings.listLatency, log),
    emulatorStartup: () => measureEmulatorStartup(settings.emulatorStartup, log),
    breakingCheck: () => measureBreakingCheck(settings.breakingCheck, log),
    durableWrites: () => measureDurableWrites(settings.durableWrites, log),
    docsSite: () => measureDocsSite(settings.docsSite, log),
  };
  const sections: Partial<Record<SectionName, SectionResult<unknown>>> = {};
  for (const name of SECTION_ORDER) {
    if (!only.has(name)) {
      sections[name] = { status: "failed", seconds: 0, error: "skipped: not selected with --only" };
      continue;
    }
    if (elapsedSeconds() > settings.budgetSeconds) {
      sections[name] = {
        status: "failed",
        seconds: 0,
        error: `skipped: the run had used its ${settings.budgetSeconds} s budget`,
      };
      continue;
    }
    const sectionStart = performance.now();
    log(`${name}...`);
    try {
      const figures = await measurers[name]();
      const seconds = round((performance.now() - sectionStart) / 1000, 1);
      sections[name] = { status: "measured", seconds, figures };
      log(`${name} done in ${seconds} s`);
    } catch (error) {
      const seconds = round((performance.now() - sectionStart) / 1000, 1);
      const message = error instanceof Error ? error.message : String(error);
      sections[name] = { status: "failed", seconds, error: message };
      log(`${name} FAILED after ${seconds} s: ${message}`);
    }
  }

  // A full run of some sections (--only) re-measures those rows in the committed results and
  // keeps the others, saying which rows were re-measured when.
  // Node 20 (the machine's) writes results.json; another major its own file beside it.
  const nodeMajor = Number(process.versions.node.split(".")[0]);
  // --results=<name> names the files itself.
  const resultsJson = files.json !== RESULTS_JSON ? files.json : resultsJsonForNode(nodeMajor);
  const previous =
    !quick && only.size < SECTION_ORDER.length && existsSync(resultsJson)
      ? (JSON.parse(readFileSync(resultsJson, "utf8")) as BenchResults)
      : undefined;
  if (previous) {
    for (const name of SECTION_ORDER) {
      const kept = previous.sections[name];
      if (only.has(name)) continue;
      sections[name] = kept
        ? (kept as SectionResult<never>)
        : { status: "failed", seconds: 0, error: "not measured yet: no earlier full run has it" };
    }
  }
  const complete = sections as SectionResults;
  const remeasured = previous
    ? [
        // An earlier re-measurement whose rows this run replaces says nothing any more.
        ...(previous.remeasured ?? []).filter((run) =>
          run.sections.some((name) => !only.has(name as SectionName)),
        ),
        { sections: [...only], startedAt: started.toISOString(), machine },
      ]
    : undefined;
  const results: BenchResults = {
    ...(previous
      ? {
          machine: previous.machine,
          startedAt: previous.startedAt,
          finishedAt: previous.finishedAt,
          wallSeconds: previous.wallSeconds,
        }
      : {
          machine,
          startedAt: started.toISOString(),
          finishedAt: new Date().toISOString(),
          wallSeconds: round(elapsedSeconds(), 1),
        }),
    ...(remeasured ? { remeasured } : {}),
    quick,
    sections: complete,
    goals: judgeGoals(complete),
  };
  const target = quick
    ? (() => {
        const dir = mkdtempSync(join(tmpdir(), "cloud-api-bench-"));
        return { json: join(dir, "results.json"), md: join(dir, "results.md") };
      })()
    : { json: resultsJson, md: files.md };
  // Written in its final layout: biome ignores results*.json (root biome.json), so nothing
  // reformats it and `pnpm lint` does not look at it.
  writeFileSync(target.json, `${JSON.stringify(results, null, 2)}\n`);
  // results.md: Node 20's figures, with the other majors' beside them.
  const read = (file: string) =>
    existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BenchResults) : undefined;
  const main = quick || nodeMajor === 20 ? results : read(RESULTS_JSON);
  const beside = quick
    ? []
    : BESIDE_NODE_MAJORS.flatMap((major) => {
        const other = major === nodeMajor ? results : read(resultsJsonForNode(major));
        return other ? [other] : [];
      });
  writeFileSync(target.md, renderMarkdown(main ?? results, main ? beside : []));
  log(`wrote ${target.json} and ${target.md} after ${round(elapsedSeconds(), 1)} s`);
  for (const goal of results.goals) {
    log(
      `goal ${goal.id}: ${goal.met === null ? "not measured" : goal.met ? "met" : "not met"} (${goal.measured ?? "–"})`,
    );
  }
}

await main();
