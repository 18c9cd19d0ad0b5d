import type { TestProject } from "vitest/node";
import { buildCoverageReport, writeCoverageReport } from "./coverage-report.js";
import { clearRecords, readRecords } from "./exercise-log.js";
import { listOperations } from "./openapi.js";
import { startTarget } from "./start-target.js";
import { type TargetInfo, targetKindFromEnv } from "./target.js";

declare module "vitest" {
  export interface ProvidedContext {
    target: TargetInfo;
  }
}

/** Starts the target once for the whole run; at the end, writes coverage/operations.json. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = targetKindFromEnv();
  clearRecords(kind);
  const target = await startTarget(kind);
  project.provide("target", target.info);
  if (target.info.unavailableReason) console.warn(`conformance: ${target.info.unavailableReason}`);
  return async () => {
    await target.stop();
    const report = buildCoverageReport(listOperations(), readRecords(kind), kind);
    const path = writeCoverageReport(report);
    console.log(
      `conformance: ${report.operationsExercised}/${report.operationsInBundle} operations of the bundle exercised on ${kind}; report: ${path}`,
    );
  };
}
