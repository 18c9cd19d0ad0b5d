// A small bundled document shaped like ours (component refs, path-item parameters, examples) for
// the unit tests; each call returns a fresh copy that tests may change.
import type { OpenApiDocument } from "@cloud-api/spec/reader";

export function fixtureDocument(): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Fixture API", version: "2.0.0", summary: "For tests." },
    servers: [
      {
        url: "{base_url}/v1",
        variables: { base_url: { default: "https://api.example.test" } },
      },
    ],
    paths: {
      "/things": {
        get: {
          operationId: "list_things",
          summary: "List things",
          parameters: [
            { $ref: "#/components/parameters/label_selector" },
            { $ref: "#/components/parameters/page" },
            {
              name: "status",
              in: "query",
              schema: { type: "array", items: { type: "string", enum: ["on", "off"] } },
              example: ["on", "off"],
            },
          ],
          responses: { "200": { $ref: "#/components/responses/Things" } },
        },
        post: {
          operationId: "create_thing",
          summary: "Create a thing",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/CreateThing" },
                example: { name: "it's mine", labels: { "app.kubernetes.io/name": "web" } },
              },
            },
          },
          responses: { "201": { $ref: "#/components/responses/Things" } },
        },
      },
      "/things/{id}": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        get: {
          operationId: "get_thing",
          summary: "Get a thing",
          responses: { "200": { $ref: "#/components/responses/Things" } },
        },
        delete: {
          operationId: "delete_thing",
          summary: "Delete a thing",
          responses: { "204": { description: "Deleted." } },
        },
      },
      "/things/{id}/actions/rename": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        post: {
          operationId: "rename_thing",
          summary: "Rename a thing",
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/CreateThing" } },
            },
          },
          responses: { "201": { $ref: "#/components/responses/Things" } },
        },
      },
      "/metrics": {
        get: {
          operationId: "get_metrics",
          summary: "Get metrics",
          parameters: [
            {
              name: "start",
              in: "query",
              required: true,
              schema: { type: "string", format: "date-time" },
            },
            {
              name: "step",
              in: "query",
              schema: { type: "integer", minimum: 1 },
            },
          ],
          responses: { "200": { $ref: "#/components/responses/Things" } },
        },
      },
    },
    components: {
      parameters: {
        id: {
          name: "id",
          in: "path",
          required: true,
          schema: { $ref: "#/components/schemas/ResourceId" },
        },
        label_selector: {
          name: "label_selector",
          in: "query",
          schema: { type: "string" },
          examples: { equals: { value: "env=prod" }, other: { value: "env!=dev" } },
        },
        page: { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
      },
      schemas: {
        ResourceId: { type: "integer", format: "int64", minimum: 1, example: 42 },
        CreateThing: {
          type: "object",
          required: ["id", "name", "kind", "size"],
          properties: {
            id: { $ref: "#/components/schemas/ReadOnlyId" },
            name: { type: "string", minLength: 1 },
            kind: { type: "string", enum: ["small", "large"] },
            size: { type: ["integer", "null"], minimum: 10 },
            note: { type: "string" },
          },
        },
        ReadOnlyId: { type: "integer", readOnly: true },
      },
      responses: {
        Things: {
          description: "Things.",
          content: { "application/json": { schema: { type: "object" } } },
        },
      },
    },
  };
}
