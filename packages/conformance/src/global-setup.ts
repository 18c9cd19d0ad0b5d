import type { RunnerTask } from "vitest";
import type { TestProject } from "vitest/node";
import { buildCoverageReport, writeCoverageReport } from "./coverage-report.js";
import { clearRecords, readRecords, writeServedApis } from "./exercise-log.js";
import { servedApis, servedOperations, unservedApis } from "./served-apis.js";
import { startTarget } from "./start-target.js";
import {
  hetznerSkipNote,
  STATELESS_SKIP_NOTE,
  type TargetInfo,
  targetKindFromEnv,
} from "./target.js";

declare module "vitest" {
  export interface ProvidedContext {
    target: TargetInfo;
  }
}

/**
 * Tests skipped inside a describe whose name ends with `note` (BEHAVIOUR_SKIP_REASON,
 * HETZNER_SKIP_REASON).
 */
function skippedTestsUnder(note: string, tasks: readonly RunnerTask[], inside = false): number {
  let count = 0;
  for (const task of tasks) {
    const noted = inside || (task.type === "suite" && task.name.endsWith(note));
    if (task.type === "suite") count += skippedTestsUnder(note, task.tasks, noted);
    else if (noted && task.mode === "skip") count += 1;
  }
  return count;
}

/**
 * Starts the target once for the whole run; at the end, writes coverage/operations.json over
 * the operations of every API the target serves.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = targetKindFromEnv();
  clearRecords(kind);
  const target = await startTarget(kind);
  project.provide("target", target.info);
  writeServedApis(kind, target.info.apiBaseUrls);
  if (target.info.unavailableReason) console.warn(`conformance: ${target.info.unavailableReason}`);
  return async () => {
    await target.stop();
    // vitest's summary counts skipped tests without a reason; the test command's recap shows
    // lines like this one (src/suite.ts describeBehaviour: stateful targets only).
    const files = project.vitest.state.getFiles();
    const behaviourSkipped = skippedTestsUnder(STATELESS_SKIP_NOTE, files);
    if (behaviourSkipped > 0) {
      console.log(
        `conformance: ${behaviourSkipped} behaviour tests skipped on ${kind}: they need a stateful target (create, then read back), and run against the emulator`,
      );
    }
    const hetznerSkipped = skippedTestsUnder(hetznerSkipNote(kind), files);
    if (hetznerSkipped > 0) {
      console.log(
        `conformance: ${hetznerSkipped} Hetzner API tests skipped on ${kind}: it does not serve the Hetzner API; they run against the mock and the emulator`,
      );
    }
    const report = buildCoverageReport(servedOperations(target.info), readRecords(kind), kind);
    const path = writeCoverageReport(report);
    const served = servedApis(target.info).map(({ document }) => document.title);
    const unserved = unservedApis(target.info).map(
      (document) => `; the ${document.title} is not served by the ${kind}, so not run`,
    );
    console.log(
      `conformance: ${report.operationsExercised}/${report.operationsInBundle} operations of the bundles (${served.join(", ")}) exercised on ${kind}${unserved.join("")}; report: ${path}`,
    );
  };
}
