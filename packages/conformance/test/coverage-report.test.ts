import { describe, expect, it } from "vitest";
import { buildCoverageReport } from "../src/coverage-report.js";
import { operations } from "./support/things-operations.js";

describe("buildCoverageReport", () => {
  it("lists an operation as missing until it answers 2xx through the client", () => {
    const report = buildCoverageReport(
      operations,
      [
        { operationId: "list_things", method: "GET", path: "/things", status: 200, via: "client" },
        { operationId: "get_thing", method: "GET", path: "/things/1", status: 404, via: "client" },
        {
          operationId: "list_things_actions",
          method: "GET",
          path: "/things/actions",
          status: 200,
          via: "raw",
        },
        { method: "GET", path: "/nope", status: 404, via: "raw" },
      ],
      "mock",
    );
    expect(report.missing).toEqual(["get_thing", "list_things_actions"]);
    expect(report.operationsExercised).toBe(1);
    expect(report.operations.get_thing?.statuses).toEqual({ "404": 1 });
    expect(report.unmatchedRequests).toEqual({ "404": 1 });
  });
});
