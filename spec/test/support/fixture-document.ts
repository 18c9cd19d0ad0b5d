// Small, valid OpenAPI documents for proving that each check fails when it should.
// Tests take one, break exactly one thing and expect exactly that problem.
import type { JsonObject, OpenApiDocument } from "../../lib/reader.mjs";

export function widgetDocument(): OpenApiDocument & { paths: Record<string, JsonObject> } {
  return {
    openapi: "3.1.0",
    info: { title: "fixture", version: "1" },
    security: [{ bearerAuth: [] }],
    tags: [{ name: "Widgets", description: "Things." }],
    "x-tagGroups": [{ name: "All", tags: ["Widgets"] }],
    paths: {
      "/widgets/{id}": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        put: {
          operationId: "update_widget",
          summary: "Update a widget",
          description: "Renames a widget.",
          tags: ["Widgets"],
          requestBody: {
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Widget" },
                example: { name: "left" },
              },
            },
          },
          responses: {
            "200": { $ref: "#/components/responses/WidgetResponse" },
            "404": { description: "Not found." },
          },
        },
      },
    },
    components: {
      parameters: {
        id: {
          name: "id",
          in: "path",
          required: true,
          schema: { type: "integer", minimum: 1 },
          example: 3,
        },
      },
      schemas: {
        Widget: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", maxLength: 10 },
            price: { type: "string", format: "decimal" },
          },
          example: { name: "right", price: "1.50" },
        },
      },
      responses: {
        WidgetResponse: {
          description: "The widget.",
          headers: { "RateLimit-Limit": { schema: { type: "integer" }, example: 3600 } },
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["widget"],
                properties: { widget: { $ref: "#/components/schemas/Widget" } },
              },
              example: { widget: { name: "left" } },
            },
          },
        },
      },
    },
  };
}

/** The single operation of the fixture, for in-place edits. */
export function widgetUpdate(doc: ReturnType<typeof widgetDocument>): JsonObject {
  return (doc.paths["/widgets/{id}"] as { put: JsonObject }).put;
}
