import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COVERAGE_DIR, type ExerciseRecord } from "./exercise-log.js";
import type { SpecOperation } from "./openapi.js";

export interface OperationCoverage {
  method: string;
  path: string;
  /** Requests that reached this operation, by any route. */
  exercised: number;
  /** Of those, sent through @cloud-api/client and answered with a 2xx. */
  succeededThroughClient: number;
  /** Status code -> how many times it was seen. */
  statuses: Record<string, number>;
}

export interface CoverageReport {
  target: string;
  operationsInBundle: number;
  operationsExercised: number;
  /** Operations with no 2xx answer through the client: each one fails the coverage test. */
  missing: string[];
  operations: Record<string, OperationCoverage>;
  /** Requests that matched no operation (unknown-path checks), by status. */
  unmatchedRequests: Record<string, number>;
}

/** `coverage/operations.json` for the default target (mock), `operations.<target>.json` otherwise. */
export function reportPath(target: string): string {
  return join(COVERAGE_DIR, target === "mock" ? "operations.json" : `operations.${target}.json`);
}

/** Coverage of the bundle's operations by what this run exercised. */
export function buildCoverageReport(
  operations: readonly SpecOperation[],
  records: readonly ExerciseRecord[],
  target: string,
): CoverageReport {
  const byId: Record<string, OperationCoverage> = {};
  for (const operation of [...operations].sort((a, b) =>
    a.operationId.localeCompare(b.operationId),
  )) {
    byId[operation.operationId] = {
      method: operation.method,
      path: operation.path,
      exercised: 0,
      succeededThroughClient: 0,
      statuses: {},
    };
  }
  const unmatchedRequests: Record<string, number> = {};
  for (const record of records) {
    const entry = record.operationId ? byId[record.operationId] : undefined;
    const status = String(record.status);
    if (!entry) {
      unmatchedRequests[status] = (unmatchedRequests[status] ?? 0) + 1;
      continue;
    }
    entry.exercised += 1;
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    if (record.via === "client" && record.status >= 200 && record.status < 300) {
      entry.succeededThroughClient += 1;
    }
  }
  // An operation past its sunset answers only 410 (deprecated_api_endpoint): that is its
  // success now.
  const removed = new Set(
    operations
      .filter((operation) => operation.sunset && Date.parse(operation.sunset) <= Date.now())
      .map((operation) => operation.operationId),
  );
  const missing = Object.entries(byId)
    .filter(([operationId, entry]) =>
      removed.has(operationId) ? !entry.statuses["410"] : entry.succeededThroughClient === 0,
    )
    .map(([operationId]) => operationId);
  return {
    target,
    operationsInBundle: operations.length,
    operationsExercised: operations.length - missing.length,
    missing,
    operations: byId,
    unmatchedRequests,
  };
}

export function writeCoverageReport(report: CoverageReport): string {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  const path = reportPath(report.target);
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
