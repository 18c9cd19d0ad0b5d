// The inputs of the breakingCheck section: the edited copy and the synthetic doubling.

import { compareSpecs } from "@cloud-api/scripts/breaking/compare";
import { listOperations } from "@cloud-api/spec/reader";
import { describe, expect, it } from "vitest";
import { doubled, editedCopy, type OpenApiDocument } from "../../src/sections/breaking-check.js";

const spec: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/widgets": {
      get: {
        operationId: "list_widgets",
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: { Widget: { type: "object", properties: { id: { type: "integer" } } } },
  },
};

describe("breakingCheck inputs", () => {
  it("doubles operations and components, the copies referring to the copied components", () => {
    const twice = doubled(spec);
    expect(
      listOperations(twice)
        .map((entry) => entry.label)
        .sort(),
    ).toEqual(["GET /v2/widgets", "GET /widgets"]);
    expect(Object.keys(twice.components?.schemas as object).sort()).toEqual([
      "Widget",
      "Widget_v2",
    ]);
    expect(JSON.stringify(twice.paths?.["/v2/widgets"])).toContain(
      "#/components/schemas/Widget_v2",
    );
    expect(JSON.stringify(twice.paths?.["/widgets"])).not.toContain("_v2");
    expect(spec.components?.schemas).not.toHaveProperty("Widget_v2");
  });

  it("edits every schema with properties compatibly: one info finding per place, no error", () => {
    const changes = compareSpecs(spec, editedCopy(spec));
    expect(changes.map((change) => [change.id, change.level])).toEqual([
      ["response-property-added", "info"],
    ]);
  });
});
