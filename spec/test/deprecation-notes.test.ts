// Issue 47: every deprecated operation, parameter and property carries its sunset and its
// replacement behind `@deprecated` in the generated types, where editors show it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSpecDocument } from "../lib/reader.mjs";
import {
  deprecationNote,
  forEachDeprecated,
  replacementOf,
  replacementOperations,
  sunsetOperations,
} from "../scripts/deprecations.mjs";

const generated = readFileSync(new URL("../generated/openapi.d.ts", import.meta.url), "utf8");

describe("reading a deprecation", () => {
  it("finds the replacement sentence, keeping periods inside code spans", () => {
    expect(replacementOf("Deprecated: use `GET /images/actions/{id}`. Returns one action.")).toBe(
      "`GET /images/actions/{id}`",
    );
    expect(replacementOf("Deprecated; use `a.b` or `c`, which equal it. More text.")).toBe(
      "`a.b` or `c`, which equal it",
    );
    expect(replacementOf("Removed soon.\n  Use `GET /locations`\n  for the places")).toBe(
      "`GET /locations` for the places",
    );
    expect(replacementOf("Deprecated. ID of the datacenter recommended for new resources.")).toBe(
      undefined,
    );
    expect(replacementOf(undefined)).toBe(undefined);
  });

  it("shortens a replacement to the operations it names", () => {
    expect(replacementOperations("`GET /locations` for places and `GET /server_types` (`x`)")).toBe(
      "GET /locations and GET /server_types",
    );
    expect(replacementOperations("`locations[].deprecation`")).toBe("locations[].deprecation");
  });

  it("writes the sunset, the 410 of an operation, and the replacement", () => {
    const item = { description: "Use `GET /b`.", "x-sunset": "2026-10-01" };
    expect(deprecationNote(item, true)).toBe(
      "Sunset 2026-10-01 (answers 410 `deprecated_api_endpoint` from then on). Use `GET /b`.",
    );
    expect(deprecationNote(item, false)).toBe("Sunset 2026-10-01. Use `GET /b`.");
    expect(deprecationNote({ description: "Gone soon." }, false)).toBe(
      "No sunset date announced yet. The spec names no replacement.",
    );
  });
});

describe("the generated types", () => {
  const bundle = loadSpecDocument();

  it("carry a note behind every @deprecated, one per deprecated item of the bundle", () => {
    const notes: string[] = [];
    forEachDeprecated(structuredClone(bundle), (item, isOperation) =>
      notes.push(deprecationNote(item, isOperation)),
    );
    expect(notes.length).toBeGreaterThan(0);
    const tags = [...generated.matchAll(/@deprecated(.*)$/gm)].map((match) => match[1]?.trim());
    expect(tags.filter((tag) => !tag)).toEqual([]);
    expect(tags.sort()).toEqual(notes.map((note) => note).sort());
  });

  it("date and replace the operations with an announced sunset", () => {
    const sunsets = sunsetOperations(bundle as Parameters<typeof sunsetOperations>[0]);
    expect(sunsets).toContainEqual({
      method: "GET",
      path: "/datacenters",
      sunset: "2026-10-01",
      replacement: "GET /locations and GET /server_types",
    });
    const listDatacenters = generated.slice(generated.indexOf('"/datacenters": {'));
    expect(listDatacenters).toMatch(
      /@deprecated Sunset 2026-10-01 \(answers 410 `deprecated_api_endpoint` from then on\)\. Use `GET \/locations` for the places/,
    );
  });
});
