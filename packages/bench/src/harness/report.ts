// results.md: one table of every figure (median, spread, ratio, machine and date on each row),
// the goals as met / not met, and how to read it.

import type { BuildFigures } from "../sections/build-time.js";
import type { ClientModeFigures } from "../sections/client-overhead.js";
import type { MixedTrafficFigures } from "../sections/mixed-traffic.js";
import type { ClientVariant } from "../workloads/client-calls.js";
import type { MixKind } from "../workloads/traffic-mix.js";
import {
  EMULATOR_TO_LIMIT_GOAL,
  LIST_GROWTH_GOALS,
  MEMORY_GOAL_BYTES,
  MEMORY_GOAL_SERVERS,
  MIXED_TO_LIMIT_GOAL,
  MIXED_TRAFFIC_GOAL,
  STARTUP_TO_LIMIT_GOAL,
} from "./goals.js";
import { machineTag } from "./machine.js";
import type { BenchResults, SectionResult } from "./results.js";
import type { Sampled } from "./stats.js";

export interface Row {
  area: string;
  what: string;
  median: string;
  spread: string;
  ratio: string;
  /** The section result the row comes from (to date re-measured rows). */
  source?: SectionResult<unknown>;
}

const integer = (value: number) => Math.round(value).toLocaleString("en-US");
const fixed = (value: number, digits: number) => value.toFixed(digits);

function spread(value: Sampled, format: (n: number) => string): string {
  if (value.samples.length < 2) return `n=${value.samples.length}`;
  return `${format(Math.min(...value.samples))}–${format(Math.max(...value.samples))} (n=${value.samples.length})`;
}

/** Decimal units (1 kB = 1,000 B), as network rates are usually written. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${fixed(bytes / 1e6, 1)} MB`;
  if (bytes >= 1e3) return `${fixed(bytes / 1e3, 1)} kB`;
  return `${integer(bytes)} B`;
}

const times = (value: number | null, digits = 2) =>
  value === null ? "n/a" : `${fixed(value, digits)}x`;

function sectionRows<F>(
  area: string,
  section: SectionResult<F>,
  rows: (figures: F) => Omit<Row, "area">[],
): Row[] {
  if (section.status === "failed") {
    const reason = section.error.split("\n")[0]?.slice(0, 160) ?? "unknown error";
    return [
      {
        area,
        what: "**not measured**",
        median: "–",
        spread: "–",
        ratio: reason.replaceAll("|", "\\|"),
        source: section,
      },
    ];
  }
  return rows(section.figures).map((row) => ({ area, ...row, source: section }));
}

/** `6/6 tasks cached in 3 of 3 runs`, naming the tasks that missed when some did. */
function describeWarm(warmTasks: BuildFigures["warmTasks"]): string {
  const fullHits = warmTasks.filter((tasks) => tasks.cached === tasks.total).length;
  const total = warmTasks[0]?.total ?? 0;
  const missed = [...new Set(warmTasks.flatMap((tasks) => tasks.missed))];
  const summary = `${total}/${total} tasks cached in ${fullHits} of ${warmTasks.length} runs`;
  return missed.length > 0 ? `${summary}; missed: ${missed.join(", ")}` : summary;
}

/** The mix's proportions in words, from the weights the run used. */
export function describeMix(weights: Record<MixKind, number>): string {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  const share = (...kinds: MixKind[]) =>
    `${Math.round((kinds.reduce((sum, kind) => sum + weights[kind], 0) / total) * 100)}%`;
  return [
    `${share("list_servers")} server lists (varied label selectors, sorts, pages, page sizes, names)`,
    `${share("list_ssh_keys", "list_networks", "list_firewalls")} other lists`,
    `${share("get_server", "get_ssh_key")} GETs by id`,
    `${share("create_ssh_key", "create_server", "update_server", "delete_ssh_key")} writes (creates ${share("create_ssh_key", "create_server")}, updates ${share("update_server")}, deletes ${share("delete_ssh_key")})`,
  ].join(", ");
}

