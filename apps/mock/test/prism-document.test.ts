import { describe, expect, it } from "vitest";
import { documentForPrism, serverBasePath } from "../src/prism-document.js";

describe("serverBasePath", () => {
  it("substitutes server variables with their defaults and keeps only the path", () => {
    const document = {
      servers: [
        { url: "{base_url}/v1", variables: { base_url: { default: "https://api.example.test" } } },
      ],
    };
    expect(serverBasePath(document)).toBe("/v1");
  });

  it("accepts a relative server URL and drops a trailing slash", () => {
    expect(serverBasePath({ servers: [{ url: "/v2/" }] })).toBe("/v2");
  });

  it("returns an empty base path without servers or for a bare origin", () => {
    expect(serverBasePath({})).toBe("");
    expect(serverBasePath({ servers: [{ url: "https://api.example.test" }] })).toBe("");
  });

  it("names the variable that has no default", () => {
    expect(() => serverBasePath({ servers: [{ url: "{host}/v1" }] })).toThrow(
      "server URL {host}/v1 uses {host} without a default",
    );
  });
});

describe("documentForPrism", () => {
  it("prefixes every path with the base path and points the server at the mock", () => {
    const document = {
      openapi: "3.1.0",
      servers: [{ url: "https://api.example.test/v1" }],
      paths: { "/servers": { get: {} }, "/servers/{id}": { get: {} } },
    };
    const derived = documentForPrism(document, "http://127.0.0.1:4010");
    expect(Object.keys(derived.paths ?? {})).toEqual(["/v1/servers", "/v1/servers/{id}", "/v1"]);
    // The base path itself: a 404 not_found naming the collections, for a browser opening it.
    const base = derived.paths?.["/v1"] as {
      get: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
    };
    expect(Object.keys(base.get.responses)).toEqual(["404"]);
    expect(JSON.stringify(base.get.responses["404"]?.content)).toContain("Paths: /v1/servers");
    expect(derived.servers).toEqual([{ url: "http://127.0.0.1:4010" }]);
    expect(document.paths).toHaveProperty("/servers");
  });

  it("keeps only the 410 of an operation whose x-sunset has passed, and not before", () => {
    const gone = { description: "gone" };
    const ok = { description: "ok" };
    const document = {
      servers: [{ url: "/v1" }],
      paths: {
        "/datacenters": {
          get: {
            deprecated: true,
            "x-sunset": "2026-10-01",
            responses: { "200": ok, "410": gone },
          },
        },
        "/locations": { get: { responses: { "200": ok } } },
      },
    };
    const after = documentForPrism(document, "http://mock", Date.UTC(2026, 9, 1));
    expect(after.paths?.["/v1/datacenters"]).toEqual({
      get: { deprecated: true, "x-sunset": "2026-10-01", responses: { "410": gone } },
    });
    expect(after.paths?.["/v1/locations"]).toEqual({ get: { responses: { "200": ok } } });
    const before = documentForPrism(document, "http://mock", Date.UTC(2026, 9, 1) - 1);
    expect(before.paths?.["/v1/datacenters"]).toEqual(document.paths["/datacenters"]);
  });
});
