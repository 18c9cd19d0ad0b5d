import { describe, expect, it } from "vitest";
import { type JsonObject, loadSpecDocument } from "../lib/reader.mjs";
import { SPEC_DOCUMENTS } from "../scripts/documents.mjs";
import { widgetDocument, widgetUpdate } from "./support/fixture-document.js";
import { checkAllOperations, checkTagGroups } from "./support/operation-checks.js";

describe("operation checks", () => {
  it("accept a complete operation", () => {
    expect(checkAllOperations(widgetDocument())).toEqual([]);
  });

  it("report an operation id that is not snake_case", () => {
    const doc = widgetDocument();
    widgetUpdate(doc).operationId = "updateWidget";
    expect(checkAllOperations(doc)).toEqual([
      'PUT /widgets/{id}: operationId "updateWidget" is not snake_case',
    ]);
  });

  it("report a missing operation id", () => {
    const doc = widgetDocument();
    delete widgetUpdate(doc).operationId;
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: operationId undefined is not snake_case",
    ]);
  });

  it("report an operation without a summary or description", () => {
    const doc = widgetDocument();
    widgetUpdate(doc).summary = " ";
    delete widgetUpdate(doc).description;
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: no summary",
      "PUT /widgets/{id}: no description",
    ]);
  });

  it("report an operation whose tag is not declared", () => {
    const doc = widgetDocument();
    widgetUpdate(doc).tags = ["Gadgets"];
    expect(checkAllOperations(doc)).toEqual([
      'PUT /widgets/{id}: needs exactly one tag declared in `tags` (got ["Gadgets"])',
    ]);
  });

  it("report an operation with two tags", () => {
    const doc = widgetDocument();
    (doc.tags as unknown[]).push({ name: "Gadgets" });
    widgetUpdate(doc).tags = ["Widgets", "Gadgets"];
    expect(checkAllOperations(doc)).toEqual([
      'PUT /widgets/{id}: needs exactly one tag declared in `tags` (got ["Widgets","Gadgets"])',
    ]);
  });

  it("report a declared tag that no tag group shows", () => {
    const doc = widgetDocument();
    (doc.tags as unknown[]).push({ name: "Gadgets" });
    expect(checkTagGroups(doc)).toEqual(["tag Gadgets is in no x-tagGroups group"]);
    expect(checkTagGroups(widgetDocument())).toEqual([]);
  });

  it("report an operation without security when there is no global security", () => {
    const doc = widgetDocument();
    delete doc.security;
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: no security requirement (neither its own nor a global one)",
    ]);
  });

  it("report an operation that opts out of security with an empty requirement", () => {
    const doc = widgetDocument();
    widgetUpdate(doc).security = [{}];
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: no security requirement (neither its own nor a global one)",
    ]);
  });

  it("report an operation without a 4xx response", () => {
    const doc = widgetDocument();
    delete (widgetUpdate(doc).responses as JsonObject)["404"];
    expect(checkAllOperations(doc)).toEqual(["PUT /widgets/{id}: no 4xx response"]);
  });

  it("report an operation whose success is only a 2XX range", () => {
    const doc = widgetDocument();
    const responses = widgetUpdate(doc).responses as JsonObject;
    responses["2XX"] = responses["200"];
    delete responses["200"];
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: no documented 2xx status (got 404, 2XX)",
    ]);
  });

  it("report a success response without an example, through its $ref", () => {
    const doc = widgetDocument();
    const components = doc.components as { responses: { WidgetResponse: JsonObject } };
    const content = components.responses.WidgetResponse.content as Record<string, JsonObject>;
    delete content["application/json"]?.example;
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: 200 response application/json has no example (#/components/responses/WidgetResponse)",
    ]);
  });

  it("report a request body without an example", () => {
    const doc = widgetDocument();
    const body = widgetUpdate(doc).requestBody as { content: Record<string, JsonObject> };
    delete body.content["application/json"]?.example;
    expect(checkAllOperations(doc)).toEqual([
      "PUT /widgets/{id}: request body application/json has no example (#/paths/~1widgets~1{id}/put/requestBody)",
    ]);
  });

  it("accept named examples instead of a single example", () => {
    const doc = widgetDocument();
    const media = (widgetUpdate(doc).requestBody as { content: Record<string, JsonObject> })
      .content["application/json"] as JsonObject;
    delete media.example;
    media.examples = { rename: { value: { name: "other" } } };
    expect(checkAllOperations(doc)).toEqual([]);
  });
});

describe.each(SPEC_DOCUMENTS)("the bundle of the $title", ({ id }) => {
  it("has every operation with snake_case id, summary, description, one tag, security, a 2xx status, a 4xx response and examples", () => {
    expect(checkAllOperations(loadSpecDocument(id))).toEqual([]);
  });

  it("shows every tag in a tag group", () => {
    expect(checkTagGroups(loadSpecDocument(id))).toEqual([]);
  });
});
