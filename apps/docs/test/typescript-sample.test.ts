import { describe, expect, it } from "vitest";
import type { ExampleRequest } from "../src/operation-example.js";
import { typescriptLiteral, typescriptSample } from "../src/typescript-sample.js";

const noParams: ExampleRequest = { pathParams: {}, query: {}, body: undefined };

describe("typescriptSample", () => {
  it("calls the client with the path template and no init when the operation takes nothing", () => {
    expect(
      typescriptSample({ method: "get", path: "/locations", request: noParams, noContent: false }),
    ).toBe(
      [
        'import { createCloudClient } from "@cloud-api/client";',
        "",
        'const client = createCloudClient({ token: process.env.CLOUD_API_TOKEN ?? "" });',
        "",
        'const { data, error } = await client.GET("/locations");',
        "if (error) throw error;",
        "console.log(data);",
        "",
      ].join("\n"),
    );
  });

  it("puts path and query under params and the body beside them", () => {
    const source = typescriptSample({
      method: "post",
      path: "/servers/{id}/actions/rebuild",
      request: {
        pathParams: { id: 42 },
        query: { dry_run: true },
        body: { contentType: "application/json", value: { image: "ubuntu-24.04" } },
      },
      noContent: false,
    });
    expect(source).toContain(
      [
        'const { data, error } = await client.POST("/servers/{id}/actions/rebuild", {',
        "  params: { path: { id: 42 }, query: { dry_run: true } },",
        '  body: { image: "ubuntu-24.04" },',
        "});",
      ].join("\n"),
    );
  });

  it("reads no data when the operation answers without a body", () => {
    const source = typescriptSample({
      method: "delete",
      path: "/ssh_keys/{id}",
      request: { pathParams: { id: 1 }, query: {}, body: undefined },
      noContent: true,
    });
    expect(source).toContain(
      'const { error } = await client.DELETE("/ssh_keys/{id}", { params: { path: { id: 1 } } });',
    );
    expect(source).not.toContain("data");
  });

  it("keeps every line within 100 characters for a long body", () => {
    const source = typescriptSample({
      method: "post",
      path: "/servers",
      request: {
        pathParams: {},
        query: {},
        body: {
          contentType: "application/json",
          value: { name: "my-server", server_type: "cpx22", image: "ubuntu-24.04", labels: {} },
        },
      },
      noContent: false,
    });
    for (const line of source.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  });
});

describe("typescriptLiteral", () => {
  it("quotes keys that are not identifiers and escapes strings as JSON does", () => {
    expect(typescriptLiteral({ "app/name": 'say "hi"', ok: null }, 0)).toBe(
      '{ "app/name": "say \\"hi\\"", ok: null }',
    );
  });

  it("breaks long objects over lines with trailing commas", () => {
    const value = { first_property: "a".repeat(30), second_property: ["b".repeat(30)] };
    expect(typescriptLiteral(value, 0)).toBe(
      [
        "{",
        `  first_property: "${"a".repeat(30)}",`,
        `  second_property: ["${"b".repeat(30)}"],`,
        "}",
      ].join("\n"),
    );
  });
});