function mixedTrafficRows(figures: MixedTrafficFigures): Omit<Row, "area">[] {
  const { settings, targets } = figures;
  const { plan } = settings;
  const setup = `${integer(plan.projects * plan.serversPerProject)} servers in ${plan.projects} projects, ${settings.connections} connections, ${settings.durationSeconds} s`;
  // Results from before issue 46 have no limit row, and from before session 18 no floor row.
  return (["current", "baseline", "limit", "floor"] as const).flatMap((target) => {
    const measured = targets[target];
    if (!measured) return [];
    return [
      {
        what: {
          current: `emulator CLI: mixed traffic (${describeMix(figures.weights)}), ${setup}`,
          baseline: `emulator CLI of commit ${figures.baseline.commit.slice(0, 7)} (built side by side in ${figures.baseline.directory}): the same requests`,
          limit: `limit (plain node:http replaying today's emulator's recorded answers): the first ${integer(figures.limitRecorded ?? 0)} requests of the same sequence, over and over`,
          floor:
            "floor (the limit writing each recorded answer with JSON.stringify from its parsed value): the same requests",
        }[target],
        median: `${integer(measured.requestsPerSecond.median)} req/s, ${formatBytes(measured.bytesPerSecond.median)}/s; p50 ${measured.latencyP50Ms.median} ms, p99 ${measured.latencyP99Ms.median} ms; errors ${measured.errors}`,
        spread: spread(measured.requestsPerSecond, integer),
        ratio: {
          current: [
            `${times(figures.currentToBaseline)} the baseline's req/s (goal >= ${MIXED_TRAFFIC_GOAL.toFixed(1)}x)`,
            ...(figures.currentToLimit === undefined
              ? []
              : [`${times(figures.currentToLimit)} the limit's (goal >= ${MIXED_TO_LIMIT_GOAL}x)`]),
            ...(figures.currentToFloor === undefined
              ? []
              : [`${times(figures.currentToFloor)} the floor's`]),
          ].join("; "),
          baseline: "baseline",
          limit: "the limit",
          floor: `${times(figures.floorToLimit ?? null)} the limit's req/s: the bound for a server that JSON.stringify's each answer whole`,
        }[target],
      },
    ];
  });
}

/** Against raw fetch + timeout (issue 43's reference), with raw fetch beside it. */
function clientRatio(mode: ClientModeFigures, variant: ClientVariant): string {
  const vsTimeout = mode.slowdownVsRawFetchWithTimeout?.[variant];
  const vsRaw = `${times(mode.slowdownVsRawFetch[variant])} raw fetch`;
  if (vsTimeout === undefined) {
    return variant === "raw fetch"
      ? "baseline"
      : `${times(mode.slowdownVsRawFetch[variant])} the time of raw fetch`;
  }
  if (variant === "raw fetch + timeout") return `reference (${vsRaw})`;
  return `${times(vsTimeout)} the time of raw fetch + timeout${variant === "raw fetch" ? "" : ` (${vsRaw})`}`;
}

