import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/http/api-error.js";
import { PathRouter } from "../../src/http/router.js";

function router(): PathRouter<string> {
  const paths = new PathRouter<string>(20);
  paths.add("GET", "/servers", "list_servers");
  paths.add("POST", "/servers", "create_server");
  paths.add("GET", "/servers/actions", "list_servers_actions");
  paths.add("GET", "/servers/{id}", "get_server");
  paths.add("GET", "/servers/{id}/actions/{action_id}", "get_server_action");
  return paths;
}

function errorOf(run: () => unknown): ApiError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

describe("PathRouter", () => {
  it("finds the operation by method and path, literal segments before parameters", () => {
    const paths = router();
    expect(paths.lookup("GET", "/servers")).toEqual({
      found: true,
      value: "list_servers",
      params: {},
    });
    expect(paths.lookup("POST", "/servers")).toMatchObject({ value: "create_server" });
    expect(paths.lookup("GET", "/servers/actions")).toMatchObject({
      value: "list_servers_actions",
    });
    expect(paths.lookup("GET", "/servers/42")).toEqual({
      found: true,
      value: "get_server",
      params: { id: "42" },
    });
    expect(paths.lookup("GET", "/servers/7/actions/9")).toMatchObject({
      params: { id: "7", action_id: "9" },
    });
  });

  it("answers HEAD with the GET operation", () => {
    expect(router().lookup("HEAD", "/servers/1")).toMatchObject({ value: "get_server" });
  });

  it("tells a path that exists with another method (405) from one that does not (404)", () => {
    const paths = router();
    expect(paths.lookup("DELETE", "/servers")).toEqual({ found: false, pathExists: true });
    expect(paths.lookup("GET", "/volumes")).toEqual({ found: false, pathExists: false });
    expect(paths.lookup("GET", "/servers/")).toEqual({ found: false, pathExists: false });
    expect(paths.lookup("GET", "/servers//actions/1")).toEqual({ found: false, pathExists: false });
    expect(paths.lookup("GET", "/servers/1/actions")).toEqual({ found: false, pathExists: false });
  });

  it("decodes parameters, and refuses broken encoding (400) and overlong ones (414)", () => {
    const paths = router();
    expect(paths.lookup("GET", "/servers/web%201")).toMatchObject({ params: { id: "web 1" } });
    expect(paths.lookup("GET", "/servers/a%2Fb")).toMatchObject({ params: { id: "a/b" } });
    expect(errorOf(() => paths.lookup("GET", "/servers/%E0%A4%A"))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
    expect(errorOf(() => paths.lookup("GET", `/servers/${"1".repeat(21)}`))).toMatchObject({
      status: 414,
      code: "invalid_input",
    });
    expect(errorOf(() => paths.lookup("GET", `/servers/${"1".repeat(20)}`))).toBeUndefined();
  });

  it("refuses a route added twice or two parameter names at one place", () => {
    const paths = router();
    expect(() => paths.add("GET", "/servers", "again")).toThrow(/added twice/);
    expect(() => paths.add("PUT", "/servers/{server}", "other")).toThrow(/same place/);
  });
});
