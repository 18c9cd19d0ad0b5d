// How long and how often each benchmark runs. The full settings keep `pnpm bench` around
// 10 minutes on a 2-core machine; the quick ones only prove the harness works end to end.
import type { BreakingCheckSettings } from "../sections/breaking-check.js";
import type { BuildSettings } from "../sections/build-time.js";
import type { ClientOverheadSettings } from "../sections/client-overhead.js";
import type { CodegenSettings } from "../sections/codegen.js";
import type { DocsSiteSettings } from "../sections/docs-site.js";
import type { DurableWritesSettings } from "../sections/durable-writes.js";
import type { StartupSettings } from "../sections/emulator-startup.js";
import type { ListLatencySettings } from "../sections/list-latency.js";
import type { MixedTrafficSettings } from "../sections/mixed-traffic.js";
import type { ThroughputSettings } from "../sections/server-throughput.js";
import type { TypeCostSettings } from "../sections/type-cost.js";
import type { MixPlan } from "../workloads/traffic-mix.js";

export interface BenchSettings {
  build: BuildSettings;
  codegen: CodegenSettings;
  typeCost: TypeCostSettings;
  clientOverhead: ClientOverheadSettings;
  serverThroughput: ThroughputSettings;
  mixedTraffic: MixedTrafficSettings;
  listLatency: ListLatencySettings;
  emulatorStartup: StartupSettings;
  breakingCheck: BreakingCheckSettings;
  durableWrites: DurableWritesSettings;
  docsSite: DocsSiteSettings;
  /** Sections that would start after this many seconds are skipped and reported as such. */
  budgetSeconds: number;
}

/**
 * 400 servers in two projects (issue 24's mix), a few other resources, and SSH keys for the
 * deletes of a run at up to ~8,000 req/s (2% deletes over 6 s of warm-up and run, half in each
 * project); past that, deletes turn into creates and the drawn counts say so.
 */
const MIX_PLAN: MixPlan = {
  projects: 2,
  serversPerProject: 200,
  sshKeysPerProject: 20,
  deletePoolPerProject: 500,
  networksPerProject: 5,
  firewallsPerProject: 5,
};

export const FULL_SETTINGS: BenchSettings = {
  build: { repetitions: 3 },
  docsSite: { loads: 5 },
  codegen: { repetitions: 3 },
  typeCost: { repetitions: 5 },
  clientOverhead: { requestsPerRun: 5_000, inFlight: 16, repetitions: 5, warmupRequests: 1_000 },
  serverThroughput: {
    connections: 10,
    durationSeconds: 5,
    warmupSeconds: 1,
    repetitions: 3,
    seededServers: 50,
  },
  mixedTraffic: {
    connections: 50,
    durationSeconds: 5,
    warmupSeconds: 1,
    repetitions: 3,
    seed: 24,
    plan: MIX_PLAN,
    // About 60 MB of answers held by the replaying process; the limit cycles through them.
    limitRecordedRequests: 3_000,
  },
  listLatency: {
    sizes: [100, 1_000, 10_000, 100_000],
    maxRequests: 200,
    maxSeconds: 4,
    minRequests: 3,
    warmupRequests: 100,
    memoryWithoutCommandFlags: true,
    idleSeconds: 150,
  },
  emulatorStartup: { spawns: 10 },
  breakingCheck: { repetitions: 15, endToEndRepetitions: 3 },
  durableWrites: { creates: 200, seededServers: 5_000 },
  // About 560 s in order on an idle 2-core machine since the limit target and the startup
  // section came in, plus up to ~90 s of the memory section's idle wait; a loaded machine runs
  // later sections past this and reports them skipped.
  // Issue 46's 100,000-server fill adds 60-150 s.
  budgetSeconds: 900,
};

export const QUICK_SETTINGS: BenchSettings = {
  build: { repetitions: 1 },
  docsSite: { loads: 1 },
  codegen: { repetitions: 1 },
  typeCost: { repetitions: 1 },
  clientOverhead: { requestsPerRun: 500, inFlight: 16, repetitions: 1, warmupRequests: 100 },
  serverThroughput: {
    connections: 10,
    durationSeconds: 1,
    warmupSeconds: 1,
    repetitions: 1,
    seededServers: 50,
  },
  mixedTraffic: {
    connections: 50,
    durationSeconds: 1,
    warmupSeconds: 1,
    repetitions: 1,
    seed: 24,
    plan: MIX_PLAN,
    limitRecordedRequests: 300,
  },
  listLatency: {
    sizes: [100, 1_000],
    maxRequests: 20,
    maxSeconds: 1,
    minRequests: 1,
    memoryWithoutCommandFlags: true,
    idleSeconds: 0,
  },
  emulatorStartup: { spawns: 1 },
  breakingCheck: { repetitions: 3, endToEndRepetitions: 1 },
  durableWrites: { creates: 20, seededServers: 200 },
  budgetSeconds: 540,
};