export function reportRows(results: BenchResults): Row[] {
  const { sections } = results;
  return [
    ...sectionRows("Client overhead", sections.clientOverhead, (figures) =>
      figures.modes.flatMap((mode) =>
        (Object.keys(mode.opsPerSecond) as (keyof typeof mode.opsPerSecond)[]).map((variant) => ({
          what: `${variant}, ${mode.mode === "sequential" ? "sequential" : `${mode.inFlight} in flight`}, ${integer(figures.settings.requestsPerRun)} GETs`,
          median: `${integer(mode.opsPerSecond[variant].median)} ops/s`,
          spread: spread(mode.opsPerSecond[variant], integer),
          ratio: clientRatio(mode, variant),
        })),
      ),
    ),
    ...sectionRows("Server throughput", sections.serverThroughput, (figures) =>
      figures.routes.flatMap((route) =>
        // Results from before the limit rows have no `limit`: those rows are left out.
        // ... and before session 18 no `floor`.
        (["emulator", "prism", "limit", "floor"] as const)
          .filter((target) => route[target] !== undefined)
          .map((target) => {
            const measured = route[target] as NonNullable<(typeof route)[typeof target]>;
            const name = {
              emulator: "emulator",
              prism: "Prism mock",
              limit: "limit (plain node:http sending the emulator's bytes)",
              floor:
                "floor (the limit writing each answer with JSON.stringify from its parsed value)",
            }[target];
            return {
              what: `${name}: ${route.label}, ${figures.settings.connections} connections, ${figures.settings.durationSeconds} s`,
              median: `${integer(measured.requestsPerSecond.median)} req/s, ${formatBytes(measured.bytesPerSecond.median)}/s (${formatBytes(measured.bytesPerResponse.median)} per response); p50 ${measured.latencyP50Ms.median} ms, p99 ${measured.latencyP99Ms.median} ms; errors ${measured.errors}`,
              spread: spread(measured.requestsPerSecond, integer),
              ratio: {
                emulator: `${times(route.emulatorToLimit ?? null)} the limit's req/s (goal >= ${EMULATOR_TO_LIMIT_GOAL}x); ${route.emulatorToFloor === undefined ? "" : `${times(route.emulatorToFloor)} the floor's; `}${times(route.emulatorToPrism, 1)} Prism's`,
                prism: route.limit
                  ? `baseline; ${times(route.prism.requestsPerSecond.median / route.limit.requestsPerSecond.median)} the limit's`
                  : "baseline",
                limit: "the limit",
                floor: `${times(route.floorToLimit ?? null)} the limit's req/s: the bound for a server that JSON.stringify's each answer whole`,
              }[target],
            };
          }),
      ),
    ),
    // Results from before the mixed-traffic section have no such entry.
    ...(sections.mixedTraffic
      ? sectionRows("Mixed traffic", sections.mixedTraffic, mixedTrafficRows)
      : []),
    ...sectionRows("Emulator list latency", sections.listLatency, (figures) => {
      const smallest = figures.points[0]?.latencyP50Ms ?? 0;
      return figures.points.map((point) => {
        const goal = LIST_GROWTH_GOALS.find((entry) => entry.servers === point.servers);
        return {
          // What was measured stays out of `what`, which matches rows across runs (besideRows).
          what: `${integer(point.servers)} servers in the project: ${figures.route}, one request at a time`,
          median: `p50 ${fixed(point.latencyP50Ms, 2)} ms, p99 ${fixed(point.latencyP99Ms, 2)} ms; errors ${point.errors}${point.memory ? `; RSS ${formatBytes(point.memory.rssBytes)}` : ""}${point.fillSeconds === undefined ? "" : `; filled over HTTP in ${fixed(point.fillSeconds, 1)} s`}`,
          spread: `n=${point.requests} requests`,
          ratio: [
            smallest > 0
              ? `${times(point.latencyP50Ms / smallest, 1)} the p50 at ${integer(figures.points[0]?.servers ?? 0)}${goal ? ` (goal <= ${goal.atMost}x)` : ""}`
              : "n/a",
            // Results from before the limit rows have no limit figures.
            ...(point.limit
              ? [
                  `${times(point.toLimit ?? null, 1)} the limit's p50 (plain node:http sending the same answer: ${fixed(point.limit.latencyP50Ms, 2)} ms, errors ${point.limit.errors})`,
                ]
              : []),
          ].join("; "),
        };
      });
    }),
    ...sectionRows("Emulator memory (RSS)", sections.listLatency, (figures) => {
      const rows: Omit<Row, "area">[] = [];
      const memoryCell = (memory: { rssBytes: number; peakRssBytes: number } | null) =>
        memory
          ? `${formatBytes(memory.rssBytes)} (peak ${formatBytes(memory.peakRssBytes)})`
          : "n/a (no /proc)";
      // Results from before the memory rows have none of these figures.
      if (figures.emptyMemory === undefined) return [];
      rows.push({
        what: "emulator CLI, empty, right after its first answer",
        median: memoryCell(figures.emptyMemory),
        spread: "one process",
        ratio: "baseline",
      });
      for (const point of figures.points) {
        rows.push({
          what: `the same process with ${integer(point.servers)} servers in the project (after the fill and the latency requests)`,
          median: memoryCell(point.memory ?? null),
          spread: "one process",
          ratio:
            point.memory && figures.emptyMemory
              ? `${times(point.memory.rssBytes / figures.emptyMemory.rssBytes)} empty${point.servers === MEMORY_GOAL_SERVERS ? ` (goal <= ${MEMORY_GOAL_BYTES / 1e6} MB)` : ""}`
              : "n/a",
        });
      }
      if (figures.afterGc) {
        rows.push({
          what: `the same process with ${integer(figures.afterGc.servers)} servers after a full GC (asked over IPC)`,
          median: `${formatBytes(figures.afterGc.rssBytes)} (V8 heap used ${formatBytes(figures.afterGc.heapUsedBytes)})`,
          spread: "one process",
          ratio: "",
        });
      }
      if (figures.idle) {
        const { servers, seconds, rssBytes, droppedAfterSeconds } = figures.idle;
        rows.push({
          what: "the same process, then without requests until its RSS fell or the wait ended (V8's memory reducer shrinks an idle heap; no flags)",
          median: `${formatBytes(rssBytes)} at ${integer(servers)} servers after ${seconds} s`,
          spread: "one process",
          ratio:
            droppedAfterSeconds === null ? "no drop" : `fell after ~${droppedAfterSeconds} s idle`,
        });
      }
      if (figures.withoutCommandFlags) {
        const { servers, memory } = figures.withoutCommandFlags;
        rows.push({
          what: `a second process without the command's heap flags (\`node apps/emulator/dist/cli.js\`, Node's defaults), the same fills and lists, at ${integer(servers)} servers`,
          median: memoryCell(memory),
          spread: "one process",
          ratio: "",
        });
      }
      if (figures.limitMemory) {
        const servers = figures.points[figures.points.length - 1]?.servers ?? 0;
        rows.push({
          what: `limit: the plain node:http process after replaying the list at ${integer(servers)} servers (the floor)`,
          median: memoryCell(figures.limitMemory),
          spread: "one process",
          ratio: "the limit",
        });
      }
      return rows;
    }),
    ...sectionRows("Emulator startup", sections.emulatorStartup, (figures) =>
      (["emulator", "emulatorFirstStart", "limit"] as const).flatMap((target) => {
        const measured = figures[target];
        if (!measured) return [];
        return {
          what:
            target === "emulator"
              ? `\`${figures.command}\` (memory store, console on a free port): spawn() to its ready line and to the end of the first authenticated \`GET /v1/servers\`; RSS right after`
              : target === "emulatorFirstStart"
                ? "the same, as its first ever start: Node's compile cache empty (Node >= 22.1; Node 20 has none)"
                : "limit: a plain node:http process (`node file.mjs`) answering the emulator's first answer, timed the same way",
          median: `first answer ${fixed(measured.firstAnswerMs.median, 1)} ms (ready line ${fixed(measured.readyLineMs.median, 1)} ms); RSS ${measured.rssBytes ? formatBytes(measured.rssBytes.median) : "n/a"}`,
          spread: spread(measured.firstAnswerMs, (n) => fixed(n, 1)),
          ratio:
            target === "emulator"
              ? `${times(figures.firstAnswerToLimit)} the limit's time (goal <= ${STARTUP_TO_LIMIT_GOAL}x)`
              : target === "emulatorFirstStart"
                ? `${times(figures.firstStartToLimit ?? null)} the limit's time`
                : "the limit",
        };
      }),
    ),
    ...sectionRows("Breaking-change gate", sections.breakingCheck, (figures) => [
      {
        what: `whole-spec comparison (\`compareSpecs\`, in process): ${integer(figures.operations)} operations, ${integer(figures.findings)} findings`,
        median: `${fixed(figures.compareMs.median, 1)} ms (CPU ${fixed(figures.compareCpuMs.median, 1)} ms)`,
        spread: spread(figures.compareMs, (n) => fixed(n, 1)),
        ratio: "baseline",
      },
      {
        what: `the same on a synthetic doubling (every path also under /v2, every component copied): ${integer(figures.doubled.operations)} operations`,
        median: `${fixed(figures.doubled.compareMs.median, 1)} ms (CPU ${fixed(figures.doubled.compareCpuMs.median, 1)} ms)`,
        spread: spread(figures.doubled.compareMs, (n) => fixed(n, 1)),
        ratio: `${times(figures.compareMs.median > 0 ? figures.doubled.compareMs.median / figures.compareMs.median : null)} the time`,
      },
      {
        what: "`check:breaking --base HEAD` end to end (process, git archive, both API documents bundled on both sides: one Redocly process per side)",
        median: `${fixed(figures.endToEndSeconds.median, 2)} s`,
        spread: spread(figures.endToEndSeconds, (n) => fixed(n, 2)),
        ratio: "",
      },
    ]),
    ...sectionRows(
      "Emulator durable writes (CLOUD_API_DATA)",
      sections.durableWrites,
      (figures) => [
        {
          what: `memory store, empty: \`POST /servers\`, one request at a time (the floor)`,
          median: `p50 ${fixed(figures.memoryEmptyP50Ms, 2)} ms`,
          spread: `n=${figures.settings.creates} requests`,
          ratio: "baseline",
        },
        {
          what: "durable store, empty: the same creates, each committed to disk before the answer",
          median: `p50 ${fixed(figures.durableEmptyP50Ms, 2)} ms`,
          spread: `n=${figures.settings.creates} requests`,
          ratio: `${times(figures.durableEmptyP50Ms / figures.memoryEmptyP50Ms, 1)} the memory store`,
        },
        {
          what: `durable store with ${integer(figures.settings.seededServers)} servers in the project`,
          median: `p50 ${fixed(figures.durableSeededP50Ms, 2)} ms`,
          spread: `n=${figures.settings.creates} requests`,
          ratio:
            figures.seededToEmpty === null
              ? "n/a"
              : `${times(figures.seededToEmpty, 2)} the empty store (goal <= 1.5x)`,
        },
      ],
    ),
    ...sectionRows("Build", sections.build, (figures) => {
      return [
        {
          what: "cold: `turbo run build --force`",
          median: `${fixed(figures.coldSeconds.median, 2)} s`,
          spread: spread(figures.coldSeconds, (n) => fixed(n, 1)),
          ratio: "baseline",
        },
        {
          what: `warm: \`turbo run build\` right after (${describeWarm(figures.warmTasks)})`,
          median: `${fixed(figures.warmSeconds.median, 2)} s`,
          spread: spread(figures.warmSeconds, (n) => fixed(n, 2)),
          ratio: `${times(figures.warmSeconds.median / figures.coldSeconds.median, 3)} of cold`,
        },
      ];
    }),
    ...sectionRows("Codegen", sections.codegen, (figures) => [
      {
        what: `openapi-typescript: \`generate-types.mjs --check\` (types ${figures.generatedUpToDate ? "up to date" : "were stale"})`,
        median: `${fixed(figures.generateSeconds.median, 2)} s`,
        spread: spread(figures.generateSeconds, (n) => fixed(n, 2)),
        ratio: "",
      },
      {
        what: "spec bundle: `spec/scripts/bundle.mjs`",
        median: `${fixed(figures.bundleSeconds.median, 2)} s`,
        spread: spread(figures.bundleSeconds, (n) => fixed(n, 2)),
        ratio: "",
      },
    ]),
    ...sectionRows("Docs site", sections.docsSite, (figures) => [
      {
        what: `reference page with ${figures.operations} operations: weight (index.html + Redoc), first contentful paint in Chromium`,
        median: `${integer(Math.round(figures.pageBytes / 1024))} KiB (index.html ${integer(Math.round(figures.documentBytes / 1024))} KiB); FCP ${fixed(figures.firstContentfulPaintMs.median, 0)} ms`,
        spread: spread(figures.firstContentfulPaintMs, (n) => fixed(n, 0)),
        ratio: `build ${fixed(figures.buildSeconds, 1)} s`,
      },
    ]),
    ...sectionRows("Client size", sections.clientSize, (figures) => [
      {
        what: "@cloud-api/client runtime incl. openapi-fetch (esbuild, minified, gzip -9)",
        median: `${integer(figures.client.gzipBytes)} B min+gzip (${integer(figures.client.minifiedBytes)} B min)`,
        spread: "exact",
        ratio: `${times(figures.client.gzipBytes / figures.openapiFetchAlone.gzipBytes)} openapi-fetch alone`,
      },
      ...(figures.minimalImport
        ? [
            {
              what: "@cloud-api/client minimal import (createCloudClient, unwrap, isCloudApiError)",
              median: `${integer(figures.minimalImport.gzipBytes)} B min+gzip (${integer(figures.minimalImport.minifiedBytes)} B min)`,
              spread: "exact",
              ratio: `helpers shaken out: ${integer(figures.client.gzipBytes - figures.minimalImport.gzipBytes)} B less`,
            },
          ]
        : []),
      {
        what: "openapi-fetch alone",
        median: `${integer(figures.openapiFetchAlone.gzipBytes)} B min+gzip (${integer(figures.openapiFetchAlone.minifiedBytes)} B min)`,
        spread: "exact",
        ratio: `our layer adds ${integer(figures.addedGzipBytes)} B`,
      },
    ]),
    ...sectionRows("Type cost", sections.typeCost, (figures) =>
      (["with-client", "without-client"] as const).map((fixture) => {
        const cost = figures.fixtures[fixture];
        return {
          what: `\`tsc --noEmit\` of a file calling 20 operations ${fixture === "with-client" ? "through the client" : "over plain fetch"}`,
          median: `${fixed(cost.wallSeconds.median, 2)} s (check ${fixed(cost.checkSeconds.median, 2)} s, ${integer(cost.types)} types)`,
          spread: spread(cost.wallSeconds, (n) => fixed(n, 2)),
          ratio:
            fixture === "with-client" ? `${times(figures.wallRatio)} the time without` : "baseline",
        };
      }),
    ),
  ];
}

