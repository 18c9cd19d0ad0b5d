import { listOperations, type OpenApiDocument, type OperationEntry } from "@cloud-api/spec/reader";
import { describe, expect, it } from "vitest";
import { exampleRequest, schemaExample } from "../src/operation-example.js";
import { fixtureDocument } from "./support/fixture-document.js";

function entryOf(document: OpenApiDocument, operationId: string): OperationEntry {
  const entry = listOperations(document).find((e) => e.operation.operationId === operationId);
  if (!entry) throw new Error(`fixture has no ${operationId}`);
  return entry;
}

describe("exampleRequest", () => {
  it("sends optional query parameters only when the spec gives them an example", () => {
    const document = fixtureDocument();
    const request = exampleRequest(document, entryOf(document, "list_things"));
    // label_selector: first named example; status: inline example; page (default only): left out.
    expect(request.query).toEqual({ label_selector: "env=prod", status: ["on", "off"] });
    expect(request.pathParams).toEqual({});
    expect(request.body).toBeUndefined();
  });

  it("always sends required query parameters, synthesised from the schema when needed", () => {
    const document = fixtureDocument();
    const request = exampleRequest(document, entryOf(document, "get_metrics"));
    expect(request.query).toEqual({ start: "2024-01-01T00:00:00Z" });
  });

  it("takes path parameters from the path item and their schema's example", () => {
    const document = fixtureDocument();
    expect(exampleRequest(document, entryOf(document, "get_thing")).pathParams).toEqual({ id: 42 });
  });

  it("lets an operation parameter override the path item's parameter of the same name", () => {
    const document = fixtureDocument();
    const entry = entryOf(document, "get_thing");
    entry.operation.parameters = [
      { name: "id", in: "path", required: true, schema: { type: "integer" }, example: 7 },
    ];
    expect(exampleRequest(document, entry).pathParams).toEqual({ id: 7 });
  });

  it("uses the body example the spec gives", () => {
    const document = fixtureDocument();
    expect(exampleRequest(document, entryOf(document, "create_thing")).body).toEqual({
      contentType: "application/json",
      value: { name: "it's mine", labels: { "app.kubernetes.io/name": "web" } },
    });
  });

  it("builds a required body without example from required, writable properties", () => {
    const document = fixtureDocument();
    expect(exampleRequest(document, entryOf(document, "rename_thing")).body?.value).toEqual({
      name: "string",
      kind: "small",
      size: 10,
    });
  });

  it("leaves out an optional body that has no example", () => {
    const document = fixtureDocument();
    const entry = entryOf(document, "rename_thing");
    entry.operation.requestBody = {
      content: { "application/json": { schema: { type: "object" } } },
    };
    expect(exampleRequest(document, entry).body).toBeUndefined();
  });

  it("names the operation and parameter when a path parameter is not declared", () => {
    const document = fixtureDocument();
    const entry = entryOf(document, "get_thing");
    entry.pathItem.parameters = [];
    expect(() => exampleRequest(document, entry)).toThrow(
      "GET /things/{id}: path parameter {id} is not declared",
    );
  });
});

describe("schemaExample", () => {
  const document = fixtureDocument();

  it("prefers example, then const, default and the first enum value", () => {
    expect(schemaExample(document, { type: "string", examples: ["a", "b"] })).toBe("a");
    expect(schemaExample(document, { const: "fixed", default: "other" })).toBe("fixed");
    expect(schemaExample(document, { type: "integer", default: 25 })).toBe(25);
    expect(schemaExample(document, { type: "string", enum: ["asc", "desc"] })).toBe("asc");
  });

  it("picks the first non-null variant of a oneOf", () => {
    expect(schemaExample(document, { oneOf: [{ type: "null" }, { type: "boolean" }] })).toBe(true);
  });

  it("merges the parts of an allOf", () => {
    expect(
      schemaExample(document, {
        allOf: [
          { type: "object", required: ["a"], properties: { a: { type: "integer" } } },
          {
            type: "object",
            required: ["b"],
            properties: { b: { type: "string", format: "ipv4" } },
          },
        ],
      }),
    ).toEqual({ a: 1, b: "203.0.113.1" });
  });

  it("stops at a recursive schema instead of recursing forever", () => {
    const recursive = fixtureDocument();
    recursive.components = {
      ...recursive.components,
      schemas: {
        Node: {
          type: "object",
          required: ["child"],
          properties: { child: { $ref: "#/components/schemas/Node" } },
        },
      },
    };
    expect(JSON.stringify(schemaExample(recursive, { $ref: "#/components/schemas/Node" }))).toBe(
      '{"child":{"child":{"child":{"child":{"child":{"child":{}}}}}}}',
    );
  });
});
