import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../lib/reader.mjs";
import { ResponseValidator } from "../lib/response-validator.mjs";

const errorEnvelope = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code"],
      properties: { code: { type: "string" } },
    },
  },
};

const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Things API" },
  paths: {
    "/things/{id}": {
      get: {
        operationId: "get_thing",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["thing"],
                  properties: {
                    thing: {
                      type: "object",
                      required: ["id", "created", "price"],
                      properties: {
                        id: { type: "integer", format: "int64" },
                        created: { type: "string", format: "date-time" },
                        price: { type: "string", format: "decimal" },
                        image: { oneOf: [{ type: "null" }, { type: "object" }] },
                      },
                    },
                  },
                },
                example: { thing: { id: 1 } },
              },
            },
          },
          "404": { $ref: "#/components/responses/NotFound" },
          "429": {
            description: "slow down",
            headers: {
              "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
              "Retry-After": { required: true, schema: { type: "integer" } },
            },
          },
          "5XX": { $ref: "#/components/responses/NotFound" },
        },
      },
      delete: {
        operationId: "delete_thing",
        responses: { "204": { description: "gone" } },
      },
    },
  },
  components: {
    headers: { "RateLimit-Remaining": { schema: { type: "integer", minimum: 0 } } },
    responses: {
      NotFound: {
        description: "error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
    schemas: { Error: errorEnvelope },
  },
};

const validator = new ResponseValidator(document);
const thing = { id: 7, created: "2026-01-01T00:00:00Z", price: "1.5000", image: null };

describe("ResponseValidator", () => {
  it("accepts a body that matches the schema of its status, including nullable oneOf", () => {
    expect(validator.check("get_thing", 200, JSON.stringify({ thing }))).toBeUndefined();
  });

  it("names the field and the rule a body breaks", () => {
    const problem = validator.check(
      "get_thing",
      200,
      JSON.stringify({ thing: { ...thing, id: "7", price: "1,50" } }),
    );
    expect(problem).toContain("get_thing (GET /things/{id}) answered 200");
    expect(problem).toContain("/thing/id must be integer");
    expect(problem).toContain('/thing/price must match format "decimal"');
  });

  it("follows $ref responses and checks range keys such as 5XX", () => {
    expect(validator.check("get_thing", 404, '{"error":{"code":"not_found"}}')).toBeUndefined();
    expect(validator.check("get_thing", 503, '{"error":{}}')).toContain(
      "response 5XX's schema: /error must have required property 'code'",
    );
  });

  it("reports a status the operation does not document", () => {
    expect(validator.check("get_thing", 422, "{}")).toContain(
      "a status the spec does not document (documented: 200, 404, 429, 5XX)",
    );
  });

  it("requires an empty body where the response has no content, and JSON elsewhere", () => {
    expect(validator.check("delete_thing", 204, "")).toBeUndefined();
    expect(validator.check("delete_thing", 204, "{}")).toContain("documents no content");
    expect(validator.check("get_thing", 200, "<html>")).toContain("not JSON");
  });

  it("checks documented headers: types of present ones, presence of required ones", () => {
    const valid = new Headers({ "RateLimit-Remaining": "12", "Retry-After": "3" });
    expect(validator.check("get_thing", 429, "", valid)).toBeUndefined();
    const negative = new Headers({ "RateLimit-Remaining": "-1", "Retry-After": "3" });
    expect(validator.check("get_thing", 429, "", negative)).toContain(
      'header RateLimit-Remaining: "-1"',
    );
    const missing = new Headers({ "RateLimit-Remaining": "12" });
    expect(validator.check("get_thing", 429, "", missing)).toContain(
      "without the required header Retry-After",
    );
  });
});
