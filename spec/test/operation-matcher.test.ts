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

  it("lets a greedy last parameter take the rest of the path, and only when named greedy", () => {
    const passThrough = [
      { operationId: "read_resources", method: "GET", path: "/projects/{id}/api/{path}" },
      { operationId: "get_project", method: "GET", path: "/projects/{id}" },
    ];
    const greedy = new OperationMatcher(passThrough, { greedyParameters: ["path"] });
    expect(greedy.match("GET", "/projects/3/api/servers/1/actions")?.operationId).toBe(
      "read_resources",
    );
    expect(greedy.match("GET", "/projects/3/api/servers")?.operationId).toBe("read_resources");
    expect(greedy.match("GET", "/projects/3")?.operationId).toBe("get_project");
    expect(greedy.match("GET", "/projects/3/api/")).toBeUndefined();
    // A greedy name only counts as the last segment: `{id}` is not greedy before `/api`.
    const notLast = new OperationMatcher(
      [{ operationId: "get_api", method: "GET", path: "/projects/{id}/api" }],
      { greedyParameters: ["id"] },
    );
    expect(notLast.match("GET", "/projects/3/4/api")).toBeUndefined();
    const plain = new OperationMatcher(passThrough);
    expect(plain.match("GET", "/projects/3/api/servers/1")).toBeUndefined();
    expect(plain.match("GET", "/projects/3/api/servers")?.operationId).toBe("read_resources");
  });
});
