import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  defaultServerUrl,
  dereference,
  listOperations,
  loadSpecDocument,
  type OpenApiDocument,
  operationParameters,
  operationRequestBody,
  operationResponse,
  readDocumentFile,
  resolve,
} from "../lib/reader.mjs";

function thingsDocument(): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Things API" },
    servers: [
      { url: "{scheme}://api.example.test/v1", variables: { scheme: { default: "https" } } },
    ],
    paths: {
      "/things": {
        get: {
          operationId: "list_things",
          parameters: [{ $ref: "#/components/parameters/page" }],
          responses: { "200": { description: "ok" }, default: { description: "error" } },
        },
        post: {
          operationId: "create_thing",
          requestBody: { $ref: "#/components/requestBodies/Thing" },
          responses: { "201": { description: "created" } },
        },
      },
      "/things/{id}": { $ref: "#/components/pathItems/thing" },
    },
    components: {
      parameters: {
        page: { name: "page", in: "query", schema: { type: "integer" } },
        id: { name: "id", in: "path", required: true, schema: { type: "integer" } },
      },
      requestBodies: {
        Thing: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
        },
      },
      schemas: { Thing: { type: "object" } },
      responses: {
        NotFound: {
          description: "no such thing",
          content: { "application/json": { schema: { type: "object" } } },
        },
      },
      pathItems: {
        thing: {
          parameters: [
            { $ref: "#/components/parameters/id" },
            { name: "verbose", in: "query", schema: { type: "boolean" } },
          ],
          delete: {
            operationId: "delete_thing",
            parameters: [{ name: "verbose", in: "query", schema: { type: "string" } }],
            responses: {
              "204": { description: "gone" },
              "4XX": { $ref: "#/components/responses/NotFound" },
            },
          },
        },
      },
    },
  };
}

describe("resolve and dereference", () => {
  it("follow a chain of local references and say where the target lives", () => {
    const document = thingsDocument();
    document.components = {
      ...document.components,
      aliases: { first: { $ref: "#/paths/~1things/get" } },
    };
    expect(resolve(document, { $ref: "#/components/aliases/first" })).toMatchObject({
      operationId: "list_things",
    });
    expect(dereference(document, { $ref: "#/components/aliases/first" }).pointer).toBe(
      "#/paths/~1things/get",
    );
  });

  it("name the missing token when a $ref does not resolve", () => {
    expect(() => resolve(thingsDocument(), { $ref: "#/components/schemas/Nope" })).toThrow(
      '$ref #/components/schemas/Nope does not resolve (no "Nope")',
    );
  });

  it("refuse references to other files and report cycles instead of looping", () => {
    const document = thingsDocument();
    expect(() => resolve(document, { $ref: "schemas/Thing.yaml" })).toThrow(/not local/);
    document.components = { ...document.components, loop: { a: { $ref: "#/components/loop/a" } } };
    expect(() => resolve(document, { $ref: "#/components/loop/a" })).toThrow(/circular \$ref/);
  });

  it("leniently give undefined for a dangling $ref and keep a foreign one as it is", () => {
    const document = thingsDocument();
    expect(resolve(document, { $ref: "#/components/schemas/Nope" }, { lenient: true })).toBe(
      undefined,
    );
    expect(resolve(document, { $ref: "other.yaml#/x" }, { lenient: true })).toEqual({
      $ref: "other.yaml#/x",
    });
  });
});

describe("listOperations", () => {
  it("lists every operation in document order, through a $ref'd path item", () => {
    const entries = listOperations(thingsDocument());
    expect(entries.map((entry) => `${entry.label} ${entry.operationId} ${entry.pointer}`)).toEqual([
      "GET /things list_things #/paths/~1things/get",
      "POST /things create_thing #/paths/~1things/post",
      "DELETE /things/{id} delete_thing #/components/pathItems/thing/delete",
    ]);
  });
});

describe("an operation's parts", () => {
  const document = thingsDocument();
  const entry = (operationId: string) => {
    const found = listOperations(document).find((op) => op.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId}`);
    return found;
  };
  const list = entry("list_things");
  const create = entry("create_thing");
  const remove = entry("delete_thing");

  it("merges path-item and operation parameters, the operation's replacing in place", () => {
    const parameters = operationParameters(document, remove);
    expect(parameters.map((p) => [p.in, p.name, p.schema.type, p.schemaPointer])).toEqual([
      ["path", "id", "integer", "#/components/parameters/id/schema"],
      ["query", "verbose", "string", "#/components/pathItems/thing/delete/parameters/0/schema"],
    ]);
    expect(operationParameters(document, list)[0]?.required).toBe(false);
  });

  it("resolves the request body and points at its JSON schema", () => {
    expect(operationRequestBody(document, create)).toMatchObject({
      required: true,
      pointer: "#/components/requestBodies/Thing",
      jsonSchemaPointer: "#/components/requestBodies/Thing/content/application~1json/schema",
    });
    expect(operationRequestBody(document, list)).toBeUndefined();
  });

  it("finds the response of a status: exact, then range, then default", () => {
    expect(operationResponse(document, remove, 204)?.key).toBe("204");
    expect(operationResponse(document, remove, 404)).toMatchObject({
      key: "4XX",
      pointer: "#/components/responses/NotFound",
    });
    expect(operationResponse(document, list, 500)?.key).toBe("default");
    expect(operationResponse(document, remove, 500)).toBeUndefined();
  });
});

describe("defaultServerUrl", () => {
  it("fills server variables with their defaults", () => {
    expect(defaultServerUrl(thingsDocument())).toBe("https://api.example.test/v1");
  });

  it("fails when a variable has no default or there is no server", () => {
    expect(() => defaultServerUrl({ servers: [{ url: "{scheme}://x.test" }] })).toThrow(
      "uses {scheme} without a default",
    );
    expect(() => defaultServerUrl({ servers: [] })).toThrow(/declares no servers/);
  });
});

describe("reading documents", () => {
  it("refuses a JSON file that is not an OpenAPI document", () => {
    const folder = mkdtempSync(join(tmpdir(), "spec-reader-"));
    try {
      writeFileSync(join(folder, "not.json"), '{"openapi":"3.1.0"}');
      expect(() => readDocumentFile(join(folder, "not.json"))).toThrow(/has no 'paths'/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("loads a bundled document by its id, once", () => {
    const hetzner = loadSpecDocument("hetzner");
    expect(hetzner.info.title).toBe("Hetzner API");
    expect(loadSpecDocument("hetzner")).toBe(hetzner);
    expect(() => loadSpecDocument("nope" as "cloud")).toThrow(/no spec document "nope"/);
  });
});
