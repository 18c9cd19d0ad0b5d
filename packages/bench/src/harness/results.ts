import type { BreakingCheckFigures } from "../sections/breaking-check.js";
import type { BuildFigures } from "../sections/build-time.js";
import type { ClientOverheadFigures } from "../sections/client-overhead.js";
import type { ClientSizeFigures } from "../sections/client-size.js";
import type { CodegenFigures } from "../sections/codegen.js";
import type { DocsSiteFigures } from "../sections/docs-site.js";
import type { DurableWritesFigures } from "../sections/durable-writes.js";
import type { StartupFigures } from "../sections/emulator-startup.js";
import type { ListLatencyFigures } from "../sections/list-latency.js";
import type { MixedTrafficFigures } from "../sections/mixed-traffic.js";
import type { ThroughputFigures } from "../sections/server-throughput.js";
import type { TypeCostFigures } from "../sections/type-cost.js";
import type { Machine } from "./machine.js";

/** A section either measured its figures or says why it could not; one failure spares the rest. */
export type SectionResult<Figures> =
  | { status: "measured"; seconds: number; figures: Figures }
  | { status: "failed"; seconds: number; error: string };

export interface SectionResults {
  build: SectionResult<BuildFigures>;
  codegen: SectionResult<CodegenFigures>;
  clientSize: SectionResult<ClientSizeFigures>;
  typeCost: SectionResult<TypeCostFigures>;
  clientOverhead: SectionResult<ClientOverheadFigures>;
  serverThroughput: SectionResult<ThroughputFigures>;
  mixedTraffic: SectionResult<MixedTrafficFigures>;
  listLatency: SectionResult<ListLatencyFigures>;
  emulatorStartup: SectionResult<StartupFigures>;
  breakingCheck: SectionResult<BreakingCheckFigures>;
  durableWrites: SectionResult<DurableWritesFigures>;
  docsSite: SectionResult<DocsSiteFigures>;
}

export interface Goal {
  id:
    | "client-overhead"
    | "emulator-vs-limit"
    | "mixed-traffic"
    | "mixed-traffic-limit"
    | "list-latency-growth"
    | "list-latency-growth-100k"
    | "durable-writes"
    | "emulator-startup"
    | "emulator-memory"
    | "warm-build"
    | "client-size"
    | "breaking-check";
  description: string;
  /** The figure the goal was judged on, as shown in the report. */
  measured: string | null;
  /** null when the section that measures it failed. */
  met: boolean | null;
}

export interface BenchResults {
  machine: Machine;
  startedAt: string;
  finishedAt: string;
  wallSeconds: number;
  /** Short settings for trying the harness; never the committed results. */
  quick: boolean;
  /** Sections measured again later with `--only` (full settings), newest last. */
  remeasured?: { sections: string[]; startedAt: string; machine: Machine }[];
  sections: SectionResults;
  goals: Goal[];
}
