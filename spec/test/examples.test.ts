import { describe, expect, it } from "vitest";
import { type JsonObject, loadSpecDocument } from "../lib/reader.mjs";
import { SPEC_DOCUMENTS } from "../scripts/documents.mjs";
import { collectExamples, validateExamples } from "./support/example-validation.js";
import { widgetDocument, widgetUpdate } from "./support/fixture-document.js";

function requestMedia(doc: ReturnType<typeof widgetDocument>): JsonObject {
  const body = widgetUpdate(doc).requestBody as { content: Record<string, JsonObject> };
  return body.content["application/json"] as JsonObject;
}

describe("example validation", () => {
  it("finds request, response, parameter, header and schema examples", () => {
    const where = collectExamples(widgetDocument()).map((example) => example.where);
    expect(where.sort()).toEqual(
      [
        "PUT /widgets/{id} parameter id",
        "PUT /widgets/{id} request body application/json",
        "PUT /widgets/{id} 200 application/json",
        "PUT /widgets/{id} 200 header RateLimit-Limit",
        "schema Widget example",
      ].sort(),
    );
  });

  it("accepts examples that match their schemas", () => {
    expect(validateExamples(widgetDocument())).toEqual([]);
  });

  it("reports a request example that breaks its schema, naming the field", () => {
    const doc = widgetDocument();
    requestMedia(doc).example = { name: "far too long a name" };
    expect(validateExamples(doc)).toEqual([
      "PUT /widgets/{id} request body application/json: /name must NOT have more than 10 characters (schema #/paths/~1widgets~1{id}/put/requestBody/content/application~1json/schema)",
    ]);
  });

  it("reports a named example that lacks a required property", () => {
    const doc = widgetDocument();
    const media = requestMedia(doc);
    delete media.example;
    media.examples = { empty: { value: {} } };
    expect(validateExamples(doc)).toEqual([
      `PUT /widgets/{id} request body application/json example "empty": (root) must have required property 'name' (schema #/paths/~1widgets~1{id}/put/requestBody/content/application~1json/schema)`,
    ]);
  });

  it("reports a response example through $refs into components", () => {
    const doc = widgetDocument();
    const response = (doc.components as { responses: Record<string, JsonObject> }).responses
      .WidgetResponse as { content: Record<string, JsonObject> };
    (response.content["application/json"] as JsonObject).example = { widget: { name: 7 } };
    expect(validateExamples(doc)).toEqual([
      "PUT /widgets/{id} 200 application/json: /widget/name must be string (schema #/components/responses/WidgetResponse/content/application~1json/schema)",
    ]);
  });

  it("reports a parameter example of the wrong type", () => {
    const doc = widgetDocument();
    (doc.components as { parameters: { id: JsonObject } }).parameters.id.example = 0;
    expect(validateExamples(doc)).toEqual([
      "PUT /widgets/{id} parameter id: (root) must be >= 1 (schema #/components/parameters/id/schema)",
    ]);
  });

  it("checks decimal strings as money, not as free text", () => {
    const doc = widgetDocument();
    const widget = (doc.components as { schemas: { Widget: JsonObject } }).schemas.Widget;
    widget.example = { name: "right", price: "1,50" };
    expect(validateExamples(doc)).toEqual([
      'schema Widget example: /price must match format "decimal" (schema #/components/schemas/Widget)',
    ]);
  });
});

describe.each(SPEC_DOCUMENTS)("the bundle of the $title", ({ id }) => {
  it("has only examples that validate against their schemas", () => {
    const bundle = loadSpecDocument(id);
    expect(collectExamples(bundle).length).toBeGreaterThan(0);
    expect(validateExamples(bundle)).toEqual([]);
  });
});
