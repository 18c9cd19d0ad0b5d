// A complete BenchResults with plausible figures, for the goal and report tests to alter.
import type { BenchResults, SectionResults } from "../../src/harness/results.js";
import { MIX_KINDS, MIX_WEIGHTS } from "../../src/workloads/traffic-mix.js";

const s = (...samples: number[]) => ({
  median: [...samples].sort((a, b) => a - b)[1] ?? samples[0] ?? 0,
  samples,
});

function mixedTarget(rps: number) {
  return {
    requestsPerSecond: s(rps - 100, rps, rps + 100),
    bytesPerSecond: s(rps * 9000, rps * 9000, rps * 9000),
    latencyP50Ms: s(12, 13, 14),
    latencyP99Ms: s(30, 32, 35),
    errors: 0,
    statusCodes: { "200": rps * 13, "201": rps, "204": 100 },
    drawn: Object.fromEntries(MIX_KINDS.map((kind) => [kind, MIX_WEIGHTS[kind] * rps * 0.15])) as {
      [kind in (typeof MIX_KINDS)[number]]: number;
    },
  };
}

export function measuredSections(): SectionResults {
  const target = (rps: number) => ({
    requestsPerSecond: s(rps, rps, rps),
    bytesPerSecond: s(rps * 2500, rps * 2500, rps * 2500),
    bytesPerResponse: s(2500, 2500, 2500),
    latencyP50Ms: s(1, 1, 1),
    latencyP99Ms: s(5, 5, 5),
    errors: 0,
    statusCodes: { "200": 100 },
  });
  return {
    build: {
      status: "measured",
      seconds: 40,
      figures: {
        settings: { repetitions: 3 },
        coldSeconds: s(20, 21, 22),
        warmSeconds: s(0.5, 0.6, 0.7),
        coldTasks: [{ cached: 0, total: 6, missed: [] }],
        warmTasks: [{ cached: 6, total: 6, missed: [] }],
      },
    },
    codegen: {
      status: "measured",
      seconds: 5,
      figures: {
        settings: { repetitions: 3 },
        generateSeconds: s(1, 1.1, 1.2),
        generatedUpToDate: true,
        bundleSeconds: s(0.9, 1, 1.1),
      },
    },
    clientSize: {
      status: "measured",
      seconds: 0.1,
      figures: {
        client: { minifiedBytes: 15000, gzipBytes: 6000 },
        minimalImport: { minifiedBytes: 12000, gzipBytes: 5000 },
        openapiFetchAlone: { minifiedBytes: 6500, gzipBytes: 2600 },
        addedGzipBytes: 3400,
      },
    },
    typeCost: {
      status: "measured",
      seconds: 10,
      figures: {
        settings: { repetitions: 5 },
        fixtures: {
          "with-client": {
            wallSeconds: s(1.2, 1.3, 1.4),
            checkSeconds: s(0.5, 0.5, 0.5),
            types: 12000,
          },
          "without-client": {
            wallSeconds: s(0.6, 0.6, 0.6),
            checkSeconds: s(0.05, 0.05, 0.05),
            types: 384,
          },
        },
        wallRatio: 2.17,
      },
    },
    clientOverhead: {
      status: "measured",
      seconds: 40,
      figures: {
        settings: { requestsPerRun: 5000, inFlight: 16, repetitions: 5, warmupRequests: 1000 },
        modes: [
          {
            mode: "sequential",
            inFlight: 1,
            opsPerSecond: {
              "raw fetch": s(4000, 4000, 4000),
              "raw fetch + timeout": s(3900, 3900, 3900),
              "openapi-fetch (bare)": s(3800, 3800, 3800),
              "openapi-fetch (bare) + timeout": s(3750, 3750, 3750),
              "@cloud-api/client": s(3730, 3730, 3730),
            },
            slowdownVsRawFetch: {
              "raw fetch": 1,
              "raw fetch + timeout": 1.026,
              "openapi-fetch (bare)": 1.053,
              "openapi-fetch (bare) + timeout": 1.067,
              "@cloud-api/client": 1.072,
            },
            slowdownVsRawFetchWithTimeout: {
              "raw fetch": 0.975,
              "raw fetch + timeout": 1,
              "openapi-fetch (bare)": 1.026,
              "openapi-fetch (bare) + timeout": 1.04,
              "@cloud-api/client": 1.046,
            },
          },
        ],
      },
    },
    serverThroughput: {
      status: "measured",
      seconds: 80,
      figures: {
        settings: {
          connections: 10,
          durationSeconds: 5,
          warmupSeconds: 1,
          repetitions: 3,
          seededServers: 50,
        },
        routes: [
          {
            route: "list_servers",
            label: "GET /v1/servers",
            emulator: target(5000),
            prism: target(400),
            limit: target(10000),
            emulatorToPrism: 12.5,
            emulatorToLimit: 0.5,
          },
          {
            route: "list_servers_one_per_page",
            label: "GET /v1/servers?per_page=1",
            emulator: target(6000),
            prism: target(420),
            limit: target(12000),
            emulatorToPrism: 14.3,
            emulatorToLimit: 0.5,
          },
          {
            route: "create_ssh_key",
            label: "POST /v1/ssh_keys",
            emulator: target(4000),
            prism: target(380),
            limit: target(8000),
            emulatorToPrism: 10.5,
            emulatorToLimit: 0.5,
          },
        ],
      },
    },
    mixedTraffic: {
      status: "measured",
      seconds: 60,
      figures: {
        settings: {
          connections: 50,
          durationSeconds: 5,
          warmupSeconds: 1,
          repetitions: 3,
          seed: 24,
          limitRecordedRequests: 3000,
          plan: {
            projects: 2,
            serversPerProject: 200,
            sshKeysPerProject: 20,
            deletePoolPerProject: 500,
            networksPerProject: 5,
            firewallsPerProject: 5,
          },
        },
        weights: { ...MIX_WEIGHTS },
        baseline: {
          commit: "9576c69e3090a9453a7a955c52eb82e0b2000c2b",
          directory: "packages/bench/tmp/baseline-9576c69",
          reused: true,
          buildSeconds: 0,
        },
        targets: {
          current: {
            ...mixedTarget(3300),
            latencyP50Ms: s(12, 13, 14),
            latencyP99Ms: s(30, 32, 35),
          },
          baseline: {
            ...mixedTarget(3000),
            latencyP50Ms: s(14, 15, 16),
            latencyP99Ms: s(33, 35, 37),
          },
          limit: mixedTarget(6000),
        },
        currentToBaseline: 1.1,
        currentToLimit: 0.55,
        limitRecorded: 3000,
      },
    },
    listLatency: {
      status: "measured",
      seconds: 40,
      figures: {
        settings: {
          sizes: [100, 10000, 100000],
          maxRequests: 200,
          maxSeconds: 4,
          minRequests: 3,
          idleSeconds: 150,
        },
        route: "GET /v1/servers",
        points: [
          {
            servers: 100,
            latencyP50Ms: 1,
            latencyP99Ms: 3,
            requests: 200,
            errors: 0,
            memory: { rssBytes: 62_000_000, peakRssBytes: 64_000_000 },
            limit: { latencyP50Ms: 0.25, latencyP99Ms: 1, requests: 200, errors: 0 },
            toLimit: 4,
          },
          {
            servers: 10000,
            fillSeconds: 9,
            latencyP50Ms: 1.4,
            latencyP99Ms: 40,
            requests: 150,
            errors: 0,
            memory: { rssBytes: 90_000_000, peakRssBytes: 95_000_000 },
            limit: { latencyP50Ms: 0.25, latencyP99Ms: 1, requests: 200, errors: 0 },
            toLimit: 5.6,
          },
          {
            servers: 100000,
            fillSeconds: 90,
            latencyP50Ms: 2.5,
            latencyP99Ms: 40,
            requests: 150,
            errors: 0,
            memory: { rssBytes: 400_000_000, peakRssBytes: 410_000_000 },
            limit: { latencyP50Ms: 0.25, latencyP99Ms: 1, requests: 200, errors: 0 },
            toLimit: 10,
          },
        ],
        p50GrowthLargestToSmallest: 2.5,
        seedSeconds: 10,
        emptyMemory: { rssBytes: 60_000_000, peakRssBytes: 60_000_000 },
        afterGc: { servers: 10000, rssBytes: 80_000_000, heapUsedBytes: 30_000_000 },
        idle: { servers: 10000, seconds: 110, rssBytes: 70_000_000, droppedAfterSeconds: 100 },
        limitMemory: { rssBytes: 45_000_000, peakRssBytes: 46_000_000 },
        withoutCommandFlags: {
          servers: 10000,
          memory: { rssBytes: 85_000_000, peakRssBytes: 88_000_000 },
        },
      },
    },
    emulatorStartup: {
      status: "measured",
      seconds: 12,
      figures: {
        settings: { spawns: 3 },
        command: "node apps/emulator/dist/cli.js",
        emulator: {
          readyLineMs: s(200, 210, 220),
          firstAnswerMs: s(240, 250, 260),
          rssBytes: s(60_000_000, 61_000_000, 62_000_000),
        },
        limit: {
          readyLineMs: s(40, 41, 42),
          firstAnswerMs: s(180, 200, 220),
          rssBytes: s(45_000_000, 45_000_000, 45_000_000),
        },
        firstAnswerToLimit: 1.25,
      },
    },
    breakingCheck: {
      status: "measured",
      seconds: 30,
      figures: {
        settings: { repetitions: 3, endToEndRepetitions: 1 },
        operations: 189,
        findings: 400,
        compareMs: s(40, 45, 50),
        compareCpuMs: s(30, 35, 40),
        doubled: {
          operations: 378,
          findings: 800,
          compareMs: s(80, 90, 100),
          compareCpuMs: s(60, 70, 80),
        },
        endToEndSeconds: s(6),
      },
    },
    durableWrites: {
      status: "measured",
      seconds: 30,
      figures: {
        settings: { creates: 200, seededServers: 5000 },
        memoryEmptyP50Ms: 0.5,
        durableEmptyP50Ms: 1.5,
        durableSeededP50Ms: 1.8,
        seededToEmpty: 1.2,
      },
    },
    docsSite: {
      status: "measured",
      seconds: 20,
      figures: {
        operations: 189,
        buildSeconds: 8.5,
        documentBytes: 1_045_000,
        pageBytes: 3_335_000,
        requests: 3,
        firstContentfulPaintMs: { median: 480, samples: [470, 480, 500] },
        loadMs: { median: 900, samples: [880, 900, 950] },
      },
    },
  };
}

export function resultsWith(sections: SectionResults): BenchResults {
  return {
    machine: {
      cores: 2,
      cpuModel: "Test CPU",
      node: "v20.20.2",
      os: "linux",
      memoryGiB: 8,
      date: "2026-01-31",
    },
    startedAt: "2026-01-31T10:00:00.000Z",
    finishedAt: "2026-01-31T10:05:00.000Z",
    wallSeconds: 300,
    quick: false,
    sections,
    goals: [],
  };
}