const cell = (text: string) => text.replaceAll("\n", " ");

/**
 * The same rows measured on another Node major (a full run of `pnpm bench` under it), beside
 * this run's medians: matched by area and description (so a description holds no measured
 * figure: those go in the median cell).
 */
function besideRows(results: BenchResults, other: BenchResults): string[] {
  const theirs = new Map(reportRows(other).map((row) => [`${row.area}\n${row.what}`, row]));
  const lines = [
    "",
    `## Node ${other.machine.node} beside Node ${results.machine.node}`,
    "",
    `Node ${other.machine.node}: \`pnpm bench\` started ${other.startedAt} on the same machine (${other.machine.cores} cores); its figures are in [results-node${other.machine.node.replace(/^v/, "").split(".")[0]}.json](results-node${other.machine.node.replace(/^v/, "").split(".")[0]}.json).`,
    "",
    `| Area | What | Node ${results.machine.node} | Node ${other.machine.node} | Ratio on Node ${other.machine.node} |`,
    "| --- | --- | --- | --- | --- |",
  ];
  for (const row of reportRows(results)) {
    const match = theirs.get(`${row.area}\n${row.what}`);
    lines.push(
      `| ${[row.area, row.what, row.median, match?.median ?? "–", match?.ratio ?? "–"].map(cell).join(" | ")} |`,
    );
  }
  lines.push(
    "",
    `### Goals on Node ${other.machine.node}`,
    "",
    "| Goal | Measured | Met |",
    "| --- | --- | --- |",
  );
  for (const goal of other.goals) {
    const met = goal.met === null ? "not measured" : goal.met ? "met" : "**not met**";
    lines.push(`| ${goal.description} | ${goal.measured ?? "–"} | ${met} |`);
  }
  return lines;
}

