// The "Deprecations and sunsets" page from the real spec bundle, the emulator's catalog data and
// the committed changelog: every deprecated operation, parameter and property, every catalog item
// with a deprecation, each with its dates, what to use instead and what happens after.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogDeprecations } from "@cloud-api/emulator";
import { listOperations, type OpenApiDocument } from "@cloud-api/spec/reader";
import { describe, expect, it } from "vitest";
import type { ChangelogEntry } from "../src/changelog-page.js";
import {
  collectDeprecations,
  deprecationsHtml,
  deprecationsMarkdown,
  replacementOf,
} from "../src/deprecations-page.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const spec = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("@cloud-api/spec/openapi.json"), "utf8"),
) as OpenApiDocument;
const changelog = JSON.parse(
  readFileSync(join(appRoot, "changelog", "api-changelog.json"), "utf8"),
) as ChangelogEntry[];
const catalog = catalogDeprecations();
const model = collectDeprecations(spec, catalog, changelog);
const beforeSunset = new Date("2026-07-01T00:00:00Z");
const afterSunset = new Date("2026-11-01T00:00:00Z");

describe("the deprecations of the spec", () => {
  it("lists every deprecated operation of the spec, each once", () => {
    const deprecated = listOperations(spec)
      .filter((entry) => entry.operation.deprecated === true)
      .map((entry) => `${entry.method.toUpperCase()} ${entry.path}`);
    expect(deprecated.length).toBeGreaterThan(10);
    const listed = model.things.filter((t) => t.kind === "operation").map((t) => t.name);
    expect(listed.sort()).toEqual(deprecated.sort());
  });

  it("gives /datacenters its announcement, sunset, replacement and 410", () => {
    const datacenters = model.things.find((t) => t.name === "GET /datacenters");
    expect(datacenters).toMatchObject({
      sunset: "2026-10-01",
      entry: { id: "2026-06-02-datacenters-deprecated", date: "2026-06-02" },
      after: "answers `410 deprecated_api_endpoint` (with `error.details.announcement`)",
    });
    expect(datacenters?.replacement).toContain("GET /locations");
    const action = model.things.find((t) => t.name === "GET /servers/{id}/actions/{action_id}");
    expect(action?.replacement).toBe(
      "`GET /servers/actions/{id}` (or `GET /actions/{id}`), which need only the action ID",
    );
    expect(action?.after).toBe("no removal date yet: keeps working as documented");
  });

  it("lists deprecated properties of the schemas, linked to their changelog entry", () => {
    const names = model.things.filter((t) => t.kind === "property").map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "LoadBalancerType.deprecated",
        "ServerType.deprecated",
        "Pricing.floating_ip",
      ]),
    );
    expect(model.things.find((t) => t.name === "LoadBalancerType.deprecated")).toMatchObject({
      entry: { id: "2026-06-05-load-balancer-type-deprecated-field" },
      replacement: "`deprecation.announced`, which it equals",
    });
  });

  it("reads a deprecated parameter with its sunset (none in the spec today: a fixture)", () => {
    const fixture = {
      openapi: "3.1.0",
      info: { title: "t" },
      paths: {
        "/widgets": {
          get: {
            parameters: [
              {
                name: "sort",
                in: "query",
                deprecated: true,
                "x-sunset": "2027-01-01",
                description: "Deprecated: use `order`.",
              },
            ],
            responses: {},
          },
        },
      },
    } as unknown as OpenApiDocument;
    expect(collectDeprecations(fixture, [], []).things).toEqual([
      {
        kind: "parameter",
        name: "GET /widgets: query sort",
        sunset: "2027-01-01",
        replacement: "`order`",
        after: "refused with `422 invalid_input`",
      },
    ]);
  });

  it("finds the replacement a description names", () => {
    expect(replacementOf("Deprecated: use `GET /images/actions/{id}`. Returns one action.")).toBe(
      "`GET /images/actions/{id}`",
    );
    expect(replacementOf("No replacement.")).toBeUndefined();
  });
});

describe("the page", () => {
  it("shows a sunset as upcoming before its day and as passed after it", () => {
    const early = deprecationsHtml("Cloud API", model, beforeSunset);
    const late = deprecationsHtml("Cloud API", model, afterSunset);
    const row = (html: string) =>
      html.split("\n").find((line) => line.includes("<code>GET /datacenters</code>")) ?? "";
    expect(row(early)).toContain("upcoming: 2026-10-01");
    expect(row(late)).toContain("since 2026-10-01");
    expect(row(early)).toContain(
      '<a href="./changelog.html#2026-06-02-datacenters-deprecated">2026-06-02</a>',
    );
  });

  it("lists every catalog item with a deprecation, with its dates and what happens after", () => {
    const html = deprecationsHtml("Cloud API", model, afterSunset);
    expect(catalog.length).toBeGreaterThan(3);
    for (const item of catalog) {
      const row = html
        .split("\n")
        .find(
          (line) =>
            line.includes(`<code>${item.name}</code>`) &&
            line.includes(item.announced.slice(0, 10)),
        );
      expect(row, item.name).toBeDefined();
      expect(row).toContain(item.unavailable_after.slice(0, 10));
    }
    expect(html).toContain("leaves <code>GET /server_types</code> once retired in every location");
    expect(deprecationsMarkdown("Cloud API", model, afterSunset)).toContain(
      "- Server type `cx11` (fsn1, nbg1, hel1): announced 2024-06-06; unavailable after: since 2024-09-06",
    );
  });
});
