import { describe, expect, it } from "vitest";
import { OperationMatcher } from "../lib/operation-matcher.mjs";

const operations = [
  { operationId: "list_things", method: "GET", path: "/things" },
  { operationId: "get_thing", method: "GET", path: "/things/{id}" },
  { operationId: "list_things_actions", method: "GET", path: "/things/actions" },
];

describe("OperationMatcher", () => {
  const matcher = new OperationMatcher(operations);

  it("prefers a literal segment over a path parameter", () => {
    expect(matcher.match("GET", "/things/actions")?.operationId).toBe("list_things_actions");
    expect(matcher.match("get", "/things/7")?.operationId).toBe("get_thing");
  });

  it("matches no operation for an unknown path or method", () => {
    expect(matcher.match("GET", "/things/7/extra")).toBeUndefined();
    expect(matcher.match("DELETE", "/things")).toBeUndefined();
  });
});