export function renderMarkdown(
  results: BenchResults,
  beside: readonly BenchResults[] = [],
): string {
  const tag = machineTag(results.machine);
  const { machine } = results;
  const lines: string[] = [];
  lines.push("# Benchmark results", "");
  lines.push(
    `Measured ${results.startedAt} in one \`pnpm bench\` run of ${Math.round(results.wallSeconds)} s on ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}.${results.quick ? " **Quick mode: short settings, not comparable.**" : ""}`,
    "",
  );
  for (const run of results.remeasured ?? []) {
    lines.push(
      `Re-measured ${run.startedAt} with \`--only=${run.sections.join(",")}\` (full settings) on ${run.machine.cores} cores, Node ${run.machine.node}; the other rows are from the run above.`,
      "",
    );
  }
  lines.push("| Area | What | Median | Spread (min–max, n) | Ratio | Machine, date |");
  lines.push("| --- | --- | --- | --- | --- | --- |");
  // Rows of a section re-measured later carry that run's machine and date.
  const tagOf = new Map<unknown, string>();
  for (const run of results.remeasured ?? []) {
    for (const name of run.sections) {
      tagOf.set(results.sections[name as keyof typeof results.sections], machineTag(run.machine));
    }
  }
  for (const row of reportRows(results)) {
    const rowTag = tagOf.get(row.source) ?? tag;
    lines.push(
      `| ${[row.area, row.what, row.median, row.spread, row.ratio, rowTag].map(cell).join(" | ")} |`,
    );
  }
  lines.push("", "## Goals", "", "| Goal | Measured | Met |", "| --- | --- | --- |");
  for (const goal of results.goals) {
    const met = goal.met === null ? "not measured" : goal.met ? "met" : "**not met**";
    lines.push(`| ${goal.description} | ${goal.measured ?? "–"} | ${met} |`);
  }
  for (const other of beside) lines.push(...besideRows(results, other));
  lines.push("", howToRead(results));
  return `${lines.join("\n")}\n`;
}

