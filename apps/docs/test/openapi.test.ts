import { describe, expect, it } from "vitest";
import { defaultServerUrl, listOperations, resolve } from "../src/openapi.js";
import { fixtureDocument } from "./support/fixture-document.js";

describe("resolve", () => {
  it("follows a local $ref into components", () => {
    const document = fixtureDocument();
    expect(resolve(document, { $ref: "#/components/parameters/page" })).toMatchObject({
      name: "page",
      in: "query",
    });
  });

  it("follows a chain of references and decodes ~1 in pointer tokens", () => {
    const document = fixtureDocument();
    document.components = {
      ...document.components,
      aliases: { first: { $ref: "#/paths/~1things/get" } },
    };
    expect(resolve(document, { $ref: "#/components/aliases/first" })).toMatchObject({
      operationId: "list_things",
    });
  });

  it("names the missing token when a $ref does not resolve", () => {
    expect(() => resolve(fixtureDocument(), { $ref: "#/components/schemas/Nope" })).toThrow(
      '$ref #/components/schemas/Nope does not resolve (no "Nope")',
    );
  });

  it("refuses references to other files", () => {
    expect(() => resolve(fixtureDocument(), { $ref: "schemas/Thing.yaml" })).toThrow(/not local/);
  });

  it("reports a reference cycle instead of looping", () => {
    const document = fixtureDocument();
    document.components = { ...document.components, loop: { a: { $ref: "#/components/loop/a" } } };
    expect(() => resolve(document, { $ref: "#/components/loop/a" })).toThrow(/circular \$ref/);
  });
});

describe("listOperations", () => {
  it("lists every operation in document order and skips path-item parameters", () => {
    const names = listOperations(fixtureDocument()).map(
      (entry) => `${entry.method} ${entry.path} ${entry.operation.operationId}`,
    );
    expect(names).toEqual([
      "get /things list_things",
      "post /things create_thing",
      "get /things/{id} get_thing",
      "delete /things/{id} delete_thing",
      "post /things/{id}/actions/rename rename_thing",
      "get /metrics get_metrics",
    ]);
  });
});

describe("defaultServerUrl", () => {
  it("fills server variables with their defaults", () => {
    expect(defaultServerUrl(fixtureDocument())).toBe("https://api.example.test/v1");
  });

  it("fails when a variable has no declaration", () => {
    const document = fixtureDocument();
    document.servers = [{ url: "{scheme}://api.example.test" }];
    expect(() => defaultServerUrl(document)).toThrow("uses {scheme} without a default");
  });

  it("fails when the document has no server", () => {
    const document = fixtureDocument();
    document.servers = [];
    expect(() => defaultServerUrl(document)).toThrow(/declares no servers/);
  });
});
