// The walk cache of the schema diff (schema-diff.ts) is keyed by the pair of `$ref`s compared.
// An inline schema has no `$ref`, so two different inline schemas compared with the same shared
// component must not share a cached result: found with issue 27, where a firewall name (inline,
// maxLength 128) and a certificate name (inline, no maxLength) both moved to one component and
// the certificate's new maxLength went unreported.
import { describe, expect, it } from "vitest";
import { compareSpecs } from "../src/breaking/compare.js";
import type { OpenApiDocument } from "../src/openapi/document.js";

function spec(names: Record<string, unknown>, components: Record<string, unknown> = {}) {
  const paths: Record<string, unknown> = {};
  for (const [resource, name] of Object.entries(names)) {
    paths[`/${resource}`] = {
      post: {
        operationId: `create_${resource}`,
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["name"], properties: { name } },
            },
          },
        },
        responses: { "204": { description: "created" } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths,
    components: { schemas: components },
  } as unknown as OpenApiDocument;
}

const shared = { Name: { type: "string", maxLength: 128, pattern: "^[a-z]+$" } };
const ref = { $ref: "#/components/schemas/Name" };

describe("schema diff cache", () => {
  it("reports each inline schema's own change when both move to one shared component", () => {
    const base = spec({
      firewalls: { type: "string", maxLength: 128 },
      certificates: { type: "string" },
    });
    const head = spec({ firewalls: ref, certificates: ref }, shared);
    const found = compareSpecs(base, head).map((change) => `${change.operation} ${change.id}`);
    expect(found.sort()).toEqual([
      "POST /certificates request-max-length-decreased",
      "POST /certificates request-pattern-added",
      "POST /firewalls request-pattern-added",
    ]);
  });

  it("gives the same answer whichever operation is walked first", () => {
    const base = spec({
      certificates: { type: "string" },
      firewalls: { type: "string", maxLength: 128 },
    });
    const head = spec({ certificates: ref, firewalls: ref }, shared);
    const found = compareSpecs(base, head).map((change) => `${change.operation} ${change.id}`);
    expect(found.sort()).toEqual([
      "POST /certificates request-max-length-decreased",
      "POST /certificates request-pattern-added",
      "POST /firewalls request-pattern-added",
    ]);
  });
});