function howToRead(results: BenchResults): string {
  const { clientOverhead, serverThroughput } = results.sections;
  const requests =
    clientOverhead.status === "measured"
      ? integer(clientOverhead.figures.settings.requestsPerRun)
      : "a fixed number of";
  const seeded =
    serverThroughput.status === "measured"
      ? integer(serverThroughput.figures.settings.seededServers)
      : "a few";
  return `## How to read it

- **Median** is the middle of the repetitions (n in the spread column); the spread shows how far
  single repetitions strayed. Trust a difference only when the spreads do not overlap.
- **Client overhead**: the same GET of a fixed 25-item list from a local node:http server (its own
  process), ${requests} requests per repetition. Ratio = the reference's ops/s ÷ the variant's
  ops/s, per repetition (the median of those), so 1.05x means the variant needs 5% more time per
  request. The reference is raw fetch with the same per-attempt timeout as the client's (an
  AbortController and a 30 s timer per request; issue 43); raw fetch alone stands in brackets.
  The client runs with its per-attempt timeout and retries enabled; "openapi-fetch (bare) +
  timeout" passes openapi-fetch a signal per call with the same timer.
- **Server throughput**: autocannon against the emulator and the Prism mock in the same run;
  errors count connection errors, timeouts and every non-2xx answer. POST bodies are unique per
  request, so no request is refused as a duplicate. Each repetition uses a fresh emulator with
  ${seeded} seeded servers, half of them matching the label selector. Bytes/s and the size of
  one response (headers included) stand next to req/s. On the default list page the emulator
  sends 25 full servers and Prism its single example server, so the two rows differ mostly in
  bytes, which the load generator must read on the same cores; the \`per_page=1\` row is the
  like-for-like comparison (one server each). The **limit** is a plain node:http server in its
  own process that answers each route with the status, headers and body the emulator sent in the
  same repetition (captured once, then replayed for every request; the POST body is read to its
  end first): the ratio to it says how close the emulator is to sending those bytes for free.
  The **floor** is the same server writing each answer with \`JSON.stringify\` from the value its
  captured body parses to (the same bytes, checked at its start): the least a server that builds
  its answers from objects does beyond sending bytes, so its ratio to the limit bounds what such
  a server can reach on that route (the emulator's pre-encoded catalog entries let it beat the
  floor where those entries are most of the bytes). The four targets take turns going first.
- **Mixed traffic**: today's emulator and the one of commit 9576c69 (built in a git worktree
  beside this one), each started as its users start it (today's: the published command with the
  heap flags of its #! line; 9576c69's: \`node .../dist/cli.js\`), fresh for every repetition, seeded
  with the same resources over HTTP and sent the same seeded sequence of varied requests by
  autocannon (every request differs: selectors, sorts, pages, ids, unique names); errors count
  every non-2xx answer. The two take turns going first.
- **Memory (RSS)**: resident memory of the emulator's CLI process from /proc (VmRSS; VmHWM as the
  peak), read in the list-latency run after each fill. The process is the published command
  (\`node <flags of its #! line> bin/cloud-api-emulator.js\`, as npm's and pnpm's shims start it;
  NODE_OPTIONS empty); a preloaded IPC listener turns \`gc\` on only for "after a full GC". The
  "without the command's heap flags" row is a second process, \`node dist/cli.js\`, filled and
  listed the same way.
- **Startup**: time from spawn() of the CLI to its "listening" line and to the end of the first
  authenticated answer, requested as soon as that line arrived; after one uncounted warm-up of
  each process, the emulator and the plain node:http limit take turns.
- **List latency**: one emulator filled over HTTP to each size in turn; the same filtered, sorted
  first page is requested one at a time, so it shows the emulator's per-request work, not queueing.
  A slow size gets fewer requests (n); with under 100 requests p99 is simply the slowest one.
- **Build**: wall time of turbo from the repository root; warm runs right after a cold one and
  should be a full cache hit (the cached/total count says whether it was).
- **Machine, date**: figures from other machines or days are not comparable with these; rerun
  \`pnpm bench\` to compare.
- Goals are reported, not enforced: nothing fails when one is not met.
`;
}
